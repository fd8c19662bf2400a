/**
 * A Bengali conjunct verb: a noun and "করা" (do) or "হওয়া" (be) after it ("জারি করতে", to issue;
 * "শুরু হবে", will start), which a line says for the source's verb ("দেখাতে", to show) in its own
 * words (h299's blind probes). The frame reader took the noun and the verb for a name; a name takes
 * a case ending or a postposition before a verb ("রহিমকে", "ঢাকায়"), never "করতে" right after it,
 * so a run of a word and such a verb is a verb (as Hindi's, hindi-conjunct-verbs.ts).
 */

/** The forms of "করা" and "হওয়া" a line's verb takes: infinitive, tenses, participles, polite. */
const DO_OR_BE = new Set(
  [
    ...['কর', 'করা', 'করে', 'করতে', 'করবে', 'করবেন', 'করেছে', 'করেছেন', 'করল', 'করলেন', 'করলো'],
    ...['করছে', 'করছেন', 'করার', 'করুন', 'করেন', 'করা হবে', 'করা হয়েছে'],
    ...['হয়', 'হবে', 'হয়েছে', 'হতে', 'হল', 'হলো', 'হয়ে', 'হচ্ছে', 'হওয়ার', 'হন', 'হয়েছেন'],
  ].map((form) => form.normalize('NFC')),
);

/** Whether a run of words is a noun and a form of "করা" or "হওয়া" (see the file's comment). */
export function isBengaliConjunctVerb(words: readonly string[]): boolean {
  const [noun, verb] = words;
  if (words.length !== 2 || noun === undefined || verb === undefined) return false;
  return DO_OR_BE.has(verb.normalize('NFC')) && !DO_OR_BE.has(noun.normalize('NFC'));
}
