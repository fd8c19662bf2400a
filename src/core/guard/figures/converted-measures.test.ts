/**
 * A measure given in another unit of its system (converted-measures.ts, read by
 * unsupportedClaims): the source's value converted, exactly or rounded at the line's last digit,
 * holds; a wrong value, a rounding too coarse, and a unit of the other system, are stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const RAIN = 'Rainfall reached 180 mm in 24 hours in Valencia.';
const TRAIL = 'The trail is 1,850 m long.';

describe('a measure in another unit of its system', () => {
  it('keeps the converted value, exact or rounded at the line’s last digit', () => {
    expect(stopped('Valencia saw 18 cm of rain.', RAIN)).toEqual([]);
    expect(stopped('The trail is 1.85 km long.', TRAIL)).toEqual([]);
    expect(stopped('The trail is 1.9 km long.', TRAIL)).toEqual([]);
    expect(stopped('The board is 3 feet wide.', 'The board is 36 inches wide.')).toEqual([]);
    expect(
      stopped('Valencia recibió 18 cm de lluvia.', 'Llovió 180 mm en Valencia.', 'es'),
    ).toEqual([]);
    expect(
      stopped('Der Weg ist 3,5 Kilometer lang.', 'Der Weg ist 3.500 Meter lang.', 'de'),
    ).toEqual([]);
    expect(stopped('Il pacco pesa 2,5 chili.', 'Il pacco pesa 2.500 grammi.', 'it')).toEqual([]);
    expect(stopped('Выпало 18 см осадков.', 'Выпало 180 мм осадков.', 'ru')).toEqual([]);
  });

  it('reads British spellings and one-letter symbols', () => {
    expect(stopped('The tower is 0.3 km tall.', 'The tower is 300 metres tall.')).toEqual([]);
    expect(stopped('The jug holds 1.5 litres.', 'The jug holds 1,500 ml.')).toEqual([]);
    expect(stopped('La piscine fait 25 m de long.', 'La piscine fait 2 500 cm.', 'fr')).toEqual([]);
    expect(stopped('The tower is 0.4 km tall.', 'The tower is 300 metres tall.')).toEqual([
      '0.4 km',
    ]);
    expect(stopped('La piscine fait 35 m de long.', 'La piscine fait 2 500 cm.', 'fr')).toEqual([
      '35',
    ]);
  });

  it('stops a wrong value, a rounding off by more than a tenth, and the other system', () => {
    expect(stopped('Valencia saw 28 cm of rain.', RAIN)).toEqual(['28 cm']);
    expect(stopped('The trail is 2.85 km long.', TRAIL)).toEqual(['2.85 km']);
    expect(stopped('The trail is 1 km long.', 'The trail is 1,400 m long.')).toEqual(['1 km']);
    expect(stopped('The bottle holds 0,7 liter.', 'The bottle holds 750 ml.', 'nl')).toEqual([
      '0,7 liter',
    ]);
    expect(stopped('The board is 91 cm wide.', 'The board is 36 inches wide.')).toEqual(['91 cm']);
    expect(stopped('Выпало 19 см осадков.', 'Выпало 180 мм осадков.', 'ru')).toEqual(['19 см']);
  });

  it('reads Japanese and Hindi short forms and a pound of weight, not a price in pounds', () => {
    const ja = 'バレンシアで24時間に180ミリの雨が降った。';
    expect(stopped('バレンシアで18センチの雨。', ja, 'ja')).toEqual([]);
    expect(stopped('バレンシアで28センチの雨。', ja, 'ja')).toEqual(['28']);
    expect(stopped('बारिश 18 सेमी हुई।', 'बारिश 180 मिमी हुई।', 'hi')).toEqual([]);
    const calf = 'The calf weighed 48 ounces.';
    expect(stopped('The calf weighed 3 pounds.', calf)).toEqual([]);
    expect(stopped('The calf weighed 4 pounds.', calf)).toEqual(['4 pounds']);
    expect(stopped('The calf cost £3.', calf)).toEqual(['£3']);
  });

  it('keeps any millimetres in centimetres and stops any other value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 99 }), fc.integer({ min: 1, max: 9 }), (cm, off) => {
        const text = `Rainfall reached ${cm * 10} mm in Valencia.`;
        expect(stopped(`Valencia saw ${cm} cm of rain.`, text)).toEqual([]);
        expect(stopped(`Valencia saw ${cm + off} cm of rain.`, text)).toEqual([`${cm + off} cm`]);
      }),
      { numRuns: 40 },
    );
  });
});
