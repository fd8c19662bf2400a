/**
 * A whole percentage a line rounds from the source's decimal one where both go on with the same
 * three words: "con un 44% de los votos" of "el 44,1% de los votos" (round twenty-nine), as a card
 * writes a poll's share. The words tie the two: a held-out summary's "price growth of no more than
 * 3% for the rest of the year" (an edit of the source's 2 percent) is no rounding of its "rose 3.2
 * percent to $418,000". "44%" of 44,6% and "45%" of 44,1% are stopped.
 */
import type { Figure } from './figure-kinds.ts';

/** A decimal percentage of a source, then the text after it: "44,1% de los votos". */
const DECIMAL_SHARE =
  /(?<![\d.,])(\d{1,3})[.,](\d{1,2})\s?(?:%|per ?cent|percent|procent|por ciento|pour cent|prozent|per cento|proc\.?)(?![\p{L}])/giu;
/** The three words a figure goes on with, past a comma or a space ("de los votos"). */
const NEXT_WORDS = /^[\s,]*([\p{L}\p{M}]+)\s+([\p{L}\p{M}]+)\s+([\p{L}\p{M}]+)/u;

const nextWords = (text: string) => NEXT_WORDS.exec(text)?.slice(1).join(' ').toLowerCase();

/** Whether the line's whole percentage `figure` is a decimal of `sourceText` rounded. */
export function roundedShare(line: string, figure: Figure, sourceText: string): boolean {
  const whole =
    figure.readings.length === 1 ? /^p(\d{1,3})$/.exec(figure.readings[0]?.[0] ?? '') : null;
  if (!whole || !/\d[.,]\d/.test(sourceText)) return false;
  const at = line.indexOf(figure.text);
  const after = at < 0 ? undefined : nextWords(line.slice(at + figure.text.length));
  if (!after) return false;
  const value = Number(whole[1]);
  for (const match of sourceText.matchAll(DECIMAL_SHARE)) {
    const share = Number(`${match[1]}.${match[2]}`);
    if (Math.abs(share - value) > 0.5 || share === value) continue;
    if (nextWords(sourceText.slice((match.index ?? 0) + match[0].length)) === after) return true;
  }
  return false;
}
