/**
 * A word of the clock before a time is no unit of the number before it (hour-words-before-times.ts,
 * round h278): Turkish "20.06 saat 21:00" is a date and a time, not 20.06 hours.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const MATCH = "Maç 20 Haziran Cumartesi saat 21.00'de başlayacak.";

describe('a clock’s word before a time', () => {
  it('leaves the short date before it a date', () => {
    expect(figures("Maç 20.06 saat 21:00'de.", MATCH, 'tr')).toEqual([]);
  });

  it('still stops a changed day or time, and reads "3 saat" as three hours', () => {
    expect(figures("Maç 21.06 saat 21:00'de.", MATCH, 'tr')).toEqual(['21.06']);
    expect(figures("Maç 20.06 saat 20:00'de.", MATCH, 'tr')).toEqual(['20:00']);
    const trip = 'Yolculuk 3 saat sürdü.';
    expect(figures('Yolculuk 4 saat sürdü.', trip, 'tr')).toEqual(['4 saat']);
  });
});

describe('Swahili’s "saa" before a time (h285)', () => {
  it('leaves a date’s year before "saa 16:00" a year, in a Swahili text only', () => {
    const match = 'Mechi itachezwa tarehe 12/03/2026 saa 10 jioni.';
    expect(figures('Mechi itachezwa tarehe 12 Machi 2026 saa 16:00.', match, 'sw')).toEqual([]);
  });
});
