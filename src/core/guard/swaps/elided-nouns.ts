/**
 * A figure told with the word another figure has where the source leaves that one's noun out
 * (issue 44, typed figures): "about 44,000 runners finished" of "About 44,000 runners started …;
 * 43,120 finished". The source's second figure takes the first's noun ("43,120 [runners]
 * finished"), so its word after it is what the line writes after the first's noun: figure-ties.ts
 * reads one word a side ("44,000 runners" kept its noun), clause-swaps.ts reads "runners" as the
 * first figure's own. A line's figure followed by its source noun, then by a word that in the
 * source follows only another figure of its kind straight after it, later in this figure's
 * sentence (its noun left out, this one's lent), where the source gives this figure another word
 * after that noun and the line has not the other figure, is that other figure's fact told of
 * this one.
 */

import { isStopWord } from '../words/stop-words.ts';
import { sameKind } from './clause-swaps.ts';
import { bindingKey, sourceHolding } from './figure-bindings.ts';
import { holds, type Placed } from './figure-ties.ts';

/** The next word and the one after it, when only spaces stand between them and the figure. */
const NEXT_TWO = /^\s+([\p{L}\p{M}]+)(?:\s+([\p{L}\p{M}]+))?/u;

/** The (up to) two words straight after a figure, as binding keys. */
function wordsAfter(text: string, placed: Placed): [string, string | undefined] | undefined {
  const end = placed.start + placed.figure.text.length;
  const match = NEXT_TWO.exec(text.slice(end, end + 60));
  if (!match?.[1]) return undefined;
  return [bindingKey(match[1]), match[2] ? bindingKey(match[2]) : undefined];
}

/** The line's figures (as written) told with the word of a figure whose noun the source leaves out. */
export function elidedNouns(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
  langs: readonly string[],
): string[] {
  if (line.length === 0 || source.length < 2) return [];
  // Each word that follows one source figure straight after it, with that figure.
  const straight = new Map<string, Placed[]>();
  for (const one of source) {
    const first = wordsAfter(sourceText, one)?.[0];
    if (first) straight.set(first, [...(straight.get(first) ?? []), one]);
  }
  const found: string[] = [];
  for (const mine of line) {
    const after = wordsAfter(lineText, mine);
    const [noun, word] = after ?? [];
    if (!noun || !word || langs.some((lang) => isStopWord(word, lang))) continue;
    const owners = straight.get(word);
    const rival = owners?.length === 1 ? owners[0] : undefined;
    if (!rival || !sameKind(mine.figure, rival.figure) || holds(mine.figure, rival.figure))
      continue;
    if (line.some((other) => holds(other.figure, rival.figure))) continue;
    // The figure's own places in the source: each with the line's noun, then another word.
    const own = sourceHolding(mine.figure, source);
    const told =
      own.length > 0 &&
      own.every((one) => {
        const theirs = wordsAfter(sourceText, one);
        // The other figure borrows this one's noun: it comes after it, in its sentence.
        const between = sourceText.slice(one.start, rival.start);
        if (rival.start <= one.start || /[.!?](?=\s|$)/u.test(between)) return false;
        return theirs?.[0] === noun && theirs[1] !== undefined && theirs[1] !== word;
      });
    if (told) found.push(mine.figure.text);
  }
  return found;
}
