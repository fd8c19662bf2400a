/**
 * German's "am" after a time is its preposition (german-am.ts, round h278): "20:00 am Samstag" is
 * 20:00 on Saturday, not 8:00 in the morning; an English "8:00 am" stays the morning.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isGermanAm } from './german-am.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const SHOW = 'Einlass ist um 19 Uhr, Beginn um 20 Uhr am Samstag, 5.12.';

describe('German’s "am" after a time', () => {
  it('reads the time on the 24-hour clock', () => {
    const line = 'Einlass 19:00, Beginn 20:00 am Samstag, den 5. Dezember.';
    expect(figures(line, SHOW, 'de')).toEqual([]);
    const source = 'Die Sitzung beginnt um 9:30 am Montag im Rathaus.';
    expect(figures('Die Sitzung im Rathaus beginnt um 9:30 Uhr.', source, 'de')).toEqual([]);
  });

  it('still stops a changed time, and reads English’s "am" as the morning', () => {
    const line = 'Einlass 19:00, Beginn 21:00 am Samstag, den 5. Dezember.';
    expect(figures(line, SHOW, 'de')).toEqual(['21:00']);
    const english = 'Doors open at 20:00 on Saturday.';
    expect(figures('Doors open at 8:00 am on Saturday.', english, 'en')).toEqual(['8:00 am']);
    expect(isGermanAm('am', 'am samstag', ['de'])).toBe(true);
    expect(isGermanAm('am', 'am.', ['de'])).toBe(false);
    expect(isGermanAm('am', 'am samstag', ['en'])).toBe(false);
  });
});
