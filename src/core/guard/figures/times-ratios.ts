/**
 * A line's "N times" the ratio of two of the source's figures of one sentence (docs/decisions/012,
 * h286): "three times as many fans in Oslo as in Bergen" of "90 fans in Oslo and 30 in Bergen",
 * "tres veces más autobuses" of "60 … y 20", "trzy razy więcej", "tre volte più", "3배", "3倍",
 * "tiga kali lebih banyak". The figures reader reads the factor as a count the source does not
 * write; multiplier-words.ts and multiplier-verbs.ts read the words ("twice", "tripled",
 * "verdreifacht") and never a figure. Held only where two figures of one sentence, of one kind
 * and unit (or one bare beside the other's unit), stand in exactly that ratio: "four times" of 90
 * and 30 stays stopped.
 */
import type { ClaimSource } from '../claim-source.ts';
import { valuesOf } from './figure-differences.ts';
import type { Figure } from './figure-kinds.ts';

/**
 * "times" just after a factor, in the languages read; lower case. Written by hand: no kept library
 * lists them (n2words writes cardinals only). Hungarian's "-szor" and German's "-mal" join the
 * number into one word the figures reader does not read as a count. Korean and Japanese write
 * theirs before a particle, no space between.
 */
const TIMES_AFTER =
  /^[\s\u00a0-]*(?:(?:times|fold|x|fois|veces|vezes|volte|keer|maal|mal|razy|krát|kertaa|gånger|gange|ganger|kali|φορές|ori|kat|katı|раз|раза|рази|lần|गुना|গুণ|برابر|פעמים)(?![\p{L}])|倍|배)/iu;
/** A sentence's end between two of the source's figures. */
const SENTENCE_END = /[.!?。！？;]\s|[\n。！？]/u;
/** The most figures of one sentence read with each other (their pairs are compared). */
const MOST_IN_SENTENCE = 10;

/** One kind and unit: the same, or one a bare number beside the other's ("90 fans … 30"). */
const sameUnit = (a: string, b: string) => a === b || a === 'n' || b === 'n';

/** Whether the line's count `figure` is a factor its source's two figures of a sentence stand in. */
export function heldTimesRatio(figure: Figure, line: string, source: ClaimSource): boolean {
  if (figure.kind !== 'count') return false;
  const at = line.indexOf(figure.text);
  if (
    at < 0 ||
    !TIMES_AFTER.test(line.slice(at + figure.text.length, at + figure.text.length + 12))
  )
    return false;
  const factors = valuesOf(figure)
    .filter(({ prefix, value }) => prefix === 'n' && value > 1)
    .map(({ value }) => value);
  if (factors.length === 0) return false;
  let sentence: Array<{ prefix: string; value: number }> = [];
  let last = 0;
  const holds = () =>
    sentence.length <= MOST_IN_SENTENCE &&
    sentence.some((a) =>
      sentence.some(
        (b) =>
          a !== b &&
          a.value > 0 &&
          sameUnit(a.prefix, b.prefix) &&
          factors.includes(Number((b.value / a.value).toPrecision(12))),
      ),
    );
  for (const { figure: one, start } of source.placed?.() ?? []) {
    if (sentence.length > 0 && SENTENCE_END.test(source.text.slice(last, start))) {
      if (holds()) return true;
      sentence = [];
    }
    sentence.push(...valuesOf(one));
    last = start + one.text.length;
  }
  return holds();
}
