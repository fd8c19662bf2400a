/**
 * A unit's vowel signs, where its script writes vowels as marks (issue 44, round 59's probes):
 * folding takes marks off, so Hindi's "मील" (mile) folded is "मल", the start of "मिलियन" (million)
 * folded too, and "1.2 मिलियन" was read as "1.2 मिलि", a mile cut before its vowel sign. A unit's
 * form in an Indic script or Thai is the unit only where the text's letters carry the same signs,
 * but the last letter's: an ending joined on changes it (Tamil "நாட்களில்" of "நாட்கள்", Hindi
 * "घंटों" of "घंटे"), the letters before it keep theirs.
 */

/** Scripts whose marks are vowel signs, not optional accents (calendar-names.ts reads them so). */
const VOWEL_MARKS =
  /[\p{sc=Deva}\p{sc=Beng}\p{sc=Guru}\p{sc=Gujr}\p{sc=Orya}\p{sc=Taml}\p{sc=Telu}\p{sc=Knda}\p{sc=Mlym}\p{sc=Sinh}\p{sc=Thai}\p{sc=Laoo}\p{sc=Khmr}\p{sc=Mymr}]/u;

/** A unit's form as written (lower case, composed) where its marks are vowels, else undefined. */
export function markedUnitForm(form: string): string | undefined {
  const lower = form.toLowerCase().normalize('NFC');
  return VOWEL_MARKS.test(lower) && /\p{M}/u.test(lower) ? lower : undefined;
}

/** A text's letters, each with the marks written on it. */
const clusters = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .match(/\P{M}\p{M}*/gu) ?? [];

/** Whether `written`, the text a unit's folded form matched, carries `marked`'s vowel signs. */
export function vowelMarksAgree(written: string, marked: string): boolean {
  const mine = clusters(written);
  const theirs = clusters(marked);
  if (mine.length !== theirs.length) return false;
  return theirs.every((cluster, at) => at === theirs.length - 1 || cluster === mine[at]);
}
