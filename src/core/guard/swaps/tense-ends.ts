/**
 * A change told by a verb's tenses (issue 44, typed figures): "In France I had 9 cooks; here I
 * have 14" goes from 9 to 14 as "from 9 cooks to 14" does, with no "from" or "up from" for
 * change-ends.ts to read. Two figures of one kind, next to each other in one sentence, each right
 * after a form of one English verb, the one past and the other present: the past one is the
 * change's start. The verb's forms are compromise's irregular ones (verb-forms.data.ts) or a
 * regular verb's "-ed"; "be" is left out, whose "was … is" a sentence says of two things as often
 * as of one.
 */

import { VERB_FORMS } from '../words/verb-forms.data.ts';
import type { Placed } from './figure-ties.ts';

/** Each irregular verb's past forms and its present ones, by form: [base, past?]. */
const FORMS: ReadonlyMap<string, readonly [string, boolean]> = new Map(
  VERB_FORMS.trim()
    .split('\n')
    .flatMap((line): Array<[string, readonly [string, boolean]]> => {
      const forms = line.split(' ');
      const base = forms[0] ?? '';
      if (base === 'be') return [];
      // A line is its base, its past forms, then its present and its gerund.
      const past = forms.slice(1, -2);
      return [
        [base, [base, false]],
        ...past.map((form): [string, readonly [string, boolean]] => [form, [base, true]]),
        [forms.at(-2) ?? '', [base, false]],
      ];
    }),
);

/** A regular verb's form: "employed" past, "employs"/"employ" present. */
function regular(word: string): readonly [string, boolean] | undefined {
  if (word.length < 5) return undefined;
  if (word.endsWith('ed')) return [word.slice(0, -2), true];
  return [word.endsWith('s') ? word.slice(0, -1) : word, false];
}

/** The word just before `at` (spaces, a currency sign between), lower case. */
const wordBefore = (text: string, at: number) =>
  /([\p{L}]+)[\s\p{Sc}]*$/u.exec(text.slice(Math.max(0, at - 30), at))?.[1]?.toLowerCase() ?? '';

/** Two figures one verb tells in two tenses, [start, end] by the tenses, or undefined. */
export function tenseEnds(text: string, one: Placed, two: Placed): [Placed, Placed] | undefined {
  if (one.figure.kind !== two.figure.kind) return undefined;
  if (/[.!?](?=\s|$)/u.test(text.slice(one.start + one.figure.text.length, two.start)))
    return undefined;
  const first = wordBefore(text, one.start);
  const second = wordBefore(text, two.start);
  const a = FORMS.get(first) ?? (FORMS.has(second) ? undefined : regular(first));
  const b = FORMS.get(second) ?? (FORMS.has(first) ? undefined : regular(second));
  if (!a || !b || a[1] === b[1]) return undefined;
  // A regular verb's base read from its "-ed": "employed" and "employs" share "employ".
  const same = a[0] === b[0] || (a[1] ? `${a[0]}e` === b[0] : a[0] === `${b[0]}e`);
  if (!same) return undefined;
  return a[1] ? [one, two] : [two, one];
}
