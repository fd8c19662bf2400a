/**
 * An irregular English verb's forms read as one word ("saw" and "seen" of "see"), where the
 * negation reader compares a line's clause with a source's (negation-claims.ts): the shared word
 * matcher reads a shared start, which "saw" and "seen" lack. The forms are compromise's
 * (verb-forms.data.ts, generated); kept out of the shared matcher, which many rules read.
 */
import { VERB_FORMS } from './verb-forms.data.ts';

/** Each irregular form's base ("saw" → "see"), the base itself too. */
const BASES: ReadonlyMap<string, string> = new Map(
  VERB_FORMS.trim()
    .split('\n')
    .flatMap((line) => {
      const forms = line.split(' ');
      const base = forms[0] ?? '';
      return forms.map((form) => [form, base] as const);
    }),
);

/** Whether two English words are forms of one irregular verb ("saw" and "seen", "paid" and "pay"). */
export function sameVerbForm(one: string, two: string): boolean {
  const base = BASES.get(one);
  return base !== undefined && base === BASES.get(two);
}
