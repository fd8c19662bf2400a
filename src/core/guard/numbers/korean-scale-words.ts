/**
 * Korean writes a scale and the word after it as one ("3만원", "5천원", "16만5천원", "2만명":
 * round thirty-nine), where the figures' reader takes a scale only as a word of its own ("9만 명",
 * "2천 원"): "3만원" was read as 3, "16만5천원" as 160,005, and a card's "30,000 won" or
 * "165,000 won" of them was stopped. A space is written between such a scale and the word after
 * it, in the source and the line alike, before the figures are read; a larger scale after it
 * ("2천억", "5백만") is the same number's and stays joined.
 */

/** A Korean scale after digits, then a Hangul syllable that is no scale. */
const JOINED = /(?<=\d\s?(?:[천백][만억조]?|[만억조]))(?=[\uac00-\ud7a3])(?![천백만억조])/gu;

/** `text` with a space after each Korean scale written against the word after it. */
export function spaceKoreanScales(text: string): string {
  if (!/\d\s?[천백만억조][\uac00-\ud7a3]/u.test(text)) return text;
  return text.replace(JOINED, ' ');
}
