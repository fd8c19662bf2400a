/**
 * A figure a summary works out from two of the source's (issue 44 item 4, docs/decisions/012): a
 * change ("visits rose by about 170,000" of 812,000 against 640,000), a percentage change ("rose
 * 27%", "fell by a quarter" of "from 80 to 60 dollars"), a total ("600 jobs across two plants" of
 * 450 at Leeds and 150 at Hull, and the two the places it adds), a share ("80% of students
 * passed", "four in five" of "Of 1,200 students, 960 passed") and a complement ("240 students
 * failed"). The source writes both figures in one sentence (its own tie: a from/to pair, a part and
 * its whole, a list), of one kind and unit (or one a bare number beside the other's unit), no year.
 *
 * Exactly, or within the rounding the line marks ("about", "nearly", "more than": rounded-figures.ts
 * and bounded-counts.ts's words, the source's figure on the hedge's side); a percentage to its own
 * last digit. A percentage change is read only where the line says a rise (from the smaller figure)
 * or a fall (from the larger: the direction words meaning/ holds), a share only where it says
 * neither ("augmenté de 20 %" of "de 40 à 50 euros" is no share). A complement is told of the
 * other side: the line may not repeat the words the source tells the part with ("240 students
 * passed" of "960 passed" stays stopped). A score is no figure here (figure-kinds.ts reads it apart).
 */
import type { ClaimSource } from '../claim-source.ts';
import { DIRECTION_STEMS } from '../meaning/direction-stems.data.ts';
import { DIRECTION_WORDS } from '../meaning/direction-words.data.ts';
import type { Placed } from '../swaps/figure-ties.ts';
import { isContent } from '../words/clause-words.ts';
import { isStopWord } from '../words/stop-words.ts';
import { barePair } from './bare-count-pairs.ts';
import { MORE_THAN } from './bounded-counts.ts';
import { comparedAfter, comparedGap, RELATIVE_TIME_AFTER } from './compared-counts.ts';
import { counterAfter } from './counter-nouns.ts';
import type { Figure } from './figure-kinds.ts';
import { SUM_WORDS } from './figure-steps.ts';
import { namesGap } from './gap-nouns.ts';
import { turnedGapSide } from './gap-sides.ts';
import { priceSide, saysGap } from './gap-words.ts';
import { hedgeBefore } from './hedge-before.ts';
import { percentWay } from './percent-ways.ts';
import { precisionOf } from './rounded-figures.ts';
import { saidChange, timedChange } from './timed-ends.ts';
import { saysTotal } from './total-marks.ts';

/** A value key's kind and unit ("n", "p", "c:euro:", "u:km:") and its value. */
const VALUE_KEY = /^(n|p|c:[^:]+:|u:[^:]+:)(\d+(?:\.\d+)?)$/;
/** A whole number that may be a year: no change is worked out from it. */
const YEAR = /^(?:1[89]|20|21)\d\d$/;
/**
 * A sentence's end between two of the source's figures: a full stop before a capital or a letter
 * of a script without case, not an abbreviation's before a word in lower case or a number ("ok.
 * 890 tys. podróżnych", "ca. 4.300", "Mio. Euro": h303's blind probes split such sentences).
 */
const SENTENCE_END = /[.!?](?:\s+(?=[\p{Lu}\p{Lt}\p{Lo}"“«„'‘([])|\s*$)|[;。！？]|\n/u;
/** The most figures of one sentence read with each other. */
const MOST_IN_SENTENCE = 10;
/** "four in five", "one out of three": a share as two counts (and its neighbours' words). */
const IN_EVERY = /^\s+(?:in|out of|of every|sur|von|de cada|su|op|em cada)\s+$/iu;

/** The line as its figures were read in it (held-otherwise.ts's LineFigures). */
interface LineFigures {
  readonly line: string;
  readonly figures: readonly Figure[];
}

interface Value {
  prefix: string;
  value: number;
  /** Where its figure starts and ends in the source, for the words told about it. */
  start: number;
  end: number;
  /** The content word just after it ("jobs" of "450 jobs"), none for "150 at Hull". */
  noun?: string | undefined;
  /** Whether "of" stands before it: a whole ("Of 1,200 students, 960 passed"). */
  whole: boolean;
}

/** "of" before a figure, its whole's mark ("Of the 120 staff", "960 out of 1,200"). */
const OF_BEFORE = /(?:^|[^\p{L}])(?:of|out of|sur|von|su)(?:\s+(?:the|les|den|die|i|gli))?\s+$/iu;
/** The word just after a figure, nothing but spaces between. */
const WORD_AFTER = /^\s*([\p{L}\p{M}]+)/u;
/** The word just before a figure, nothing but spaces between. */
const WORD_BEFORE = /([\p{L}\p{M}]+)\s*$/u;

const keyValue = (key: string): { prefix: string; value: number } | undefined => {
  const parts = VALUE_KEY.exec(key);
  return parts ? { prefix: parts[1] as string, value: Number(parts[2]) } : undefined;
};

/** A content word: a function word of no language read, or a word of two Han or kana letters. */
const isNoun = (word: string, lang: string) =>
  (isContent(word) || (word.length === 2 && UNSPACED_WORD.test(word))) && !isStopWord(word, lang);
const UNSPACED_WORD = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+$/u;

/** A figure's first reading whose keys are all values ("6.000": 6,000, not 6), as values. */
const firstValues = (figure: Figure) =>
  figure.readings
    .map((reading) => reading.map(keyValue))
    .find((values) => values.length > 0 && values.length <= 2 && values.every(Boolean)) as
    | Array<{ prefix: string; value: number }>
    | undefined;

/** A figure's values: its first reading's, a range's two ends ("from 80 to 60 dollars"). */
function valuesOf(placed: Placed, text: string, lang: string): Value[] {
  const start = placed.start;
  const end = start + placed.figure.text.length;
  const after = WORD_AFTER.exec(text.slice(end, end + 40))?.[1]?.toLowerCase();
  // Its noun, else its own scale word ("2 million in 2024 and 3 million in 2025").
  const own = /([\p{L}\p{M}]+)$/u.exec(placed.figure.text)?.[1]?.toLowerCase();
  // A Han or Hangul counter before its particle ("人" of "8200人で"): counter-nouns.ts.
  const noun =
    counterAfter(text, end) ??
    [after, own].find(
      (word) => word !== undefined && isNoun(word, lang) && !RELATIVE_TIME_AFTER.has(word),
    );
  const whole = OF_BEFORE.test(text.slice(Math.max(0, start - 16), start));
  return (firstValues(placed.figure) ?? [])
    .filter(({ prefix, value }) => !(prefix === 'n' && YEAR.test(String(value))))
    .map((read) => ({ ...read, start, end, noun, whole }));
}

/** The source's values sentence by sentence. */
function sentences(text: string, placed: readonly Placed[], lang: string): Value[][] {
  const groups: Value[][] = [];
  let group: Value[] = [];
  let last = 0;
  for (const one of placed) {
    if (group.length > 0 && SENTENCE_END.test(text.slice(last, one.start))) {
      groups.push(group);
      group = [];
    }
    group.push(...valuesOf(one, text, lang));
    last = one.start + one.figure.text.length;
  }
  if (group.length > 0) groups.push(group);
  return groups.filter((values) => values.length >= 2 && values.length <= MOST_IN_SENTENCE);
}

/** One kind and unit: the same, or one a bare number beside the other's ("80 to 60 dollars"). */
const sameUnit = (a: string, b: string) => a === b || a === 'n' || b === 'n';

/**
 * Whether two of a sentence's values count one thing: a range's two ends, one unit or currency,
 * a part and the whole "of" marks, or the same word after both (or after one only: "450 jobs at
 * Leeds and 150 at Hull"); not "42 shows across 18 countries".
 */
function tied(a: Value, b: Value): boolean {
  if (!sameUnit(a.prefix, b.prefix)) return false;
  if (a.start === b.start || (a.prefix === b.prefix && a.prefix !== 'n')) return true;
  // A bare number beside a unit's takes the unit only where it counts nothing else.
  if (a.prefix !== 'n' || b.prefix !== 'n') return (a.prefix === 'n' ? a : b).noun === undefined;
  if ((a.value > b.value ? a : b).whole) return true;
  if (a.noun === undefined || b.noun === undefined) return a.noun !== b.noun;
  return sameWord(a.noun, b.noun);
}

/** The unit of values one thing counts: the one they write, or none ("n"). */
const unitOf = (values: readonly Value[]) =>
  values.find((one) => one.prefix !== 'n')?.prefix ?? 'n';

/** The first few words the source tells a figure with, up to its clause's end, in lower case. */
function wordsAfter(text: string, end: number, lang: string): string[] {
  const clause = text.slice(end, end + 40).split(/[,;:.!?()\n\p{N}]/u)[0] ?? '';
  return (clause.match(/[\p{L}\p{M}]+/gu) ?? [])
    .slice(0, 3)
    .map((word) => word.toLowerCase())
    .filter((word) => isContent(word) && !isStopWord(word, lang));
}

/** Two words one, but for their endings ("pass", "passed"; "leave", "leaves"). */
const sameWord = (a: string, b: string) =>
  a.length >= 4 && b.length >= 4 ? a.slice(0, 4) === b.slice(0, 4) : a === b;

/**
 * Whether the line tells the complement of `part` in `whole` of the other side: none of the words
 * the source tells the part with (and not its whole with) stands in the line.
 */
function otherSide(line: string, text: string, part: Value, whole: Value, lang: string): boolean {
  const wholeWords = wordsAfter(text, whole.end, lang);
  const side = wordsAfter(text, part.end, lang).filter(
    (word) => !wholeWords.some((other) => sameWord(word, other)),
  );
  const words = (line.match(/[\p{L}\p{M}]+/gu) ?? []).map((word) => word.toLowerCase());
  return !side.some((word) => words.some((other) => sameWord(word, other)));
}

/** The line's side of an amount's change: 1 a rise, -1 a fall, 0 neither or both. */
function changeSide(line: string, langs: readonly string[]): -1 | 0 | 1 {
  const words = (line.match(/[\p{L}\p{M}]+/gu) ?? []).map((word) => word.toLowerCase());
  const sides = [0, 1].map((index) => {
    const lists = DIRECTION_WORDS.split('\n')
      .filter((row) => row.startsWith(`amount ${index === 0 ? 'up' : 'down'} `))
      .flatMap((row) => row.split(' ').slice(2));
    for (const lang of langs)
      lists.push(...(DIRECTION_STEMS[lang]?.amount?.[index] ?? '').split(' '));
    return words.some((word) =>
      lists.some((one) =>
        one.endsWith('-') ? one.length > 1 && word.startsWith(one.slice(0, -1)) : one === word,
      ),
    );
  });
  return sides[0] === sides[1] ? 0 : sides[0] ? 1 : -1;
}

/**
 * How far a worked-out value may stand from the line's `value`: a percentage to its last digit
 * (a share in words a point), and more where the line hedges: rounded-figures.ts's rounding.
 */
function within(value: number, percent: boolean, words: boolean, hedged: boolean): number {
  if (words) return hedged ? 3 : 1;
  const step = percent && Number.isInteger(value) ? 1 : precisionOf(value);
  if (!hedged) return percent ? step / 2 : 1e-9;
  const half = step / 2;
  const rounded = value >= 10 && value / step < 10 ? Math.min(half, value * 0.1) : half;
  return percent ? Math.max(rounded, 1) : rounded;
}

/** Whether a worked-out `derived` value is the line's `value`, on the hedge's side. */
function matches(derived: number, value: number, tolerance: number, side: -1 | 0 | 1): boolean {
  const off = derived - value;
  if (Math.abs(off) > tolerance + 1e-9) return false;
  return side === 0 || Math.abs(off) < 1e-9 || Math.sign(off) === side;
}

/** Whether the line's figure at `at` is one end of "N in M", and the share that pair says. */
function inEveryShare(figure: Figure, at: LineFigures): number | undefined {
  const index = at.figures.indexOf(figure);
  const count = (one: Figure | undefined) =>
    one?.kind === 'count' ? keyValue(one.readings[0]?.[0] ?? '')?.value : undefined;
  for (const [first, second] of [
    [at.figures[index], at.figures[index + 1]],
    [at.figures[index - 1], at.figures[index]],
  ] as const) {
    const part = count(first);
    const whole = count(second);
    if (part === undefined || whole === undefined || !first || !second || part >= whole) continue;
    const start = at.line.indexOf(first.text);
    const next = at.line.indexOf(second.text, start + first.text.length);
    if (start >= 0 && next >= 0 && IN_EVERY.test(at.line.slice(start + first.text.length, next)))
      return (part / whole) * 100;
  }
  return undefined;
}

/**
 * Each pair of a sentence's values side by side that count one thing, the smaller first: a
 * change's two ends, a part and its whole; not two changes' ends ("45 рублей вместо 40, в метро
 * — 40 рублей вместо 35" says no rise of 10).
 */
const pairsOf = (values: readonly Value[]): Array<[Value, Value]> =>
  values.flatMap((a, index) => {
    const b = values[index + 1];
    if (!b || a.prefix === 'p' || b.prefix === 'p' || a.value === b.value || !tied(a, b)) return [];
    return [a.value < b.value ? [a, b] : [b, a]];
  });

/** A sentence's values of one thing and unit, when it lists more than one: what a total adds. */
function termsOf(values: readonly Value[], prefix: string): Value[] {
  const alike = values.filter((one) => one.prefix !== 'p' && sameUnit(one.prefix, prefix));
  const all = alike.every((a, index) => alike.slice(index + 1).every((b) => tied(a, b)));
  return alike.length >= 2 && all && unitOf(alike) === prefix ? alike : [];
}

const sum = (values: readonly Value[]) => values.reduce((total, one) => total + one.value, 0);

/**
 * Whether the line's `figure` is worked out from two figures of one sentence of the source:
 * their difference, sum, percentage change, share or complement (and the count of a sum's terms).
 */
export function derivedFigure(figure: Figure, at: LineFigures, source: ClaimSource): boolean {
  if (figure.kind === 'score' || figure.kind === 'date' || figure.kind === 'time') return false;
  const lang = source.langs[0] ?? 'en';
  const groups = sentences(source.text, source.placed?.() ?? [], lang);
  if (groups.length === 0) return false;
  const place = at.line.indexOf(figure.text);
  const before = at.line.slice(0, Math.max(0, place)).slice(-24);
  const hedge: -1 | 0 | 1 | undefined = MORE_THAN.test(before) ? 1 : hedgeBefore(before);
  const words = figure.kind === 'percent' && !/\d/u.test(figure.text);
  const langs = [...source.langs, ...source.lineLangs];
  // The rise and fall words meaning/ lacks ("افزایش", "tăng": percent-ways.ts) too.
  const direction = changeSide(at.line, ['en', ...langs]) || percentWay(at.line);
  // A saving is a fall from the full price ("25% off" of "$40, now $30": gap-words.ts).
  const price = priceSide(at.line, langs);
  const lineValues = at.figures.flatMap((one) => (one === figure ? [] : (firstValues(one) ?? [])));
  const wordBefore = WORD_BEFORE.exec(before)?.[1]?.toLowerCase();
  /** The word after the figure in the line ("less" of "£10 less"). */
  const gapAfter = WORD_AFTER.exec(at.line.slice(place + figure.text.length))?.[1] ?? '';
  // A count with "more"/"fewer" after it tells both sides' gap (compared-counts.ts).
  const compared = comparedAfter(at.line, place < 0 ? -1 : place + figure.text.length, langs);

  /**
   * Whether the line gives the difference of `part` and `whole` in the place of one of them, after
   * the word the source writes before it ("give 60 days' notice … instead of 30" of "give 90
   * days' notice … instead of 30", "after 12 months" of "6 months to 14 years … after 18 months").
   * Not a range's two ends: French and Spanish say the step after their "from" ("de 10 euros").
   */
  const inPlaceOfEnd = (part: Value, whole: Value) =>
    wordBefore !== undefined &&
    // A range's ends are one change's: its step is said after "by" ("de 40 à 50" → "de 10").
    part.start !== whole.start &&
    [part, whole].some((end) => {
      const theirs = source.text.slice(Math.max(0, end.start - 24), end.start);
      return WORD_BEFORE.exec(theirs)?.[1]?.toLowerCase() === wordBefore;
    });

  /** Each share of a part in its whole, and its complement told of the other side. */
  const shares = (values: readonly Value[]) =>
    pairsOf(values).flatMap(([part, whole]) => [
      (part.value / whole.value) * 100,
      ...(otherSide(at.line, source.text, part, whole, lang)
        ? [((whole.value - part.value) / whole.value) * 100]
        : []),
    ]);

  const lineRange = (firstValues(figure)?.length ?? 0) > 1;
  const derivedOf = (prefix: string, value: number): boolean => {
    if (value <= 0) return false;
    const percent = prefix === 'p';
    const tolerance = within(value, percent, words, hedge !== undefined);
    const near = (derived: number) => matches(derived, value, tolerance, hedge ?? 0);
    return groups.some((values) => {
      if (percent) {
        // A line that says a rise or a fall gives a change, not a share ("augmenté de 20 %").
        if (direction === 0 && shares(values).some(near)) return true;
        return pairsOf(values).some(([low, high]) => {
          const step = ((high.value - low.value) / Math.max(low.value, 1e-9)) * 100;
          const fall = ((high.value - low.value) / high.value) * 100;
          // A part and its whole are no change: only a line that says a rise or a fall has one.
          const side = direction || (unitOf([low, high]).startsWith('c:') ? price : 0);
          return (side > 0 && near(step)) || (side < 0 && near(fall));
        });
      }
      const terms = termsOf(values, prefix);
      // A total where the line says it adds, or counts what it adds ("across two plants").
      const saysSum = SUM_WORDS.test(at.line) || saysTotal(at.line);
      const adds = saysSum || lineValues.some((one) => one.value === terms.length);
      if (adds && near(sum(terms))) return true;
      // A line that says its figure is a total gives no difference ("Łącznie 40 osób" of 120 and 80).
      if (saysSum) return false;
      // A line's range takes no end from a source range's step ("20‒50 cm" of "30‒50 cm").
      // Two bare counts the line says one is more than (bare-count-pairs.ts).
      const bare = barePair(values, at.line, langs);
      const ends = [...pairsOf(values), ...(bare ? [bare] : [])].filter(
        ([a, b]) => !lineRange || a.start !== b.start,
      );
      // Two prices' or two measures' gap ("1 inch more rain than York").
      const measured = prefix.startsWith('c:') || prefix.startsWith('u:');
      return ends.some(([part, whole]) => {
        if (unitOf([part, whole]) !== prefix || !near(whole.value - part.value)) return false;
        // "5 more than last year": its side read of the words it compares with (compared-counts.ts).
        const agrees = compared && comparedGap(compared, source.text, part, whole, lang);
        if (agrees !== undefined) return agrees;
        // "La petite couronne paie 7,40 € de plus" of its lower end (gap-sides.ts).
        const length = figure.text.length;
        if (turnedGapSide(at.line, place, length, source.text, part, whole, langs)) return false;
        // Two prices' gap is said of either side: "Students save €10" (gap-words.ts), and in an
        // end's place where a gap's word follows it ("Members pay £10 less" of "pay £25").
        // "a gagné 30 membres" of "120 membres en 2024 et 150 en 2025" (timed-ends.ts).
        const said = direction || saidChange(at.line);
        const timed = said !== 0 && timedChange(source.text, part, whole, langs) === said;
        return (
          (otherSide(at.line, source.text, part, whole, lang) ||
            timed ||
            (measured && saysGap(at.line, langs))) &&
          // "La différence atteint 7,40 €" of "atteint 24,70 €": a gap named is no end's place.
          (!inPlaceOfEnd(part, whole) ||
            (measured && saysGap(gapAfter, langs)) ||
            namesGap(at.line, langs))
        );
      });
    });
  };

  /** A count of the terms of a total the line also gives ("600 jobs across two plants"). */
  const termsOfLineTotal = (count: number) =>
    lineValues.some((total) =>
      groups.some((values) => {
        const terms = termsOf(values, total.prefix);
        return terms.length === count && Math.abs(sum(terms) - total.value) < 1e-9;
      }),
    );

  const pairShare = inEveryShare(figure, at);
  if (pairShare !== undefined) {
    const tolerance = within(pairShare, true, true, hedge !== undefined);
    const near = (share: number) => matches(share, pairShare, tolerance, hedge ?? 0);
    if (groups.some((values) => shares(values).some(near))) return true;
  }
  const values = firstValues(figure);
  return (
    values !== undefined &&
    figure.readings.some((reading) => reading.every((key) => source.figures.has(key))) === false &&
    values.every(
      ({ prefix, value }) =>
        source.figures.has(`${prefix}${value}`) ||
        derivedOf(prefix, value) ||
        (prefix === 'n' && termsOfLineTotal(value)),
    )
  );
}
