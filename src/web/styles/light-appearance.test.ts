/**
 * The light appearance changes colours and nothing else: the browser tests' accessibility check
 * reads every rule in the dark appearance and only the colour rules in the light one
 * (e2e/axe-violations.ts), which holds only while no style sheet lets the appearance move, hide or
 * name anything.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The web project runs in jsdom, where a module's URL is no file's: the tests run from the root.
const WEB = resolve('src/web');

/** Every style sheet of the web app, by its path under src/web. */
function styleSheets(dir = WEB): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styleSheets(path);
    return entry.name.endsWith('.css') ? [{ path, text: readFileSync(path, 'utf8') }] : [];
  });
}

/** The body of each `@media (prefers-color-scheme: …)` block, braces balanced. */
function appearanceBlocks(css: string): string[] {
  const blocks: string[] = [];
  const opening = /@media[^{]*prefers-color-scheme[^{]*\{/g;
  for (let match = opening.exec(css); match; match = opening.exec(css)) {
    let depth = 1;
    let at = opening.lastIndex;
    while (depth > 0 && at < css.length) {
      if (css[at] === '{') depth++;
      else if (css[at] === '}') depth--;
      at++;
    }
    blocks.push(css.slice(opening.lastIndex, at - 1));
  }
  return blocks;
}

/** The properties a block's rules set, comments left out. */
const propertiesIn = (block: string) =>
  [...block.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([-\w]+)\s*:[^;{}]*;/g)].map(
    (match) => match[1] ?? '',
  );

describe('the light appearance', () => {
  it('sets colour custom properties and the colour scheme, nothing that moves, hides or names', () => {
    const sheets = styleSheets();
    const blocks = sheets.flatMap(({ text }) => appearanceBlocks(text));
    expect(blocks.length).toBeGreaterThan(0);
    for (const property of blocks.flatMap(propertiesIn)) {
      expect(property).toMatch(/^(--[-\w]+|color-scheme)$/);
    }
    // Nothing else picks colours by the system's appearance.
    for (const { path, text } of sheets) expect(text, path).not.toContain('light-dark(');
  });

  it('sees a block that would change more than colours', () => {
    const css = `a { color: red; }
@media (prefers-color-scheme: light) { :root { --bg: #fff; } .tip { display: none; } }`;
    const properties = appearanceBlocks(css).flatMap(propertiesIn);
    expect(properties).toEqual(['--bg', 'display']);
  });
});
