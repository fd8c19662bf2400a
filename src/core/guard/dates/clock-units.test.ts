/**
 * An hour read through the word of the clock before it (clock-units.ts): Indonesian's "jam 8" and
 * "pukul 8" are eight o'clock, and a part of the day before that word says which clock ("tiap
 * malam jam 8" is 20:00); "8 jam" is eight hours.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const text = 'Kiki mulai streaming dari 2021, sekarang live tiap malam jam 8. Masak nasi 2 jam.';
const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'id' }), 'normal').map((claim) => claim.text);

describe('a part of the day before the word of the clock', () => {
  it('keeps the evening’s hour on the 24-hour clock', () => {
    expect(claims('Kiki live setiap malam pukul 20.00.')).toEqual([]);
    expect(claims('Kiki live setiap malam jam 8.')).toEqual([]);
  });

  it('stops the morning’s hour, another hour, and a duration made an hour', () => {
    expect(claims('Kiki live setiap pagi pukul 08.00.')).toEqual(['08.00']);
    expect(claims('Kiki live setiap malam pukul 21.00.')).toEqual(['21.00']);
    expect(claims('Nasi dimasak sampai pukul 02.00.')).toEqual(['02.00']);
  });
});
