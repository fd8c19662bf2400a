/**
 * English month and day names as the guard reads dates (docs/decisions/012): "March 3", "on Friday".
 * Plain data and lookups, built on first use (a page that loads core never builds them).
 */

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_SHORT: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A capitalised English month or day name ("May" only beside a number): its key. */
export function calendarKey(word: string, besideNumber: boolean): string | undefined {
  if (!/^\p{Lu}/u.test(word)) return undefined;
  const lower = word.toLowerCase();
  const day = DAYS.indexOf(lower);
  if (day >= 0) return `d${day + 1}`;
  const month = MONTHS.indexOf(lower) + 1 || MONTH_SHORT[lower];
  if (month === undefined || month === 0) return undefined;
  // "May" is also a verb; "Mar", "Jun"... are names and words elsewhere too.
  if ((lower === 'may' || lower.length <= 4) && !besideNumber) return undefined;
  return `m${month}`;
}

let calendarWords: ReadonlySet<string> | undefined;

/** True for an English month or day name ("March", "Friday"): a date, never a person's name. */
export function isCalendarName(word: string): boolean {
  calendarWords ??= new Set([...MONTHS, ...DAYS, ...Object.keys(MONTH_SHORT)]);
  return calendarWords.has(word.toLowerCase());
}

/** A date's month in digits, by how it is written ("2024-02-12", "12/02/2024", "12.02.2024"). */
const NUMERIC_DATE =
  /(?<![\d.,])(?:(\d{4})[-/.](\d{1,2})[-/.]\d{1,2}|(\d{1,2})[-/.](\d{1,2})[-/.](?:\d{4}|\d{2}))(?![\d.,]?\d)/g;
/** A month's name beside a day's number ("12 February", "12th of Feb", "February 12"). */
const NAMED_DATE =
  /(?<![\d.,])\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(\p{Lu}\p{Ll}+)|(\p{Lu}\p{Ll}+)\.?\s+\d{1,2}(?![\d.,]?\d)/gu;

/**
 * What a source's dates hold besides their numbers, as the guard's keys: the month of a date in
 * digits as its name ("2024-02-12" holds February: "m2"), and the month of a date with its name as
 * its number ("12 February" holds "02": "n2"), so a line may write the date the other way.
 */
export function dateKeys(text: string): string[] {
  const keys: string[] = [];
  for (const match of text.matchAll(NUMERIC_DATE)) {
    // Year first: its month is second; else day and month in either order (12/02, 02/12).
    const months = match[1] ? [match[2]] : [match[3], match[4]];
    for (const month of months.map(Number)) if (month >= 1 && month <= 12) keys.push(`m${month}`);
  }
  for (const match of text.matchAll(NAMED_DATE)) {
    const month = calendarKey(match[1] ?? match[2] ?? '', true);
    if (month?.startsWith('m')) keys.push(`n${month.slice(1)}`);
  }
  return keys;
}
