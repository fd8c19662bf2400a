/**
 * Numbers whose scales stand before their count (issue 44 item 2), as Swahili writes them: "elfu
 * mbili" (thousand two: 2,000), "elfu kumi na mbili" (12,000), "milioni mbili elfu mia tano"
 * (2,500,000), "elfu moja na moja" (1,001). The lexicon's leading scales are learnt from n2words
 * (scripts/learn-number-words.ts); read-number-words.ts reads a run here where one opens it. Each
 * scale takes the longest group after it as its count ("elfu mia moja": 100,000); a smaller scale
 * may follow, then what is left below the last, after the lexicon's glue or not.
 */
import type { Lexicon } from './number-words.ts';
import { wordKey } from './number-words.ts';

/** The longest group from word `at` (read-number-words.ts's): its value and the word after it. */
export type GroupReader = (
  words: readonly string[],
  at: number,
  lexicon: Lexicon,
  afterScale: boolean,
) => { value: number; next: number } | undefined;

const keyAt = (words: readonly string[], index: number, lexicon: Lexicon): string =>
  index < words.length ? wordKey(words[index] as string, lexicon) : '';

/**
 * The number the words from `at` say where a leading scale opens them, or undefined. A scale with
 * no count after it ("elfu" alone: thousand) is a number only inside a longer one.
 */
export function readLeadingScales(
  words: readonly string[],
  at: number,
  lexicon: Lexicon,
  groupAt: GroupReader,
): { value: number; next: number; alone: boolean } | undefined {
  let total = 0;
  let last = Number.POSITIVE_INFINITY;
  let index = at;
  let counted = false;
  for (;;) {
    const factor = lexicon.leading.get(keyAt(words, index, lexicon));
    if (factor === undefined || factor >= last) break;
    const count = groupAt(words, index + 1, lexicon, false);
    total += factor * (count?.value ?? 1);
    counted ||= count !== undefined;
    last = factor;
    index = count?.next ?? index + 1;
  }
  if (last === Number.POSITIVE_INFINITY) return undefined;
  // "elfu moja na moja", "elfu mbili mia tano": what is left below the last scale.
  const glued = lexicon.glue.has(keyAt(words, index, lexicon)) ? index + 1 : index;
  const rest = groupAt(words, glued, lexicon, true);
  if (rest !== undefined && rest.value < last) {
    total += rest.value;
    index = rest.next;
    counted = true;
  }
  return { value: total, next: index, alone: counted };
}
