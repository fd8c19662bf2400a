/**
 * A figure a faithful summary works out from the source's dates, years, times and scores (issue
 * 44 item 4, docs/decisions/012): "She spent six days in hospital" of "admitted on March 3 and
 * discharged on March 9", "the seven-day event" of "March 3-9", "runs for four years" of "from 2026
 * to 2030", "died aged 74" of "born in 1950 and died in 2024", "open eight hours" of "opens at 9:00
 * and closes at 17:00", "won by two goals" of "won 3-1". Such a figure holds where it is the span
 * between two of the source's dates, years or times one sentence of the source ties together (its
 * from and to, its range, a birth and a death), in the line's unit, or the same duration in another
 * unit (converted-durations.ts), or a score's margin. The line must say what kind its figure is: a
 * unit of time after it ("six days", "seven-day", "sechs Tage"), an age ("aged 74", "74-year-old"),
 * or a margin ("by two goals", "a two-goal win"). Days are counted both ways people count them
 * (March 3 to 9 is six days, or seven counting both); an age from two years is one of two (a birth
 * year alone leaves it so); a span of years is exact otherwise. Two dates give months too ("the
 * three-month trial" of "from 1 March to 31 May"), from the sentence's first date to its last. A
 * birth year gives an age at any other year of the source, in a sentence of its own too ("born in
 * 1990. In 2024 she won gold": "at 34"), said as "at 34", "mit 34 Jahren", "34-jarige", "34歳".
 * Weekdays and months named alone are calendar-spans.ts's. The source's post date is not known
 * to the guard, so "founded 28 years ago" is no span here.
 */
import type { ClaimSource } from '../claim-source.ts';
import { sourceFigures } from '../figures/claim-figures.ts';
import {
  convertedDuration,
  type Duration,
  durationOf,
  sameDuration,
} from '../figures/converted-durations.ts';
import type { Figure } from '../figures/figure-kinds.ts';
import { inflectedUnitAfter } from '../figures/inflected-units.ts';
import { marginOf, sourceMargins } from '../figures/score-margins.ts';
import { oncePer } from '../once-per-source.ts';
import { calendarSpans } from './calendar-spans.ts';
import { sourceSentences } from './source-sentences.ts';

/** What the source's sentences tie together: spans of days, years and minutes. */
interface Spans {
  days: Set<number>;
  /** Ages a birth year gives at each other year of the source, its sentence's or another's. */
  ages: Set<number>;
  /** Months two dates span ("from 1 March to 31 May": three), their days counted either way. */
  months: Set<number>;
  years: Set<number>;
  minutes: Set<number>;
}

/** A birth, whose year a sentence ties to its subject ("born in 1990", "né en", "urodziła się"). */
const BIRTH =
  /\b(?:born|birth|née?s?|naissance|geboren|geburt|nac(?:ió|ida|ido)|nat[ao]|nascit|nasc(?:eu|ida|ido)|urodzi\p{L}*)\b|родил|рожд|生まれ|出生|生于|태어|출생|doğ(?:du|an|um)|lahir/iu;

const DAY_MS = 86_400_000;
/** A month's days on average, over the Gregorian calendar's 400 years. */
const MONTH_DAYS = 30.436875;

/** The day of the year of a day and month, in a common year and a leap one. */
const daysOf = (day: number, month: number) =>
  [2001, 2000].map((year) => (Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 1)) / DAY_MS);

/** Each difference of two values of a list (the two orders give one). */
function differences(values: readonly number[], add: (difference: number) => void) {
  for (let one = 0; one < values.length; one++) {
    for (let other = one + 1; other < values.length; other++) {
      const difference = Math.abs((values[one] as number) - (values[other] as number));
      if (difference > 0) add(difference);
    }
  }
}

/** A key that may end a span: a day of a month, a year, a time of day. */
const SPAN_END = /^(?:dm\d{1,2}\.\d{1,2}|n(?:1[5-9]|20|21)\d\d|t\d{1,2}:\d\d)$/;

/** The spans each sentence of the source ties, read once a source. */
const spansOf = /* @__PURE__ */ oncePer((source: ClaimSource): Spans => {
  const spans: Spans = {
    days: new Set(),
    ages: new Set(),
    months: new Set(),
    years: new Set(),
    minutes: new Set(),
  };
  // A span needs two dates, years or times in one sentence: a source whose whole reading holds
  // fewer has none, and its sentences are not read again (most posts; bench section 12's worst
  // sources, whose second reading doubled the guard's time).
  let ends = 0;
  for (const key of source.figures) if (SPAN_END.test(key)) ends += 1;
  if (ends < 2) return spans;
  const births: number[] = [];
  for (const sentence of sourceSentences(source)) {
    const keys = sourceFigures(sentence, source.langs).keys;
    const [leap, common, years, minutes] = [[], [], [], []] as [
      number[],
      number[],
      number[],
      number[],
    ];
    for (const key of keys) {
      const date = /^dm(\d{1,2})\.(\d{1,2})$/.exec(key);
      if (date) {
        const [inCommon, inLeap] = daysOf(Number(date[1]), Number(date[2]));
        common.push(inCommon as number);
        leap.push(inLeap as number);
      }
      const year = /^n((?:1[5-9]|20|21)\d\d)$/.exec(key);
      if (year) years.push(Number(year[1]));
      const time = /^t(\d{1,2}):(\d\d)$/.exec(key);
      if (time) minutes.push(Number(time[1]) * 60 + Number(time[2]));
    }
    let widest = 0;
    differences(common, (days) => {
      spans.days.add(days);
      widest = Math.max(widest, days);
    });
    // The months from the sentence's first date to its last (a range's "1er mars au 31" is also
    // read as 31 March: its narrower spans are no months the line may count). A month is 28 to
    // 31 days: 91 or 92 days are three months, 75 days no whole count.
    for (const counted of [widest, widest + 1]) {
      const months = Math.round(counted / MONTH_DAYS);
      if (months > 0 && Math.abs(counted / MONTH_DAYS - months) < 0.1) spans.months.add(months);
    }
    differences(leap, (days) => spans.days.add(days));
    differences(years, (span) => spans.years.add(span));
    if (BIRTH.test(sentence)) births.push(...years);
    // A day's hours, or a night's: "from 22:00 to 6:00" is eight hours.
    differences(minutes, (span) => {
      spans.minutes.add(span);
      spans.minutes.add(24 * 60 - span);
    });
  }
  // "She was born in 1990. In 2024 she won gold.": an age told across two sentences.
  for (const key of source.figures) {
    const year = /^n((?:1[5-9]|20|21)\d\d)$/.exec(key);
    for (const birth of year ? births : []) {
      if (Number(year?.[1]) > birth) spans.ages.add(Number(year?.[1]) - birth);
    }
  }
  return spans;
});

/** A unit of time written right after a count: "seven-day", "74-year-old", "three hours". */
const UNIT_AFTER = /^[\s-]?(second|minute|hour|day|week|month|year)s?\b/iu;
/**
 * An age said before a count: "aged 74", "at the age of 74", "won gold at 34", "when she was 34",
 * "mit 34 Jahren", "op 34-jarige leeftijd", "pada usia 34".
 */
const AGE_BEFORE =
  /(?:\b(?:aged|age(?:\s+of)?|at|when\s+(?:s?he|they)\s+(?:was|were)|âgée?\s+de|l['’]âge\s+de|im\s+alter\s+von|mit|op|a\s+la\s+edad\s+de|all['’]età\s+di|w\s+wieku|(?:pada\s+)?usia)|(?<![\p{L}])в(?:\s+возрасте)?)\s*$/iu;
/**
 * An age's word right after a count: "34-Jährige", "34-jarige", "34-letnia", "34-летняя", "34
 * yaşında", "34歳", "34岁", "34세", "34살"; or years a language counts an age in ("mit 34 Jahren",
 * "в 34 года"), read as years where the count has an age's word before it.
 */
const AGE_AFTER =
  /^(?:-?(?:jährig|jarig|letni|летн)\p{L}*|\s(?:yaş|umur)\p{L}*|\s?(?:歳|岁|歲|세|살))/iu;
const YEARS_AFTER = /^\s(?:jahr(?:e|en)?|лет|года?|jaar|lat|roku|tahun)(?![\p{L}])/iu;
/** An age's words about a count of years: "74-year-old", "74 years old", "âgé de 74 ans". */
const AGE_WORDS =
  /\b(?:aged?|old|âgée?|âge|alter|jährige?r?|edad|età|idade|leeftijd|wieku|usia)\b|jährig|jarig|letni|летн|возраст|yaş|歳|岁|歲|세|살/iu;

/** Where a figure's text stands in the line as a number of its own: the "2" of "in 2 Tagen", not of "3.200". */
function standingAt(line: string, text: string): number {
  for (let at = line.indexOf(text); at >= 0; at = line.indexOf(text, at + 1)) {
    const before = line.slice(Math.max(0, at - 2), at);
    const after = line.slice(at + text.length, at + text.length + 2);
    if (!/\d[.,\s]?$/u.test(before) && !/^[.,]?\d/u.test(after)) return at;
  }
  return line.indexOf(text);
}

/** The line's figure as a span it says: a duration (perhaps an age) or a margin. */
function spanOf(figure: Figure, line: string) {
  for (const reading of figure.readings) {
    const duration = reading.length === 1 ? durationOf(reading[0] as string) : undefined;
    if (duration) return { duration, age: AGE_WORDS.test(line), margin: undefined };
  }
  const count = figure.readings.find((reading) => /^n\d+$/.test(reading[0] ?? ''));
  if (figure.kind !== 'count' || !count) return undefined;
  const value = Number((count[0] as string).slice(1));
  const at = standingAt(line, figure.text);
  if (at < 0) return undefined;
  const before = line.slice(Math.max(0, at - 30), at);
  const after = line.slice(at + figure.text.length, at + figure.text.length + 24);
  // "in zwei Tagen", "iki günde": a unit in a case CLDR's names lack (inflected-units.ts).
  const unit = UNIT_AFTER.exec(after)?.[1]?.toLowerCase() ?? inflectedUnitAfter(after);
  if (unit) return { duration: { unit, value }, age: AGE_WORDS.test(line), margin: undefined };
  if (AGE_AFTER.test(after) || (AGE_BEFORE.test(before) && !/^\s*\p{L}/u.test(after)))
    return { duration: { unit: 'year', value }, age: true, margin: undefined };
  if (AGE_BEFORE.test(before) && YEARS_AFTER.test(after))
    return { duration: { unit: 'year', value }, age: true, margin: undefined };
  const margin = marginOf(figure, line);
  return margin === undefined ? undefined : { duration: undefined, age: false, margin };
}

/** Whether the line's duration is one of the source's spans, in the line's unit or another. */
function heldSpan(duration: Duration, age: boolean, spans: Spans): boolean {
  const { value } = duration;
  const asDays = (days: number) => sameDuration(duration, { unit: 'day', value: days });
  for (const days of spans.days) if (asDays(days) || asDays(days + 1)) return true;
  // Born in 1990, gold in 2024: 33 or 34, the birthday not told.
  if (age && duration.unit === 'year' && (spans.ages.has(value) || spans.ages.has(value + 1)))
    return true;
  for (const years of spans.years) {
    if (sameDuration(duration, { unit: 'year', value: years })) return true;
    // Born in 1950, died in 2024: 73 or 74, the birthday not told.
    if (age && duration.unit === 'year' && value === years - 1) return true;
  }
  for (const minutes of spans.minutes) {
    if (sameDuration(duration, { unit: 'minute', value: minutes })) return true;
  }
  for (const months of spans.months) {
    if (sameDuration(duration, { unit: 'month', value: months })) return true;
  }
  return false;
}

/** Every span two weekdays' or months' keys may give (calendar-spans.ts counts them so). */
const WHOLE_SPANS: readonly Duration[] = [
  ...Array.from({ length: 13 }, (_, at) => ({ unit: 'day', value: at - 5 })),
  ...Array.from({ length: 23 }, (_, at) => ({ unit: 'month', value: at - 10 })),
];

/** Whether the line's duration is the days or months two of a sentence's names span. */
function heldNamedSpan(duration: Duration, source: ClaimSource): boolean {
  // Two names' keys are 0-99 (calendar-spans.ts), so a span is a whole -5 to 7 days or -10 to 12
  // months: a duration none of those equals ("47 minutes") is held by none, and the source's
  // sentences are not read for their names.
  if (!WHOLE_SPANS.some((span) => sameDuration(duration, span))) return false;
  const named = calendarSpans(source);
  for (const days of named.days)
    if (sameDuration(duration, { unit: 'day', value: days })) return true;
  for (const months of named.months) {
    if (sameDuration(duration, { unit: 'month', value: months })) return true;
  }
  return false;
}

/** Whether the source holds the line's `figure` as a span, a converted duration or a margin. */
export function derivedSpan(figure: Figure, line: string, source: ClaimSource): boolean {
  const span = spanOf(figure, line);
  if (!span) return false;
  if (span.duration) {
    if (convertedDuration(span.duration, source.figures, source.text)) return true;
    return (
      heldSpan(span.duration, span.age, spansOf(source)) || heldNamedSpan(span.duration, source)
    );
  }
  return span.margin !== undefined && sourceMargins(source).scores.has(span.margin);
}
