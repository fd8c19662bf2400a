/**
 * Quotations as the guard reads them (docs/decisions/012): text between every pair of marks a
 * model writes. A quotation states someone's words, so it must be in the source.
 */

/** Not a letter or digit before an opening mark written also as an apostrophe. */
const OPENS = '(?<![\\p{L}\\p{N}])';
/** Not a letter after a closing mark written also as an apostrophe ("’n’ roll", "players’ "). */
const CLOSES = '(?![\\p{L}\\p{N}])';

/**
 * Every pair of quotation marks, each mark's text one numbered group: “…”, „…“, "…", «…», »…«,
 * 「…」, 『…』, 《…》, 〈…〉, ”…” (Swedish, Finnish), ‟…”, ‹…›, ›…‹, ‚…‘, 〝…〟, and at word bounds
 * only, as they are also written as apostrophes: ‘…’, ‛…’, backticks and straight single quotes
 * (a model writing JSON strings quotes with those, the double ones being the string's own). A
 * straight quote opens only before a word and closes only after one, not before a letter
 * ("don't"), and not where a plural's apostrophe stands ("the players' table").
 */
const MARKS = [
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
];

/** Every quotation of a text: one match a pair, its words in the group of its marks. */
export const QUOTE = /* @__PURE__ */ new RegExp(MARKS.join('|'), 'gu');

/** The words inside a QUOTE match, whatever its marks. */
export const quotedWords = (match: RegExpMatchArray): string =>
  match.slice(1, 1 + MARKS.length).find((group) => typeof group === 'string') ?? '';
