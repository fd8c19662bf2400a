/**
 * A word clipped to its start where the source writes it whole, before the same word (round
 * fifty-one: "Die Uni Zürich verbessert sich" of "Die Universität Zürich verbessert sich"): people
 * write "Uni", "Demo", "Info" for the words they shorten. The frame alone reads "Uni" as put in
 * the place of another of the source's words before "Zürich" ("die ETH Zürich"), but the source
 * has the whole word there too, and the clipped word is its start (clipped-names.ts: three letters
 * at least, two or more cut), so it names what the source names. A word that is no start of the
 * source's ("Die FH Zürich") stays a replaced name.
 */
import { clipsName } from './clipped-names.ts';
import type { SourceTokens, Token } from './name-tokens.ts';

/** Whether the line's word at `index` opens a source's word that stands before the next one. */
export function clipsFramedSourceWord(line: Token[], index: number, read: SourceTokens): boolean {
  const word = line[index];
  const next = line[index + 1];
  if (!word || !next?.joined || next.number) return false;
  return (read.at.get(next.key) ?? []).some((place) => {
    const whole = read.tokens[place - 1];
    return whole !== undefined && read.tokens[place]?.joined === true && clipsName(word, whole);
  });
}
