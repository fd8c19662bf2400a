/**
 * A day and month in digits as the post's language writes them, no year and no closing dot (issue
 * 44, round forty-seven): Polish "we wtorek 14.01" of "wtorku 14 stycznia", Hebrew "ב-1.9" of
 * "1 בספטמבר", Turkish or French "14/01". The figures' reader takes "14.01" for a number (a year
 * must follow for it to read a date, dotted-day-months.ts wants the closing dot), so the line's
 * date was stopped as a figure the source lacks.
 *
 * Narrow: the figure is written exactly as CLDR writes that day and month in one of the source's
 * or the card's languages (`Intl.DateTimeFormat`, numeric or two-digit: "14.01" in Polish, "1.9"
 * in Hebrew, not "1.9" in Polish, whose decimals take a comma and whose months two digits), and
 * the source holds that day of that month (date-pairs.ts's key): "14.02" of 14 January still stops.
 */
import type { Figure } from '../figures/figure-kinds.ts';
import { pairKey } from './date-pairs.ts';

const DIGITS = /^(\d{1,2})([./-])(\d{1,2})$/u;

/** How each language writes day-month pairs, cached by language, day and month. */
const written = /* @__PURE__ */ new Map<string, readonly string[]>();

function writtenForms(lang: string, day: number, month: number): readonly string[] {
  const key = `${lang} ${day} ${month}`;
  let forms = written.get(key);
  if (forms) return forms;
  const found = new Set<string>();
  try {
    // A leap year, so the 29th of February is a date too.
    const date = new Date(Date.UTC(2024, month - 1, day, 12));
    for (const width of ['numeric', '2-digit'] as const) {
      const format = new Intl.DateTimeFormat(lang, {
        day: width,
        month: width,
        timeZone: 'UTC',
        numberingSystem: 'latn',
      });
      found.add(format.format(date).replace(/[\u200e\u200f\u061c\s]/gu, ''));
    }
  } catch {
    // A language the runtime has no data for writes no date here.
  }
  forms = [...found];
  written.set(key, forms);
  return forms;
}

/**
 * Whether the line's `figure` ("14.01", "1.9", "14/01") is a day and month the source's `keys`
 * hold, written as one of `langs` writes a date.
 */
export function heldLocalDayMonth(
  figure: Figure,
  keys: ReadonlySet<string>,
  langs: readonly string[],
): boolean {
  if (figure.kind !== 'count') return false;
  const match = DIGITS.exec(figure.text);
  if (!match) return false;
  const first = Number(match[1]);
  const second = Number(match[3]);
  // Either way round: the language's own order is the one CLDR writes (Hungarian, English: month first).
  for (const [day, month] of [
    [first, second],
    [second, first],
  ] as const) {
    if (day < 1 || day > 31 || month < 1 || month > 12 || !keys.has(pairKey(day, month))) continue;
    if (langs.some((lang) => writtenForms(lang, day, month).includes(figure.text))) return true;
  }
  return false;
}
