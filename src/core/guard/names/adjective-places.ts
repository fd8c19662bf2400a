/**
 * A place a line names where the source writes only its adjective (h293): "под Калининградом" of
 * "в Калининградской области", "Львова" of "Львівської області". place-adjectives.ts reads the
 * other way (a line's adjective of a source's place); here the Slavic adjective's ending is read
 * off the source's capitalised words once, and a line's word is its place where it opens on that
 * stem (two of its last letters may differ: "Моск-ов" of "Моск-ва") and ends in two letters at
 * most past it, a case ending. Another place sharing only a start ("Казахстан" of "Казанской":
 * five letters past "каза") is still a new name, and so is another surname on a surname's stem
 * ("Kowalczyk" of "Jan Kowalski").
 */
import { oncePer } from '../once-per-source.ts';
import { fold, SLAVIC_ENDING } from './place-adjectives.ts';

/** The fewest letters a place and the adjective's stem share, and what the stem may lose. */
const LEAST = 4;
const SLACK = 2;
/** The most letters a line's place may have past the letters it shares: a case ending. */
const TAIL = 2;

/**
 * A capitalised word used as an adjective: a lower-case word after it ("Калининградской области",
 * "Wrocławski ratusz"), no capitalised word of three letters or more before it ("Jan Kowalski
 * zagra" is a surname in "-ski", whose stem "Kowalczyk" shares).
 */
const ADJECTIVE_USE =
  /(?:(\p{Lu}\p{Ll}{2,})\s+)?(?<![\p{L}\p{M}])(\p{Lu}\p{Ll}{5,})(?=\s+\p{Ll})/gu;

/** The stems (folded) of the source's capitalised Slavic adjectives, once per source. */
const adjectiveStems = /* @__PURE__ */ oncePer((source: { readonly text: string }): string[] => {
  const stems = new Set<string>();
  for (const [, before, word] of source.text.matchAll(ADJECTIVE_USE)) {
    if (before !== undefined || word === undefined) continue;
    const lower = word.normalize('NFC').toLowerCase();
    const at = SLAVIC_ENDING.exec(lower)?.index;
    if (at !== undefined && at >= LEAST) stems.add(fold(word).slice(0, at));
  }
  return [...stems];
});

/** How many letters two words open with in common. */
function sharedStart(a: string, b: string): number {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  return at;
}

/** Whether a line's capitalised `word` is the place of an adjective the source writes. */
export function isSourceAdjectivePlace(word: string, source: { readonly text: string }): boolean {
  if (!/^\p{Lu}\p{Ll}{3,}$/u.test(word)) return false;
  const stems = adjectiveStems(source);
  if (stems.length === 0) return false;
  const folded = fold(word);
  return stems.some((stem) => {
    const shared = sharedStart(folded, stem);
    return shared >= Math.max(LEAST, stem.length - SLACK) && folded.length - shared <= TAIL;
  });
}
