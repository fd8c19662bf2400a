/**
 * The names a date's sentence refers to by a pronoun, told in the sentence before: "I called the
 * Harbour Hall this morning. They can't do 21 May, but they offered 28 May at a 10 percent
 * discount." The 28 May has no name in its own words, and "they" is the Harbour Hall: a summary's
 * "The Harbour Hall offered 28 May" gives the date its own names (named-dates.ts). Read only where
 * the date's sentence has no name of its own before the date and has a subject pronoun, so
 * "Acme opened in Berlin on 3 May. Sales began on 10 May." still gives 10 May no names.
 */

/** What ends a sentence: its stop before a space, or a line break. */
const SENTENCE_END = /[.!?](?=\s)|\n/gu;
/** How far back a date's sentence is read. */
const REACH = 200;
/**
 * English's subject pronouns that stand for a named party (not "I" or "you": a letter's writer and
 * reader are named in its headers, not in the sentence before).
 */
const PRONOUNS: ReadonlySet<string> = new Set(['they', 'it', 'he', 'she', 'we']);

/**
 * The names (lower case, as `namesBefore` reads them) of the sentence before the one holding the
 * date at `start` of `text`, where that sentence has a subject pronoun before the date; else none.
 */
export function referredNames(
  text: string,
  start: number,
  namesBefore: (text: string, end: number) => ReadonlySet<string>,
): ReadonlySet<string> {
  const from = Math.max(0, start - REACH);
  const before = text.slice(from, start);
  let end = -1;
  for (const match of before.matchAll(SENTENCE_END)) end = match.index;
  if (end < 0) return new Set();
  const words =
    before
      .slice(end + 1)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  if (!words.some((word) => PRONOUNS.has(word))) return new Set();
  return namesBefore(text, from + end);
}
