/**
 * A price in its currency's hundredths (minor-unit-figures.ts, read by unsupportedClaims): a
 * hundred times a price of the source, or of two prices' gap where the line tells a gap, holds;
 * a wrong count, and a gap the line does not tell as one, are stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const BREAD = 'Our bakery raised bread from €2.50 to €2.80.';
const STAMP = 'A stamp went up from £1.10 to £1.35.';

describe('a price in hundredths', () => {
  it('keeps a gap in cents, pence, centimes, Cent, céntimos, centesimi', () => {
    expect(stopped('Bread now costs 30 cents more.', BREAD)).toEqual([]);
    expect(stopped('A stamp costs 25p more.', STAMP)).toEqual([]);
    expect(stopped('A stamp costs 25 pence more.', STAMP)).toEqual([]);
    const fr = 'Le pain passe de 1,20 € à 1,35 €.';
    expect(stopped('Le pain coûte 15 centimes de plus.', fr, 'fr')).toEqual([]);
    const de = 'Das Brot kostet jetzt 2,80 Euro statt 2,50 Euro.';
    expect(stopped('Das Brot kostet 30 Cent mehr.', de, 'de')).toEqual([]);
    const es = 'El pan sube de 1,20 euros a 1,35 euros.';
    expect(stopped('El pan cuesta 15 céntimos más.', es, 'es')).toEqual([]);
    const it = 'Il pane passa da 1,20 euro a 1,35 euro.';
    expect(stopped('Il pane costa 15 centesimi in più.', it, 'it')).toEqual([]);
  });

  it('keeps a gap in kopecks, grosze and Dutch cents', () => {
    const ru = 'Проезд подорожал с 2,50 до 2,80 рубля.';
    expect(stopped('Проезд подорожал на 30 копеек.', ru, 'ru')).toEqual([]);
    expect(stopped('Проезд подорожал на 40 копеек.', ru, 'ru')).toEqual(['40']);
    const pl = 'Bilet podrożał z 4,40 zł do 4,80 zł.';
    expect(stopped('Bilet podrożał o 40 groszy.', pl, 'pl')).toEqual([]);
    expect(stopped('Bilet podrożał o 50 groszy.', pl, 'pl')).toEqual(['50']);
    const nl = 'Het brood gaat van € 2,50 naar € 2,80.';
    expect(stopped('Het brood wordt 30 cent duurder.', nl, 'nl')).toEqual([]);
  });

  it('keeps a price under one unit in its hundredths', () => {
    const coffee = 'Coffee now costs $0.75 at the campus cafe.';
    expect(stopped('Coffee costs 75 cents at the campus cafe.', coffee)).toEqual([]);
  });

  it('stops a wrong count, and a gap told as no gap', () => {
    expect(stopped('Bread now costs 40 cents more.', BREAD)).toEqual(['40']);
    expect(stopped('A stamp costs 30 pence more.', STAMP)).toEqual(['30']);
    expect(stopped('Bread costs 30 cents.', BREAD)).toEqual(['30']);
    // A price told as a gap.
    expect(stopped('Bread now costs 250 cents more.', BREAD)).toEqual(['250']);
    expect(stopped('Bread now costs 280 cents.', BREAD)).toEqual([]);
    const coffee = 'Coffee now costs $0.75 at the campus cafe.';
    expect(stopped('Coffee costs 85 cents at the campus cafe.', coffee)).toEqual(['85']);
    // Two prices of two sentences tell no gap of one thing.
    const two = 'Bread costs €2.50. Milk costs €2.80.';
    expect(stopped('Milk costs 30 cents more.', two)).toEqual(['30']);
  });

  it('reads a count of cents apart from a whole price of the same digits', () => {
    // Each was a random case of the property below: the count matched a price's euros.
    const text = (low: string, high: string) => `The fare rises from €${low} to €${high}.`;
    expect(stopped('The fare costs 8 cents more.', text('8.00', '8.08'))).toEqual([]);
    expect(stopped('The fare costs 6 cents more.', text('5.99', '6.00'))).toEqual(['6']);
    expect(stopped('The fare costs 9 cents more.', text('8.92', '9.00'))).toEqual(['9']);
    expect(stopped('The fare costs 8 cents more.', text('8.92', '9.00'))).toEqual([]);
    expect(stopped('The fare is 6 cents.', 'The fare is €6.')).toEqual(['6']);
    expect(stopped('The fare is 60 cents.', 'The fare is 60 cents.')).toEqual([]);
    // A capital C is Celsius, no cent.
    expect(stopped('It was above 40C.', 'Heat above 40C and strong winds.')).toEqual([]);
  });

  it('keeps any gap in cents and stops any other count', () => {
    fc.assert(
      fc.property(
        // A fare of two euros or more: no count off the gap is also a fare in cents.
        fc.integer({ min: 200, max: 900 }),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 1, max: 20 }),
        (low, gap, off) => {
          const euros = (cents: number) => (cents / 100).toFixed(2);
          const text = `The fare rises from €${euros(low)} to €${euros(low + gap)}.`;
          expect(stopped(`The fare costs ${gap} cents more.`, text)).toEqual([]);
          const wrong = gap + off;
          expect(stopped(`The fare costs ${wrong} cents more.`, text)).toEqual([String(wrong)]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
