/**
 * An Arabic verb in the present whose perfect the source has (h291's probes: "وزارة الصحة في مصر
 * تعلن افتتاح…" of "أعلنت وزارة الصحة المصرية…", announced; a headline's present for a report's
 * past), read by unknown-names.ts as a rare word beside another: a name. The present is the
 * perfect's root after a person's prefix ("ت-علن" of "أ-علن-ت"): form IV's "أ" and a perfect's
 * ending ("ت", "وا") cut from the source's word, the prefix and a plural's ending from the line's.
 * Only the source's own verbs are read so: a name made of a person's prefix and a source's word
 * of three letters or more is rare ("يزيد" beside "زيد").
 */
import { oncePer } from '../once-per-source.ts';
import { uncasedKey } from '../words/uncased-words.ts';
import { isDerivedPresentVerb } from './arabic-derived-presents.ts';
import { isDerivedPerfectVerb } from './arabic-derived-verbs.ts';
import type { NameSource } from './claim-names.ts';

/** A conjunction, then the perfect's form IV "أ" (folded "ا"), its root, a person's ending. */
const PERFECT = /^[وف]?ا?(\p{Script=Arabic}{3,4}?)(?:تا|ت|وا|نا)?$/u;
/** A conjunction or the future's "س", a person's prefix, the root, a plural's or dual's ending. */
const PRESENT = /^[وف]?س?[يتن](\p{Script=Arabic}{3,4}?)(?:ون|ان|ين|ن)?$/u;

/** The roots of the source's Arabic words as PERFECT reads them, read once. */
const sourceRoots = /* @__PURE__ */ oncePer((source: NameSource): ReadonlySet<string> => {
  const roots = new Set<string>();
  for (const word of source.text.match(/\p{Script=Arabic}+/gu) ?? []) {
    const root = PERFECT.exec(uncasedKey(word, 'ar'))?.[1];
    if (root) roots.add(root);
  }
  return roots;
});

/** Whether `key` (uncasedKey's Arabic spelling) is the present of one of the source's verbs. */
export function isSourceVerbPresent(key: string, source: NameSource): boolean {
  const root = PRESENT.exec(key)?.[1];
  return root !== undefined && sourceRoots(source).has(root);
}

/**
 * An Arabic word that is a verb, never a name's: a derived form's present or perfect
 * (arabic-derived-presents.ts, arabic-derived-verbs.ts), or a source's verb in the present.
 */
export const isArabicVerb = (key: string, source: NameSource): boolean =>
  isDerivedPresentVerb(key) || isDerivedPerfectVerb(key) || isSourceVerbPresent(key, source);
