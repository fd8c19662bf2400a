/**
 * The browser tests' accessibility check: every axe violation, whatever its impact, by the WCAG 2.x
 * A/AA rules and axe's best practices; and the same in the dark appearance and the light one.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every check reads: WCAG 2.x A/AA and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * What AxeBuilder runs as axe's source once the document has axe: nothing (the `axe` it left there
 * is used as it is).
 */
const AXE_ALREADY_THERE = 'void 0';

/**
 * axe on the page itself, in one `axe.run` (its legacy mode): the default runs each frame apart
 * and finishes in a blank page of its own, 3x slower on our page with no frame at all (measured on
 * the catalogue's list on a busy 2-core machine: 25 s against 7.9 s, the same 28 rules passed, no
 * violation either way). Our pages embed no frame, so nothing goes unchecked.
 * axe's source (570 KB) goes into a document at its first check only: AxeBuilder sends and runs it
 * twice at every check otherwise, though it stays in the page (measured on the empty page at load
 * 8: a one-rule check 1.4 s, 0.04 s with axe already there). The same axe runs the same rules.
 */
export async function axeOn(page: Page) {
  const there = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  return new AxeBuilder(there ? { page, axeSource: AXE_ALREADY_THERE } : { page }).setLegacyMode(
    true,
  );
}

/**
 * The rules whose verdict can change with the page's colours alone: the light appearance changes
 * colour custom properties and nothing else (src/web/styles/light-appearance.test.ts holds that),
 * so in it only these can find what the dark appearance's full check did not (they are about half
 * of axe's time on our pages).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Every violation, whatever its impact; `colourOnly` reads only the colour rules. */
export async function violations(page: Page, { colourOnly = false } = {}) {
  // Let the card's own images and fonts settle before checking contrast.
  await page.waitForLoadState('networkidle');
  const builder = (await axeOn(page)).withTags(AXE_TAGS);
  const results = await (colourOnly ? builder.withRules(COLOUR_RULES) : builder).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

const APPEARANCES = ['dark', 'light'] as const;

/**
 * Every violation in each appearance (in the light one, by the colour rules), the page switched from one to the other where it stands: one
 * page load and one generation check a state in both (a fresh page per appearance cost twice the
 * loads and generations for the same checks). The page's colour transitions run to their end
 * before each check, so none is read mid-fade.
 */
export async function violationsInEachAppearance(page: Page) {
  const found: Partial<
    Record<(typeof APPEARANCES)[number], Awaited<ReturnType<typeof violations>>>
  > = {};
  for (const colorScheme of APPEARANCES) {
    await page.emulateMedia({ colorScheme });
    // The page did switch: a page that read the appearance once would be checked dark twice.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
      .toBe(colorScheme);
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
          )
          // A transition replaced by another is cancelled: its promise rejects, the new one is waited.
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    // The first appearance is read whole, the other by the rules its colours can change.
    found[colorScheme] = await violations(page, { colourOnly: colorScheme !== APPEARANCES[0] });
  }
  return found;
}
