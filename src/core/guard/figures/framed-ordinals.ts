/**
 * An ordinal word changed beside the source's own words (issue 44, recall): "الطابق الثالث" (the
 * third floor) of "في الطابق الرابع", a Troll's "nur jeder dritte Zug" of "nur etwa jeder fünfte
 * Zug". The source states that figure by an ordinal word and the line keeps the word beside it (a
 * content word, not an article), so the line's other ordinal tells another floor, share or rank.
 * The figures reader reads no ordinal word (most state none: "for the first time"), and a bare
 * digit of the source ("3 غرف", three rooms) is no ordinal to hold the line's. "First" is left out
 * (a line's "first" rewords a win or an opening); an ordinal the source writes in words anywhere
 * is the source's.
 */

import type { ClaimSource } from '../claim-source.ts';
import { lexiconOf } from '../numbers/number-words.ts';
import { ordinalAt } from '../numbers/read-number-words.ts';
import { readOnce } from '../read-once.ts';
import { isStopWord } from '../words/stop-words.ts';

const WORD = /[\p{L}\p{M}]+/gu;

/** An ordinal word of a text, with the words either side of it. */
interface Ordinal {
  text: string;
  value: number;
  before: string | undefined;
  after: string | undefined;
}

/** The ordinal words of `text` in `langs`, each with its neighbours (lower case). */
function ordinalsOf(text: string, langs: readonly string[]): Ordinal[] {
  const words = [...text.toLowerCase().matchAll(WORD)].map((match) => match[0]);
  const found: Ordinal[] = [];
  for (let index = 0; index < words.length; index++) {
    for (const lang of langs) {
      const lexicon = lexiconOf(lang);
      const read = lexicon ? ordinalAt(words, index, lexicon) : undefined;
      if (!read) continue;
      const text = words.slice(index, read.next).join(' ');
      found.push({ text, value: read.value, before: words[index - 1], after: words[read.next] });
      index = read.next - 1;
      break;
    }
  }
  return found;
}

/** The source's ordinals, read once per source and languages (every line of a card asks). */
const bySource = /* @__PURE__ */ new WeakMap<ClaimSource, Map<string, Ordinal[]>>();
function sourceOrdinals(source: ClaimSource, langs: string[]): Ordinal[] {
  return readOnce(bySource, source, langs.join(' '), () => ordinalsOf(source.text, langs));
}

/** A word both texts share beside their ordinals that says what is counted, not an article. */
const sharedNeighbour = (mine: string | undefined, theirs: string | undefined, langs: string[]) =>
  mine !== undefined && mine === theirs && !langs.some((lang) => isStopWord(mine, lang));

/** The line's ordinal words the source states otherwise beside the same word. */
export function framedOrdinals(line: string, source: ClaimSource): string[] {
  const langs = [...new Set(['en', ...source.langs, ...source.lineLangs])];
  // The line's ordinals first: most lines have none past "first", and then a long source's words
  // need not be read for theirs.
  const ordinals = ordinalsOf(line, langs).filter((mine) => mine.value > 1);
  if (ordinals.length === 0) return [];
  const theirs = sourceOrdinals(source, langs);
  if (theirs.length === 0) return [];
  const claims: string[] = [];
  for (const mine of ordinals) {
    if (theirs.some((one) => one.value === mine.value)) continue;
    const changed = theirs.some(
      (one) =>
        sharedNeighbour(mine.before, one.before, langs) ||
        sharedNeighbour(mine.after, one.after, langs),
    );
    if (changed) claims.push(mine.text);
  }
  return claims;
}
