/**
 * How much room the card's text takes: an estimate from character widths (no font is read, so it
 * runs the same in the browser and on the server), the largest font of a scale that fits a box,
 * and lines cut at a word to a box. Pure; the sized layouts (sized-layout.ts) set type with it.
 */

/** Line height of the card's text, as a multiple of its font size. */
export const LINE_HEIGHT = 1.32;
/** An average glyph's advance, as a share of the font size (Inter at weight 600, mixed text). */
const GLYPH_WIDTH = 0.54;
/** Wide characters (CJK, emoji) take about a full em. */
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Extended_Pictographic}]/u;

/** Text columns' width a string of this length takes, in ems (wide characters count double). */
function ems(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 1 : GLYPH_WIDTH;
  return width;
}

/** How tall `lines` set at `font` in a column `width` wide are, bullets and gaps included. */
export function textHeight(
  lines: readonly string[],
  font: number,
  width: number,
  gap: number,
): number {
  let rows = 0;
  for (const line of lines) {
    // Words wrap whole: a tenth more rows than the bare estimate.
    rows += Math.max(1, Math.ceil((ems(line) * font * 1.1) / width));
  }
  return rows * font * LINE_HEIGHT + Math.max(0, lines.length - 1) * gap;
}

/**
 * The largest font of the size's scale at which `lines` fit the box, in steps of 2 px; the
 * smallest when none does (the text is then clamped, which the layout marks with an ellipsis).
 */
export function fitFont(
  lines: readonly string[],
  spec: { maxFont: number; minFont: number },
  box: { width: number; height: number },
  gapShare = 0.5,
): { font: number; fits: boolean } {
  for (let font = spec.maxFont; font >= spec.minFont; font -= 2) {
    if (textHeight(lines, font, box.width, font * gapShare) <= box.height)
      return { font, fits: true };
  }
  return { font: spec.minFont, fits: false };
}

/** At most as many characters of `lines` as `box` holds at `font`, cut at a word with an ellipsis. */
export function clampLines(
  lines: readonly string[],
  font: number,
  box: { width: number; height: number },
  gap: number,
): string[] {
  const kept: string[] = [];
  for (const line of lines) {
    const next = [...kept, line];
    if (textHeight(next, font, box.width, gap) <= box.height) {
      kept.push(line);
      continue;
    }
    const words = line.split(' ');
    while (words.length > 1) {
      words.pop();
      const cut = `${words.join(' ').replace(/[\s,;:.]+$/u, '')}…`;
      if (textHeight([...kept, cut], font, box.width, gap) <= box.height) {
        kept.push(cut);
        break;
      }
    }
    break;
  }
  return kept.length > 0 ? kept : [lines[0] ?? ''];
}
