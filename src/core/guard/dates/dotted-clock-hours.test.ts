/**
 * A time written "9.30" of a source's "9:30" and the other way round, beside a word of the clock
 * or in a language that writes the dotted clock (dotted-clock-hours.ts; probes of h249).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('readDottedClock', () => {
  it('keeps a dotted time beside a word of the clock, stops another hour or minutes', () => {
    const pl = 'Spotkanie zaczyna się o 9:30 w ratuszu.';
    expect(stopped('Spotkanie zaczyna się o 9.30 w ratuszu.', pl, 'pl')).toEqual([]);
    expect(stopped('Spotkanie zaczyna się o 10.30 w ratuszu.', pl, 'pl')).toEqual(['10.30']);
    const ru = 'Поезд отправляется в 14:30 с вокзала.';
    expect(stopped('Поезд отправляется в 14.30.', ru, 'ru')).toEqual([]);
    expect(stopped('Поезд отправляется в 14.50.', ru, 'ru')).toEqual(['14.50']);
    const he = 'ההפגנה תתחיל בשעה 19:30 בכיכר.';
    expect(stopped('ההפגנה תתחיל בשעה 19.30 בכיכר.', he, 'he')).toEqual([]);
    expect(stopped('ההפגנה תתחיל בשעה 20.30 בכיכר.', he, 'he')).not.toEqual([]);
  });

  it('keeps both ends of "dalle 9.30 alle 19.30", and one in a language of the dotted clock', () => {
    const it = 'Il negozio è aperto dalle 9:30 alle 19:30.';
    expect(stopped('Il negozio è aperto dalle 9.30 alle 19.30.', it, 'it')).toEqual([]);
    expect(stopped('Il negozio è aperto dalle 9.30 alle 18.30.', it, 'it')).toEqual(['18.30']);
    const id = 'Upacara dimulai pukul 09:30 WIB di lapangan.';
    expect(stopped('Upacara dimulai 09.30 WIB di lapangan.', id, 'id')).toEqual([]);
    expect(stopped('Upacara dimulai 10.30 WIB di lapangan.', id, 'id')).toEqual(['10.30']);
  });

  it('reads a time before a clause’s end, where the short date reader had it', () => {
    const pl = 'Spotkanie zaczyna się o 9:30, bilety po 20 zł.';
    expect(stopped('Spotkanie o 9.30, bilety po 20 zł.', pl, 'pl')).toEqual([]);
    expect(stopped('Spotkanie o 9.45, bilety po 20 zł.', pl, 'pl')).not.toEqual([]);
  });

  it('reads no price or share as a time', () => {
    const museum = 'Il museo apre alle 9:30, il biglietto costa 12 euro.';
    expect(stopped('Museo aperto alle 9.30, biglietto a 9.30 euro.', museum, 'it')).toEqual([
      '9.30 euro',
    ]);
    const rate = 'Il museo apre alle 14:30 e il tasso di adesione è del 40%.';
    expect(stopped('Museo aperto alle 14.30, adesione al 14.30%.', rate, 'it')).not.toEqual([]);
  });

  it('keeps any source time so written after "o", and stops the minutes changed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 1, max: 59 }),
        (hour, minute, step) => {
          const mm = (value: number) => String(value).padStart(2, '0');
          const text = `Spotkanie zaczyna się o ${hour}:${mm(minute)} w ratuszu.`;
          expect(stopped(`Spotkanie o ${hour}.${mm(minute)} w ratuszu.`, text, 'pl')).toEqual([]);
          const other = mm((minute + step) % 60);
          expect(stopped(`Spotkanie o ${hour}.${other} w ratuszu.`, text, 'pl')).not.toEqual([]);
        },
      ),
      { numRuns: 30 },
    );
  });
});
