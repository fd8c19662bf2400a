/**
 * A clock written with a full stop where CLDR gives the colon, "anländer till Visby 00.10"
 * (dotted-clock-usage.ts; round forty-four).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const FERRY = 'Färjan avgår från Oskarshamn 21.15 och anländer till Visby 00.10 varje kväll.';
const MUSEUM = 'Il museo apre alle 9.30 e chiude alle 18.30, ingresso libero la domenica.';

describe('writesDottedClockToo', () => {
  it('keeps a Swedish and an Italian source’s dotted time written with a colon', () => {
    expect(figures('Färjan är framme i Visby kl. 00:10.', FERRY, 'sv')).toEqual([]);
    expect(figures('Il museo apre alle 9:30.', MUSEUM, 'it')).toEqual([]);
  });

  it('stops a time the source lacks, and reads an English source’s "00.10" as no clock', () => {
    expect(figures('Färjan är framme i Visby kl. 00:40.', FERRY, 'sv')).toEqual(['00:40']);
    // Swedish writes the 24-hour clock: "00.10" is past midnight, no 12:10 in the day.
    expect(figures('Färjan är framme i Visby kl. 12:10.', FERRY, 'sv')).toEqual(['12:10']);
    const price = 'The ferry costs 21.15 pounds and the cabin another 9.30 pounds.';
    expect(figures('The ferry leaves at 9:30.', price, 'en')).toEqual(['9:30']);
  });

  it('keeps a Dutch list of dotted times, each written with a colon, the middle one too', () => {
    const tours = 'De bibliotheek is open om 9.30, 12.45 en 17.15 uur voor rondleidingen.';
    expect(figures('Rondleidingen om 09:30, 12:45 en 17:15.', tours, 'nl')).toEqual([]);
    expect(figures('Rondleidingen om 09:30, 12:15 en 17:15.', tours, 'nl')).toEqual(['12:15']);
  });
});
