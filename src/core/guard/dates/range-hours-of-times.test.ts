/**
 * A line's range of hours on the 24-hour clock of a source's two times of day
 * (range-hours-of-times.ts, h285): "9-17" of "from 9 am to 5 pm" kept, another end stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('heldRangeHoursOfTimes: a range of hours of two times of day', () => {
  it('keeps the range the two times make, with its hour word or none', () => {
    const shop = 'The shop is open from 9 am to 5 pm on weekdays.';
    expect(figures('The shop is open 9-17 on weekdays.', shop)).toEqual([]);
    const tienda = 'La tienda abre de 9 de la mañana a 5 de la tarde.';
    expect(figures('La tienda abre de 9 a 17 h.', tienda, 'es')).toEqual([]);
    const farsi = 'فروشگاه از ساعت ۹ صبح تا ۵ عصر باز است.';
    expect(figures('فروشگاه از ساعت 9 تا 17 باز است.', farsi, 'fa')).toEqual([]);
    const arabic = 'المكتب مفتوح من الساعة 8 صباحاً حتى 4 مساءً.';
    expect(figures('المكتب مفتوح من 8 إلى 16.', arabic, 'ar')).toEqual([]);
  });

  it('still stops an end the source does not give, a night’s range, a measure', () => {
    const shop = 'The shop is open from 9 am to 5 pm on weekdays.';
    expect(figures('The shop is open 9-18 on weekdays.', shop)).toEqual(['9-18']);
    expect(figures('The shop is open 8-17 on weekdays.', shop)).toEqual(['8-17']);
    const bar = 'The bar is open from 10 pm to 2 am.';
    expect(figures('The bar is open 22-2.', bar)).not.toEqual([]);
    expect(figures('The trail is 9 to 17 km long.', shop)).not.toEqual([]);
  });

  it('keeps the range of any morning and afternoon hour, stops its end moved (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 11 }),
        fc.integer({ min: 13, max: 22 }),
        fc.integer({ min: 1, max: 2 }),
        (open, close, off) => {
          const source = `The library is open from ${open} am to ${close - 12} pm.`;
          expect(figures(`The library is open ${open}-${close}.`, source)).toEqual([]);
          expect(figures(`The library is open ${open}-${close + off}.`, source)).not.toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
