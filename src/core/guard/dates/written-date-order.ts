/**
 * The order a language writes a numeric date's parts in ("3.4.2026" day first in German, "4/3/2026"
 * month first in American English, "2026. 4. 3." year first in Korean): CLDR's, through `Intl`,
 * read once a language. One reading for the date readers that ask it (numeric-date-order.ts,
 * short-date-order.ts, short-year-dates.ts, range-start-days.ts), so they never disagree.
 */

export type DatePart = 'day' | 'month' | 'year';

const orders = /* @__PURE__ */ new Map<string, readonly DatePart[] | undefined>();

/** `lang`'s numeric date's parts in the order it writes them, or undefined where Intl tells none. */
export function writtenDateOrder(lang: string): readonly DatePart[] | undefined {
  if (orders.has(lang)) return orders.get(lang);
  let order: DatePart[] | undefined;
  try {
    const format = new Intl.DateTimeFormat(lang, {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    order = format
      .formatToParts(new Date(Date.UTC(2025, 2, 14, 12)))
      .flatMap((part) =>
        part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : [],
      );
    if (!order.includes('day') || !order.includes('month')) order = undefined;
  } catch {
    // A tag Intl cannot read tells no order.
  }
  orders.set(lang, order);
  return order;
}

/** Whether `lang` writes the day before the month; undefined where Intl tells no order. */
export function writesDayFirst(lang: string): boolean | undefined {
  const order = writtenDateOrder(lang);
  return order && order.indexOf('day') < order.indexOf('month');
}

/** Whether `lang` writes the year before the month and day ("26.4.3", "2026/4/3"). */
export const writesYearFirst = (lang: string): boolean => writtenDateOrder(lang)?.[0] === 'year';
