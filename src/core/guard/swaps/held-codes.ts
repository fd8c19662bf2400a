/**
 * A model's or a part's code (issue 44, round 42): "KH-4500", "F-16", "A-380". Its digits are
 * joined by a hyphen to the letters before them, so they are one token with them, a name and no
 * figure: "its KH-4500 air fryer" counts no air fryers, and the source's "4.5-litre air fryer"
 * binds no value the code could have left. A code the source holds whole is set aside before
 * figures are tied to their nouns; a code the source lacks (or holds with other digits) stays a
 * figure, so a changed model number still stops.
 */
import type { Figure } from '../figures/figure-kinds.ts';
import { type Placed, placeFigures } from './figure-ties.ts';

/** Letters (at least one capital) and a hyphen right before a figure's digits. */
const CODE_HEAD = /(?<![\p{L}\p{M}\p{N}])([\p{L}\p{N}]*\p{Lu}[\p{L}\p{N}]*)[-‐‑]$/u;
const LETTER_OR_DIGIT = /[\p{L}\p{M}\p{N}]/u;

/** The whole code at `figure` in `line` ("KH-4500"), or undefined when the figure is no code's. */
function codeAt(line: string, { figure, start }: Placed): string | undefined {
  const head = CODE_HEAD.exec(line.slice(Math.max(0, start - 12), start))?.[1];
  if (head === undefined || !/^\d+$/u.test(figure.text)) return undefined;
  const end = start + figure.text.length;
  if (LETTER_OR_DIGIT.test(line.charAt(end))) return undefined;
  return line.slice(start - head.length - 1, end);
}

/** Whether `text` holds `code` whole (no letter or digit glued to either side). */
function holdsWhole(text: string, code: string): boolean {
  for (let at = text.indexOf(code); at >= 0; at = text.indexOf(code, at + 1)) {
    const before = text.charAt(at - 1);
    const after = text.charAt(at + code.length);
    if (!LETTER_OR_DIGIT.test(before) && !LETTER_OR_DIGIT.test(after)) return true;
  }
  return false;
}

/** The line's figures placed (figure-ties.ts), but for the codes the source holds whole. */
export function placeFiguresButCodes(
  line: string,
  figures: readonly Figure[],
  sourceText: string,
): Placed[] {
  return placeFigures(line, figures).filter((one) => {
    const code = codeAt(line, one);
    return code === undefined || !holdsWhole(sourceText, code);
  });
}
