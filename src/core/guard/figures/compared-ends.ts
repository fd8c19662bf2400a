/**
 * The other side of a comparison a source tells as a figure and its gap (issue 44 item 4, h301):
 * "Last year there were 10,000 fireworks" of "12,000 fireworks, 2,000 more than last year",
 * "昨年は約1万発" of "約1万2000発で、昨年より2000発増えました", "작년에는 2만 명" of "2만 5천 명으로
 * 작년보다 5천 명 늘었다". The source gives one side and the gap; the line gives the side the gap
 * compares with, which no reader worked out (derived-figures.ts reads a gap of two ends, and a
 * line repeating the gap's words "last year" as the wrong side's).
 *
 * Held where one sentence of the source has a figure and, after it, a gap with a comparative (its
 * side: compared-counts.ts' words after the gap; Japanese "より", Korean "보다", Chinese "比" before
 * it with a rise or fall word after), the line's figure is the first figure less (or plus) the gap,
 * exactly or within its hedge's rounding, of the same unit, and the line repeats a word the source
 * compares with ("last year", "昨年", "작년"). "Last year there were 14,000" (the gap on the wrong
 * side) and "this year there were 10,000" (no word of the compared side) stay stopped.
 */
import type { ClaimSource } from '../claim-source.ts';
import { comparedAfter } from './compared-counts.ts';
import { roundingHedge } from './figure-hedges.ts';
import type { Figure } from './figure-kinds.ts';
import { hedgeBefore } from './hedge-before.ts';
import { precisionOf } from './rounded-figures.ts';
import { standingGap } from './standing-gaps.ts';

/** A value key's kind and unit ("n", "c:euro:", "u:km:") and its value; no percentage. */
const VALUE_KEY = /^(n|nu:|c:[^:]+:|u:[^:]+:)(\d+(?:\.\d+)?)$/;
const SENTENCE_END = /[.!?。！？;]\s|[\n。！？]/u;
const WORD = /[\p{L}\p{M}]+/gu;
/** The word a comparative takes before what it compares with: no word of that side's. */
const THAN = new Set(
  'than que qu als dan daripada di del della niż než nez kuin än enn end ότι από чем ніж от mint decât de ka'.split(
    ' ',
  ),
);
/** The compared side before an unspaced script's gap: "昨年より", "작년보다", "比去年". */
const CJK_BEFORE =
  /([\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}]{1,6})\s*(?:より|보다|에 비해)\s*$|比\s*([\p{Script=Han}]{1,6}?)(?:增加|减少|增长|下降|多|少)?\s*$/u;
/** The way an unspaced script's gap goes, just after it (a counter between). */
const CJK_UP = /^[\p{Script=Han}\p{Script=Hangul}]{0,2}\s*(?:増|多|늘|많|높|증가|增|上|高)/u;
const CJK_DOWN = /^[\p{Script=Han}\p{Script=Hangul}]{0,2}\s*(?:減|少|줄|적|낮|감소|减|下|低)/u;

const figureValue = (figure: Figure) => {
  const read = VALUE_KEY.exec(figure.readings[0]?.[0] ?? '');
  return read
    ? { prefix: read[1] === 'nu:' ? 'n' : (read[1] as string), value: Number(read[2]) }
    : undefined;
};

/** The side and compared words of the gap at `start`‥`end` of the source, if it is one. */
function comparison(
  text: string,
  start: number,
  end: number,
  langs: readonly string[],
): { side: 1 | -1; words: string[]; before?: string | undefined; stem?: boolean } | undefined {
  const spaced = comparedAfter(text, end, langs);
  if (spaced && spaced.words.length > 0) {
    // With the word before the first compared word ("last" of "than last year"): "this year" is
    // the other side's words too, no word of the compared side's.
    const clause = (text.slice(end, end + 80).split(/[,;:.!?()\n]/u)[0] ?? '').toLowerCase();
    const words: string[] = clause.match(WORD) ?? [];
    // "niż" of "więcej niż w tym roku" is the comparison's word, not the compared side's.
    const told = spaced.words.filter((word) => !THAN.has(word));
    const first = told[0] === undefined ? -1 : words.indexOf(told[0]);
    const word = first > 0 ? words[first - 1] : undefined;
    const before = word === undefined || THAN.has(word) ? undefined : word;
    if (told.length > 0) return { side: spaced.side, words: told, before };
  }
  // "six points ahead of Burnley", "hat ponttal a Paks előtt" (standing-gaps.ts).
  const standing = standingGap(text, end);
  if (standing) return { ...standing, stem: true };
  const before = CJK_BEFORE.exec(text.slice(Math.max(0, start - 12), start));
  const word = before?.[1] ?? before?.[2];
  if (word === undefined) return undefined;
  const after = text.slice(end, end + 8);
  const side = CJK_UP.test(after) ? 1 : CJK_DOWN.test(after) ? -1 : undefined;
  return side === undefined ? undefined : { side, words: [word] };
}

/** Whether the line's `figure` is the side a source's figure and its gap compare with. */
export function comparedEnd(figure: Figure, line: string, source: ClaimSource): boolean {
  const own = figureValue(figure);
  const at = line.indexOf(figure.text);
  if (own === undefined || at < 0 || figure.kind === 'percent') return false;
  const before = line.slice(Math.max(0, at - 24), at);
  const hedged =
    hedgeBefore(before) !== undefined ||
    roundingHedge(line, at, at + figure.text.length) !== undefined;
  const step = precisionOf(own.value);
  const tolerance = hedged ? Math.min(step / 2, own.value * 0.1) : 1e-9;
  const lower = line.toLowerCase();
  const langs = ['en', ...source.langs];
  const placed = source.placed?.() ?? [];
  return placed.some(({ figure: gap, start }, index) => {
    const size = figureValue(gap);
    if (size === undefined || index === 0) return false;
    const compared = comparison(source.text, start, start + gap.text.length, langs);
    // A name of the standings in another case ("Ilveksellä" of "Ilvestä"): its first four letters.
    const says = (word: string) =>
      compared?.stem && word.length >= 4
        ? lower.match(WORD)?.some((one) => one.startsWith(word.slice(0, 4)))
        : lower.includes(word.toLowerCase());
    if (!compared?.words.every(says)) return false;
    const said = compared.before;
    const lineWords: readonly string[] = lower.match(WORD) ?? [];
    if (said !== undefined && !lineWords.includes(said)) return false;
    // The figure it compares: the one before it in its sentence, of the same unit.
    const first = placed[index - 1];
    const side = first && figureValue(first.figure);
    if (!first || !side || SENTENCE_END.test(source.text.slice(first.start, start))) return false;
    if (side.prefix !== own.prefix || (size.prefix !== own.prefix && size.prefix !== 'n'))
      return false;
    const other = side.value - compared.side * size.value;
    return other > 0 && Math.abs(other - own.value) <= tolerance + 1e-9;
  });
}
