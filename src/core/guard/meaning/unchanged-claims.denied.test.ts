/**
 * A change denied in its own verb is no change claimed (h293): "did not rise" of "stayed flat",
 * "не выросли" of "остались прежними"; a rise said of the same still fact stops.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const CASES: ReadonlyArray<[lang: string, source: string, kept: string, turned: string]> = [
  [
    'en',
    'Unemployment stayed flat at 4.1% in October. Wages grew 3.8% over the year.',
    'Unemployment did not rise in October, holding at 4.1%.',
    'Unemployment rose in October, to 4.1%.',
  ],
  [
    'ru',
    'Тарифы на проезд в метро останутся прежними в следующем году. Стоимость парковки вырастет на 10%.',
    'Тарифы на проезд в метро в следующем году не вырастут.',
    'Тарифы на проезд в метро в следующем году вырастут.',
  ],
];

describe('unchangedClaims: a change denied in its own verb (h293)', () => {
  it.each(CASES)('%s: keeps the denied change, stops the change', (lang, source, kept, turned) => {
    expect(claims(kept, source, lang)).toEqual([]);
    expect(claims(turned, source, lang)).not.toEqual([]);
  });
});
