/**
 * A figure a line works out from two of the source's, without stating them (issue 44, round
 * twenty-seven): "La subida es de 250 euros" of a post whose rent goes "de 950€ a 1.200€", "süresi
 * 6 saniye uzadı" of "12 saniyeden 18 saniyeye çıktı", "합치면 … 95만 원" of a rent of 85만 and a
 * fee of 10만. The line states what a reader works out at a glance; the source holds both ends.
 *
 * Narrow, so that an invented figure that happens to be some difference still stops: a step is
 * read only between the two ends of one change the source writes (a range's two ends, or two
 * figures with only a few words and no clause's end between them: "from 48 to 42", "12 saniyeden
 * 18 saniyeye"), a sum only where the line says it adds ("in total", "합치면", "insgesamt") and
 * of two figures the source writes in one kind and unit. A step the line states beside its ends:
 * figure-differences.ts.
 */

import type { Placed } from '../swaps/figure-ties.ts';
import { valuesOf } from './figure-differences.ts';
import type { Figure } from './figure-kinds.ts';

/** What may stand between the two ends of one change: a few words, no clause's end. */
const CHANGE_GAP = /^[^.!?;:,。！？；，\n]{1,24}$/u;
/** An arrow between a change's two ends ("950 → 1.200"). */
const ARROW = /^\s*(?:→|->|⟶|=>|➡️?)\s*$/u;
/**
 * The word that leads a change's first end to its last ("from 48 to 42", "de 950 a 1.200", "von 12
 * auf 18"): where no other word stands between two figures, they are one change's two ends, not
 * two counts side by side ("42 shows across 18 countries", "1 TGV sur 3").
 */
const TO_WORDS = new Set(
  'to a à au auf bis naar tot till til do до на na para em ke hingga sampai إلى الى עד ל'.split(
    ' ',
  ),
);
/**
 * The new value, then the old after "instead of" (round thirty-five: "45 рублей вместо 40", "2,50
 * euro invece di 2,20"): one change's two ends, the first's unit perhaps between them.
 */
const INSTEAD =
  /^\s*(?:[\p{L}\p{M}$€£¥₽₩]+\.?\s+)?(?:instead of|rather than|вместо|замість|zamiast|statt|anstatt|au lieu de|en lugar de|en vez de|invece di|anziché|em vez de|ao invés de|in plaats van|yerine)\s*$/iu;
const WORDS = /[\p{L}\p{M}]+/gu;
/** A word's first letters, for a unit its language inflects ("saniyeden", "saniyeye"). */
const stem = (word: string | undefined) => word?.toLowerCase().slice(0, 4);

/**
 * Whether `gap`, the text between two of the source's figures, makes them one change's two ends:
 * an arrow, a word leading to the last ("to", "a", "auf"), or nothing, each after the unit the
 * first end shares with the last (`after`, the word after the last: "12 saniyeden 18 saniyeye").
 */
function changeGap(gap: string, after: string | undefined): boolean {
  if (ARROW.test(gap) || INSTEAD.test(gap)) return true;
  if (!CHANGE_GAP.test(gap)) return false;
  const words = gap.match(WORDS) ?? [];
  if (words.length > 0 && after !== undefined && stem(words[0]) === stem(after)) words.shift();
  return (
    words.length === 0 || (words.length === 1 && TO_WORDS.has((words[0] as string).toLowerCase()))
  );
}

/** The most figures of a source whose sums are read (each with each). */
const MOST_ADDENDS = 24;

/**
 * Words that say a line's figure adds the source's ("in total", "combined"): the languages whose
 * posts round twenty-seven held and their neighbours. A word, not a letter of one ("총" alone is
 * read only as a word of its own).
 */
export const SUM_WORDS =
  /(?<![\p{L}\p{M}])(?:in total|total(?:ling|ing|s)?|combined|altogether|all together|together|added up|en total|sumad[oa]s|suman|no total|somad[oa]s|au total|cumulés?|insgesamt|zusammen|in totale|toplam(?:da)?|всего|итого|в сумме|कुल|मिलाकर|إجمال[يا]|مجموع)(?![\p{L}\p{M}])|합치면|합쳐|합계|合計|合わせて|合计|共计|总共|加起来/iu;

/** One value a source's figure may mean: its kind and unit ("n", "c:euro:", "u:km:"), its value. */
interface Value {
  prefix: string;
  value: number;
}

/**
 * Whether two values are of one kind and unit: the same, or one a bare number (a source's "12
 * saniyeden" read without its unit, a Korean "85만 원이래요" without its currency).
 */
const sameUnit = (a: Value, b: Value) =>
  a.prefix === b.prefix || a.prefix === 'n' || b.prefix === 'n';

/** Each pair of values a range's one reading holds ("950€ a 1.200€": 950 and 1200 euros). */
function rangeEnds(figure: Figure): Array<[Value, Value]> {
  const pairs: Array<[Value, Value]> = [];
  for (const reading of figure.readings) {
    if (reading.length !== 2) continue;
    const [a, b] = reading.map((key) => valuesOf({ ...figure, readings: [[key]] })[0]);
    if (a && b && a.prefix === b.prefix) pairs.push([a, b]);
  }
  return pairs;
}

/** The two ends of each change the source writes: a range's, or two figures a few words apart. */
function changeEnds(text: string, placed: readonly Placed[]): Array<[Value, Value]> {
  const pairs = placed.flatMap(({ figure }) => rangeEnds(figure));
  for (let index = 0; index + 1 < placed.length; index++) {
    const first = placed[index] as Placed;
    const next = placed[index + 1] as Placed;
    const gap = text.slice(first.start + first.figure.text.length, next.start);
    const after = text.slice(next.start + next.figure.text.length).match(/^\s*([\p{L}\p{M}]+)/u);
    if (!changeGap(gap, after?.[1])) continue;
    for (const a of valuesOf(first.figure)) {
      for (const b of valuesOf(next.figure)) if (sameUnit(a, b)) pairs.push([a, b]);
    }
  }
  return pairs;
}

const near = (a: number, b: number) => Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(b));

/**
 * Whether the line's `figure` is the step between the two ends of a change the source writes, or,
 * where the line (`line`) says it adds, the sum of two of the source's figures of one kind and
 * unit. `text` is the source's text as its figures were placed in (`placed`).
 */
export function stepOfSource(
  figure: Figure,
  line: string,
  text: string,
  placed: readonly Placed[],
): boolean {
  const steps = valuesOf(figure).filter(({ value }) => value > 0);
  if (steps.length === 0 || placed.length < 2) return false;
  const holds = (step: Value, a: Value, b: Value, value: number) =>
    sameUnit(step, a) && sameUnit(step, b) && near(value, step.value);
  for (const [a, b] of changeEnds(text, placed)) {
    if (steps.some((step) => holds(step, a, b, Math.abs(b.value - a.value)))) return true;
  }
  if (!SUM_WORDS.test(line) || placed.length > MOST_ADDENDS) return false;
  const values = placed.map(({ figure: one }) => valuesOf(one));
  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      for (const a of values[i] ?? []) {
        for (const b of values[j] ?? []) {
          if (!sameUnit(a, b)) continue;
          if (steps.some((step) => holds(step, a, b, a.value + b.value))) return true;
        }
      }
    }
  }
  return false;
}
