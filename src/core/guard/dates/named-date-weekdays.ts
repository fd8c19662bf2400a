/**
 * The weekday of a date a source writes with its own month's name and its year (h268): "10. März
 * 2026", "10 במרץ 2026", "15 de marzo de 2026", "15 marca 2026 r." are each a Tuesday or a Sunday,
 * which a line may name ("am Dienstag, 10. März"). The calendar reader read a date's weekday only
 * where its month was named in English, so a German or Hebrew line that named the day of its
 * post's date was stopped for it. A source's reading only: the weekday the date falls on, so a
 * line's other weekday ("Mittwoch") is still stopped. Months of another calendar ("فروردین") are
 * keyed apart ("mpersian1") and read no weekday here.
 */

/** A month's name the calendar reader found in a text: its key ("m3"), where, and as written. */
export interface FoundMonth {
  key: string;
  index: number;
  text: string;
}

/** A day's number right before the month's name ("10. ", "15 de ", "ב-15 "). */
const DAY_BEFORE = /(?<![\d.,/:])(\d{1,2})\.?(?:\s+de|\s+del)?[\s-]*$/u;
/** A year right after it ("2026", " de 2026", ", 2026", "2026 r."). */
const YEAR_AFTER = /^\.?,?\s*(?:de\s+|del\s+|năm\s+)?(\d{4})(?![\d.,]?\d)/u;

/** The weekday keys ("d2") of the dates `months` (found in `text`) make with a day and a year. */
export function namedDateWeekdays(text: string, months: readonly FoundMonth[]): string[] {
  const keys: string[] = [];
  for (const month of months) {
    const number = /^m(\d{1,2})$/u.exec(month.key)?.[1];
    if (number === undefined) continue;
    const day = DAY_BEFORE.exec(text.slice(Math.max(0, month.index - 12), month.index))?.[1];
    const end = month.index + month.text.length;
    const year = YEAR_AFTER.exec(text.slice(end, end + 12))?.[1];
    if (day === undefined || year === undefined) continue;
    const date = new Date(Date.UTC(Number(year), Number(number) - 1, Number(day)));
    if (date.getUTCDate() !== Number(day)) continue;
    keys.push(`d${((date.getUTCDay() + 6) % 7) + 1}`);
  }
  return keys;
}
