/**
 * A date's year with its hour after it (dated-year-ends.ts, round h278): "le 5 mars 2026 à 18
 * heures" is no range from 2026 to 18 hours; a range of years stays one, a changed hour stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const COUNCIL = 'Réunion du conseil municipal le 05/03/2026 à 18h.';

describe('a date’s year before its hour', () => {
  it('reads the year and the hour apart', () => {
    const line = 'Le conseil municipal se réunit le 5 mars 2026 à 18 heures.';
    expect(figures(line, COUNCIL, 'fr')).toEqual([]);
  });

  it('still stops a changed hour or day, and keeps a range of years one', () => {
    const hour = 'Le conseil municipal se réunit le 5 mars 2026 à 19 heures.';
    expect(figures(hour, COUNCIL, 'fr')).toEqual(['19 heures']);
    const day = 'Le conseil municipal se réunit le 6 mars 2026 à 18 heures.';
    expect(figures(day, COUNCIL, 'fr')).toEqual(['6']);
    const years = 'Le chantier a duré de mars 2020 à 2024.';
    expect(figures('Le chantier a duré de mars 2020 à 2023.', years, 'fr')).not.toEqual([]);
    expect(figures('Le chantier a duré de mars 2020 à 2024.', years, 'fr')).toEqual([]);
  });

  const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août'];

  it('keeps any day, month and hour so restated, and stops the hour moved (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 8, max: 20 }),
        (day, month, hour) => {
          const pad = (value: number) => String(value).padStart(2, '0');
          const source = `Réunion publique le ${pad(day)}/${pad(month)}/2026 à ${hour}h à Lyon.`;
          const line = (at: number) =>
            `Réunion publique à Lyon le ${day} ${MONTHS[month - 1]} 2026 à ${at} heures.`;
          expect(figures(line(hour), source, 'fr')).toEqual([]);
          expect(figures(line(hour + 2), source, 'fr')).not.toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('a date’s year before the word of the year (h285)', () => {
  it('reads "12 марта 2026 года" as a date, not 2026 years; a changed month still stopped', () => {
    const show = 'Выставка откроется 12.03.2026.';
    expect(figures('Выставка откроется 12 марта 2026 года.', show, 'ru')).toEqual([]);
    expect(figures('Выставка откроется 12 мая 2026 года.', show, 'ru')).not.toEqual([]);
    expect(figures('Виставка відкриється 12 березня 2026 року.', '12.03.2026', 'uk')).toEqual([]);
    expect(figures('Это длилось 2026 лет.', show, 'ru')).toEqual(['2026 лет']);
  });
});
