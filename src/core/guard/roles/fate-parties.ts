/**
 * The words traded-fates.ts may read as a party (h296): "Квитки на додаткові рейси до Львова — в
 * застосунку Укрзалізниці" of a post whose extra trains are Ukrzaliznytsia's and whose tickets are
 * in its app was stopped as a trade of "додаткові" (extra) and "застосунку" (app), two words no
 * one gives a fate. A party is a name, a word the text writes with a capital inside a sentence
 * ("while Ramesh Kulkarni", "а Укрпошта"); a role or title written just before a name ("clerk
 * Sunil Pawar", "бухгалтера Ігоря Савчука", "el contable Javier Moreno"); or, in the languages
 * with articles, a group the text writes after its definite article ("L'opposizione", "dalla
 * maggioranza"). Languages without articles (Ukrainian, Russian, Polish) give lower-case words no
 * sign of being a party, so only their names and roles are read.
 */

const TOKEN = /[\p{L}\p{M}]+|[^\s\p{L}\p{M}]/gu;
/** What opens a sentence or a quote, after which any word is capitalised. */
const OPENS = /^[.!?…:;"«»“”„()[\]—–-]$/u;
const CAPITAL = /^\p{Lu}/u;
/**
 * Each language's definite articles and the words that hold one ("dalla", "au", "del", "zum"): a
 * closed class, read only in its own language ("na" and "do" are Polish prepositions).
 */
const ARTICLES: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries({
    en: 'the',
    it: 'il lo la i gli le l dal dallo dalla dai dagli dalle dall del dello della dei degli delle dell al allo alla ai agli alle all nel nello nella nei negli nelle nell sul sullo sulla sui sugli sulle sull',
    fr: 'le la les l du des au aux',
    es: 'el la los las del al',
    pt: 'o a os as do da dos das no na nos nas ao aos',
    de: 'der die das dem den des zum zur im am vom beim',
  }).map(([lang, words]) => [lang, new Set(words.split(' '))]),
);
/** An apostrophe joins an elided article to its word ("dall'opposizione"). */
const APOSTROPHE = /^['’]$/u;

/**
 * The lower-cased words of `text` that may stand for a party, read once per text by the caller;
 * with `namesOnly`, its names alone (a line's "в застосунку Укрзалізниці" makes no role of "app").
 */
export function fateParties(text: string, lang: string, namesOnly = false): ReadonlySet<string> {
  const articles = namesOnly ? undefined : ARTICLES[lang];
  const parties = new Set<string>();
  let before: string | undefined;
  let opens = true;
  for (const [token] of text.matchAll(TOKEN)) {
    if (APOSTROPHE.test(token)) continue;
    if (!/\p{L}/u.test(token)) {
      if (OPENS.test(token)) opens = true;
      before = undefined;
      continue;
    }
    const word = token.toLowerCase();
    if (CAPITAL.test(token) && !opens) {
      parties.add(word);
      // "clerk Sunil Pawar": the word before a name is its role, unless itself a name's start.
      if (before !== undefined && !namesOnly) parties.add(before);
    }
    if (before !== undefined && articles?.has(before)) parties.add(word);
    before = word;
    opens = false;
  }
  return parties;
}
