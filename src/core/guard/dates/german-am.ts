/**
 * German's "am" (an dem: on the, at the) after a time: "Beginn 20:00 am Samstag" (at 20:00 on
 * Saturday), "um 9 am Bahnhof". CLDR writes German's and English's morning "AM", so the folded
 * "am" after a time was read as the morning and a German line's "20:00 am Samstag" of a post's "20
 * Uhr" was stopped as 8:00 (round h278). In a text read in German, an "am" with a word or a number
 * after it is the preposition; "8 am" closing a clause stays the morning.
 */
import type { FigureText } from '../figures/figure-text.ts';
import type { Token } from '../figures/figure-tokens.ts';

/** A word or a number after "am" (`after`: the folded text from the phrase on). */
const AM_BEFORE_WORD = /^am\s+[\p{L}\p{N}]/u;

/** True where the part of the day `phrase`, read at the start of `after`, is German's "am". */
export function isGermanAm(phrase: string, after: string, langs: Iterable<string>): boolean {
  if (phrase !== 'am' || !AM_BEFORE_WORD.test(after)) return false;
  for (const lang of langs) if (lang === 'de') return true;
  return false;
}

/** The part of the day a time's token read with it ("20:00 am"), and the text after the time. */
const TOKEN_AM = /\s?am$/iu;

/**
 * A time's token (figure-tokens.ts reads "20:00 am" as one) without the "am" after it, where that
 * is German's preposition: a word or a number follows it in a text read in German.
 */
export function withoutGermanAm(token: Token, reading: FigureText): Token {
  if (token.kind !== 'time') return token;
  const half = token.groups[11] ?? token.groups[13];
  if (half === undefined || half.toLowerCase() !== 'am' || !reading.full.has('de')) return token;
  const after = reading.text.slice(token.end, token.end + 2);
  if (!/^\s[\p{L}\p{N}]/u.test(after)) return token;
  const text = token.text.replace(TOKEN_AM, '');
  const groups = token.groups.map((group, at) => (at === 11 || at === 13 ? undefined : group));
  return { ...token, text, end: token.start + text.length, groups };
}
