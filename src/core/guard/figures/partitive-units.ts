/**
 * A bare amount whose unit a partitive pronoun leaves implicit: Italian "ne", French and Catalan
 * "en" stand for the noun said before ("il ministero propone 145 euro; i sindacati ne vogliono
 * almeno 250", they want 250 of them; "ils en demandent 250"). Round forty-nine's line was stopped
 * for its 250, the source writing "250 euro": the amount is in the unit of the priced one before
 * it in the sentence. Narrow: the pronoun opens the words right before the amount (a verb, an
 * adverb: three words at most, no comma, no other figure), the priced amount comes earlier in the
 * same sentence, and the source must hold the amount in that unit (an invented one still stops).
 */
import type { Figure } from './figure-kinds.ts';

/** The pronoun, then up to three words and the bare amount at the end of the stretch. */
const PARTITIVE = /(?<![\p{L}\p{M}'’])(?:ne|n['’]|en)\s*(?:[\p{L}\p{M}'’]+\s+){1,3}$/iu;
/** A priced amount: a currency sign before it, or a word or sign after it. */
const PRICED = /(\p{Sc})\s?(\d[\d.,]*)|(\d[\d.,]*)\s?(\p{Sc}|[\p{L}\p{M}]+)/gu;
/** A sentence's end: a full stop not inside a number, "!", "?". */
const SENTENCE_END = /[.!?](?!\d)/u;

/**
 * Whether the line's bare `figure` follows a partitive pronoun and the source holds it in the
 * unit of the last priced amount before it in its sentence (`read` reads a text's figures as the
 * line's are, `supported` says whether the source holds one).
 */
export function partitiveUnit(
  figure: Figure,
  line: string,
  read: (text: string) => Figure[],
  supported: (figure: Figure) => boolean,
): boolean {
  if (figure.kind !== 'count' || !/\d/u.test(figure.text)) return false;
  for (let at = line.indexOf(figure.text); at >= 0; at = line.indexOf(figure.text, at + 1)) {
    const before = line.slice(0, at).split(SENTENCE_END).pop() ?? '';
    const pronoun = PARTITIVE.exec(before);
    if (!pronoun) continue;
    let unit: string | undefined;
    for (const [, sign, , , word] of before.slice(0, pronoun.index).matchAll(PRICED)) {
      const priced = read(sign ? `${sign}1` : `1 ${word}`);
      if (priced.length === 1 && priced[0]?.kind === 'money') unit = sign ?? word;
    }
    if (!unit) continue;
    const carried = read(
      /^\p{Sc}$/u.test(unit) ? `${unit}${figure.text}` : `${figure.text} ${unit}`,
    );
    if (carried.length === 1 && supported(carried[0] as Figure)) return true;
  }
  return false;
}
