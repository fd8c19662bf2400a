/**
 * An hour with no minutes after a date, as CLDR writes "a date at an hour" in the source's
 * language (date-hours.ts).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string, lineLang?: string) =>
  unsupportedClaims(line, claimSource({ text, lang, ...(lineLang ? { lineLang } : {}) }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const CONCERT = 'Il concerto si terrà il 14 marzo alle ore 15 in piazza.';
const MEETING = 'Schůze se koná 14. března v 15 v sále radnice.';
const FAIR = 'Jarmark: 14 marca 15. Zapraszamy całe rodziny.';

describe('addDateHours', () => {
  it('keeps the hour after a date restated on the 12-hour clock or with its part of the day', () => {
    expect(figures('Il concerto è il 14 marzo alle 3 PM in piazza.', CONCERT, 'it')).toEqual([]);
    expect(
      figures('The concert is on March 14 at 3 in the afternoon.', CONCERT, 'it', 'en'),
    ).toEqual([]);
    expect(figures('Schůze bude 14. března v 3 odp. na radnici.', MEETING, 'cs')).toEqual([]);
    expect(figures('The fair is on March 14 at 3 PM.', FAIR, 'pl', 'en')).toEqual([]);
  });

  it('stops another hour', () => {
    expect(figures('Il concerto è il 14 marzo alle 5 PM in piazza.', CONCERT, 'it')).toEqual(['5']);
    expect(figures('The fair is on March 14 at 5 PM.', FAIR, 'pl', 'en')).toEqual(['5']);
  });

  it('reads no hour where only a space stands before a number that does not end its clause', () => {
    const guests = 'Na 14 marca 15 osób zapisało się na warsztaty.';
    expect(figures('On March 14 at 3 PM people signed up.', guests, 'pl', 'en')).toEqual(['3']);
  });
});
