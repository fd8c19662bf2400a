/**
 * The count two a faithful summary writes for the source's "twins" or "a pair of" (h279, faithful
 * lines stopped at the figure check): "Two babies were born" of "Twins born at St Mary's", "Dos
 * bebés nacieron" of "Nacieron gemelos", "They adopted two kittens" of "a pair of kittens",
 * "Двое волонтёров" of "Пара волонтёров". A reader counts twins and a pair as two; no "2" is
 * written. Held only for the count two:
 * - after "a pair of" (both-counts.ts's rule) only where the line counts the noun the pair stands
 *   before, so "2 dogs" of "a pair of kittens" is still a claim;
 * - of "twins", whose line names them by another noun ("babies", "sisters", "brothers"), only
 *   where the line's counted noun is none the source counts with a figure of its own, so "2
 *   nurses" of "twins were born; 3 nurses helped" is still a claim.
 * No library writes these words (CLDR and Intl have none); the short lists are each language's
 * common forms. Words that are also something else are left out: Polish "parę" and German "ein
 * paar" are "a few", Dutch "een paar" too, Italian "coppia" a married couple.
 */
import type { ClaimSource } from '../claim-source.ts';
import { oncePer } from '../once-per-source.ts';
import type { Figure } from './figure-kinds.ts';

/** Twins, as a plural noun or before one ("twin girls"), in the languages posts are written in. */
const TWIN_WORDS = [
  'twins',
  // A lone "twin" is also an engine's, a tower's or a city's: only before whom it tells.
  'twin\\s+(?:girls|boys|sisters|brothers|daughters|sons|babies)',
  'gemelos',
  'gemelas',
  'mellizos',
  'mellizas',
  'gemelli',
  'gemelle',
  'jumeaux',
  'jumelles',
  'gêmeos',
  'gêmeas',
  'gémeos',
  'gémeas',
  'zwillinge',
  'zwillingen',
  'tweeling',
  'tvillinger',
  'tvillingar',
  'kaksoset',
  'bliźnięta',
  'bliźniaki',
  'bliźniaczki',
  'dvojčata',
  'dvojčat',
  'близнецы',
  'близнецов',
  'близнюки',
  'близнят',
  'близнята',
  'ikrek',
  'ikizler',
  'δίδυμα',
  'δίδυμοι',
  'δίδυμες',
  // A lone "kembar" is also "identical" ("rumah kembar"): only as children.
  '(?:anak|bayi|si)\\s+kembar',
  'kambal',
  'sinh\\s+đôi',
  'जुड़वां',
  'जुड़वा',
  'توأم',
  'توأمان',
  'توأمين',
].join('|');

/**
 * "A pair of" before its noun; "пара"/"пару" take the noun's genitive right after. Spanish "un par
 * de" and Italian "un paio di" are also "a couple of", loosely a few: held like "both", for its
 * own noun only, where a line's two is their plain reading.
 */
const PAIR_WORDS = String.raw`(?:a\s+)?pair\s+of|une\s+paire\s+de|un\s+par\s+de|um\s+par\s+de|un\s+paio\s+di|пар[аиуы]|парочк[аиу]`;

const TWINS = new RegExp(String.raw`(?<![\p{L}\p{M}])(?:${TWIN_WORDS})(?![\p{L}\p{M}])`, 'iu');

/** Glued Han and Hangul twins ("双胞胎", "쌍둥이") have no word edges. */
const GLUED_TWINS = /[双雙]胞胎|쌍둥이|双子/u;

const PAIR = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(?:${PAIR_WORDS})\s+(?:(?:the|les|des)\s+)?([\p{L}\p{M}]+)`,
  'giu',
);

/** The first word of a text, the counted noun after a line's figure. */
const FIRST_WORD = /^\s*([\p{L}\p{M}]+)/u;

/** Whether the figure is a count that reads as two ("two", "Dos", "Двое", "2"). */
const isTwo = (figure: Figure) =>
  figure.kind === 'count' &&
  figure.readings.some((reading) => reading.length === 1 && reading[0] === 'n2');

/** What a source says of pairs, read once: whether it has twins, and its pairs' nouns. */
const pairsOf = /* @__PURE__ */ oncePer((source: ClaimSource) => {
  const text = source.text;
  const twins = TWINS.test(text) || GLUED_TWINS.test(text);
  const nouns: string[] = [];
  if (/pair|paire|par\s+de|paio|пар/iu.test(text))
    for (const match of text.matchAll(PAIR)) nouns.push((match[1] ?? '').toLowerCase());
  return { twins, nouns };
});

/**
 * Whether two words are one noun in two forms: they begin alike for four letters, or for the whole
 * of the shorter where it is shorter ("kittens" and "kitten"; Russian's cases "волонтёров").
 */
function sameNoun(a: string, b: string): boolean {
  const need = Math.min(4, Math.max(a.length, b.length));
  return a.length >= need && b.length >= need && a.slice(0, need) === b.slice(0, need);
}

/** Whether the source writes `noun` right after a digit ("3 nurses"): a count of its own. */
function countedInSource(noun: string, text: string): boolean {
  const stem = noun.slice(0, 4).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(String.raw`\p{N}\s*${stem}`, 'iu').test(text);
}

/** Whether the line's count two counts the source's twins, or the noun of its "a pair of". */
export function pairCount(figure: Figure, line: string, source: ClaimSource): boolean {
  if (!isTwo(figure)) return false;
  const { twins, nouns } = pairsOf(source);
  if (!twins && nouns.length === 0) return false;
  const at = line.indexOf(figure.text);
  const counted = at < 0 ? '' : (FIRST_WORD.exec(line.slice(at + figure.text.length))?.[1] ?? '');
  const word = counted.toLowerCase();
  if (word === '') return false;
  if (nouns.some((noun) => sameNoun(noun, word))) return true;
  return twins && !countedInSource(word, source.text);
}
