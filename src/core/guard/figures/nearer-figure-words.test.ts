/** The words between two figures told with the nearer (nearer-figure-words.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { nearerWords } from './nearer-figure-words.ts';

const claims = (text: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal').map((claim) => claim.text);

const TRIPS =
  'Metro Transit ridership hit 1,183,000 weekday trips in October. Bus routes carried 742,500 of those trips and light rail the other 440,500. Fare revenue reached $38.6 million.';

const span = (text: string, figure: string) => {
  const start = text.indexOf(figure);
  return { start, end: start + figure.length };
};

describe('nearerWords', () => {
  it('gives the words between two figures to the nearer', () => {
    const [first, second] =
      nearerWords(TRIPS, span(TRIPS, '742,500'), span(TRIPS, '440,500')) ?? [];
    expect(first).toEqual(['bus', 'routes', 'carried', 'of', 'those', 'trips', 'and']);
    expect(second).toEqual(['light', 'rail', 'the', 'other']);
  });

  it('reads no two figures a sentence’s end parts', () => {
    expect(nearerWords(TRIPS, span(TRIPS, '1,183,000'), span(TRIPS, '742,500'))).toBeUndefined();
  });

  it('keeps a gap compared with the side it was told of, and stops it turned round', () => {
    expect(claims(TRIPS, 'Buses carried 302,000 more weekday trips than light rail.')).toEqual([]);
    expect(claims(TRIPS, 'Light rail carried 302,000 fewer trips than bus routes.')).toEqual([]);
    expect(claims(TRIPS, 'Light rail carried 302,000 more trips than bus routes.')).toEqual([
      '302,000',
    ]);
    expect(claims(TRIPS, 'Bus routes carried 302,000 fewer trips than light rail.')).toEqual([
      '302,000',
    ]);
    expect(claims(TRIPS, 'Buses carried 320,000 more weekday trips than light rail.')).toEqual([
      '320,000',
    ]);
  });

  it('reads through an abbreviation’s full stop ("ok. 890 tys. podróżnych")', () => {
    const text =
      'Najpopularniejszym kierunkiem był Londyn (ok. 890 tys. podróżnych), a drugim Dublin (410 tys.). Lotnisko zainwestuje 1,2 mld zł w nowy terminal.';
    const pl = (line: string) =>
      unsupportedClaims(line, claimSource({ text, lang: 'pl' }), 'normal').map((one) => one.text);
    expect(pl('Do Londynu poleciało o 480 tys. osób więcej niż do Dublina.')).toEqual([]);
    expect(pl('Do Dublina poleciało o 480 tys. osób mniej niż do Londynu.')).toEqual([]);
    expect(pl('Do Dublina poleciało o 480 tys. osób więcej niż do Londynu.')).toEqual(['480 tys']);
    expect(pl('Do Londynu poleciało o 840 tys. osób więcej niż do Dublina.')).toEqual(['840 tys']);
  });
});
