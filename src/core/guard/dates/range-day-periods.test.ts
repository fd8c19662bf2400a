/**
 * A range of times that writes its part of the day once, for both ends, as CLDR's interval
 * formats do (range-day-periods.ts).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string, lineLang?: string) =>
  unsupportedClaims(line, claimSource({ text, lang, ...(lineLang ? { lineLang } : {}) }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const SHOP = 'La tienda abre el sábado de 15:30 a 18:00 por inventario.';
const MARKET = 'Cumartesi pazarı 15:30–18:00 arası açık olacak.';

describe('sharedRangePeriod', () => {
  it('keeps a range whose part of the day is written once, after it or before it', () => {
    expect(figures('La tienda abre el sábado de 3:30 a 6:00 p. m.', SHOP, 'es')).toEqual([]);
    expect(figures('The shop opens on Saturday 3:30–6:00 PM.', SHOP, 'es', 'en')).toEqual([]);
    expect(figures('Cumartesi pazarı ÖS 3:30–6:00 arası açık.', MARKET, 'tr')).toEqual([]);
  });

  it('stops the range in the other part of the day, and an end the source lacks', () => {
    expect(figures('La tienda abre el sábado de 3:30 a 6:00 a. m.', SHOP, 'es')).toEqual([
      '3:30',
      '6:00',
    ]);
    expect(figures('The shop opens on Saturday 4:30–6:00 PM.', SHOP, 'es', 'en')).toEqual(['4:30']);
    expect(figures('Cumartesi pazarı ÖS 3:30–7:00 arası açık.', MARKET, 'tr')).toEqual(['7:00']);
  });

  it('leaves an end alone where the shared part would put the range out of order', () => {
    // "11:00 – 1:00 PM" is no 23:00 to 13:00: its first end stays as written, the morning's.
    const lunch = 'Il pranzo è servito dalle 11:00 alle 13:00.';
    expect(figures('Lunch is served 11:00 – 1:00 PM.', lunch, 'it', 'en')).toEqual([]);
    expect(figures('Il pranzo è servito dalle 11:00 alle 1:00 PM.', lunch, 'it')).toEqual([]);
  });
});
