/**
 * Quotations as the guard reads them (docs/decisions/012): text between every pair of marks a
 * model writes. A quotation states someone's words, so it must be in the source.
 */

/** Not a letter or digit before an opening mark written also as an apostrophe. */
const OPENS = '(?<![\\p{L}\\p{N}])';
/** Not a letter after a closing mark written also as an apostrophe ("’n’ roll", "players’ "). */
const CLOSES = '(?![\\p{L}\\p{N}])';

/**
 * Every quotation of a text, in every pair of marks, each pair's text one numbered group: “…”,
 * „…“, "…", «…», »…«, 「…」, 『…』, 《…》, 〈…〉, ”…” (Swedish, Finnish), ‟…”, ‹…›, ›…‹, ‚…‘, 〝…〟, and at word bounds
 * only, as they are also written as apostrophes: ‘…’, ‛…’, backticks and straight single quotes
 * (a model writing JSON strings quotes with those, the double ones being the string's own). A
 * straight quote opens only before a word and closes only after one, not before a letter
 * ("don't"), and not where a plural's apostrophe stands ("the players' table"). One match a
 * pair. Built on first use: a bundle that reads no quotation (the web app's) carries none of it.
 */
let builtQuotes: RegExp | undefined;
export const quotePattern = (): RegExp =>
  (builtQuotes ??= new RegExp(
    [
      '“([^”\\n]{1,400})”',
      '„([^“”\\n]{1,400})[“”]',
      '"([^"\\n]{1,400})"',
      '«([^»\\n]{1,400})»',
      '»([^«»\\n]{1,400})«',
      '「([^」\\n]{1,400})」',
      '『([^』\\n]{1,400})』',
      '《([^》\\n]{1,400})》',
      '〈([^〉\\n]{1,400})〉',
      `${OPENS}‘([^’\\n]{1,400})’(?![\\p{L}])`,
      `${OPENS}‛([^’\\n]{1,400})’(?![\\p{L}])`,
      '”([^”\\n]{1,400})”',
      '‟([^”\\n]{1,400})”',
      '‹([^›\\n]{1,400})›',
      '›([^‹›\\n]{1,400})‹',
      '‚([^‘’\\n]{1,400})[‘’]',
      '〝([^〝〞〟\\n]{1,400})[〞〟]',
      `${OPENS}\`(\\S(?:[^\`\\n]{0,398}\\S)?)\`${CLOSES}`,
      `${OPENS}'(\\S(?:[^'\\n]{0,398}\\S)?)'${CLOSES}(?!(?<=s')\\s\\p{Ll})`,
    ].join('|'),
    'gu',
  ));

let marks: number | undefined;
/** The words inside a quotePattern match, whatever its marks. */
export function quotedWords(match: RegExpMatchArray): string {
  // One group for each pair of marks: as many as an empty alternative's match holds.
  marks ??= (new RegExp(`${quotePattern().source}|`, 'u').exec('')?.length ?? 1) - 1;
  return match.slice(1, 1 + marks).find((group) => typeof group === 'string') ?? '';
}

/** A quoted name in another case is the source's (names/declined-quotes.ts). */
export { quotesDeclinedName } from './names/declined-quotes.ts';
