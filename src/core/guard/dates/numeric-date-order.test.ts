/**
 * A numeric date read in the order its language writes it, and its month not read as a day of
 * another month (numeric-date-order.ts; issue 44 item 1): a German "03.04.2026" let "4. Apr."
 * through, a Russian one "4 апреля", the 4 being the source's month.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { daysComeFirst, numericOnlyDays } from './numeric-date-order.ts';

const stops = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').length > 0;

/** "3 апреля", "3 de abril": the day and the month's name as `lang` writes them, from CLDR. */
const dayMonth = (lang: string, day: number, month: number) =>
  new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, month - 1, day)),
  );

const SOURCES: Record<string, (date: string) => string> = {
  de: (date) => `Die Messe beginnt am ${date} in Köln.`,
  ru: (date) => `Выставка откроется ${date} в Москве.`,
  fr: (date) => `Le salon ouvre le ${date} à Lyon.`,
  es: (date) => `La feria abre el ${date} en Sevilla.`,
  pl: (date) => `Targi ruszą ${date} w Poznaniu.`,
};
const LINES: Record<string, (date: string) => string> = {
  de: (date) => `Messe ab ${date} in Köln.`,
  ru: (date) => `Выставка откроется ${date} в Москве.`,
  fr: (date) => `Salon le ${date} à Lyon.`,
  es: (date) => `Feria el ${date} en Sevilla.`,
  pl: (date) => `Targi od ${date} w Poznaniu.`,
};
const two = (value: number) => String(value).padStart(2, '0');

describe('a numeric date is one day of one month', () => {
  it('keeps the date in words, stops its month read as the day', () => {
    const text = 'Die Messe beginnt am 03.04.2026 in Köln.';
    expect(stops('Messe ab dem 3. April in Köln.', text, 'de')).toBe(false);
    expect(stops('Messe ab dem 3. Apr. in Köln.', text, 'de')).toBe(false);
    expect(stops('Messe ab dem 4. Apr. in Köln.', text, 'de')).toBe(true);
    expect(stops('Messe ab dem 4. März in Köln.', text, 'de')).toBe(true);
    expect(stops('Выставка откроется 3 апреля.', 'Выставка откроется 03.04.2026.', 'ru')).toBe(
      false,
    );
    expect(stops('Выставка откроется 4 апреля.', 'Выставка откроется 03.04.2026.', 'ru')).toBe(
      true,
    );
  });

  it('leaves an English source’s date either way round', () => {
    const text = 'The fair opens on 03/04/2026.';
    expect(stops('The fair opens 3 April.', text, 'en')).toBe(false);
    expect(stops('The fair opens 4 March.', text, 'en')).toBe(false);
    expect(stops('The fair opens 4 April.', text, 'en')).toBe(true);
    expect(daysComeFirst(['en'])).toBe(false);
    expect(daysComeFirst(['de', 'ru'])).toBe(true);
    expect(daysComeFirst([])).toBe(false);
  });

  it('reads a number the text writes outside its dates as a day still', () => {
    const text = 'Am 03.04.2026 öffnet Halle 4, ab 12.05.2026 auch Halle 7.';
    const dates = [...text.matchAll(/\d\d\.\d\d\.\d{4}/gu)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      numbers: match[0].split('.').slice(0, 2).map(Number).reverse(),
    }));
    expect([...numericOnlyDays(text, dates)].sort()).toEqual([12, 3, 5]);
  });

  it('keeps the source’s day in words and stops another in every day-first language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(SOURCES)),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (lang, day, month, other) => {
          const source = SOURCES[lang] as (date: string) => string;
          const line = LINES[lang] as (date: string) => string;
          const text = source(`${two(day)}.${two(month)}.2026`);
          expect(stops(line(dayMonth(lang, day, month)), text, lang)).toBe(false);
          if (other !== day)
            expect(stops(line(dayMonth(lang, other, month)), text, lang)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
