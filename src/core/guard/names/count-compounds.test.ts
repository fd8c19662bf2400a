/**
 * A sentence's first word made of the source's count and its noun (count-compounds.ts): "Девяти-
 * дневная забастовка" of "девять дней" is kept; another count or noun is still stopped as a name.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('a count joined to its noun', () => {
  it('keeps the source’s count and noun made one word, in words or digits', () => {
    expect(claims('Девятидневная забастовка.', 'Забастовка длилась девять дней.', 'ru')).toEqual(
      [],
    );
    expect(claims('Девятидневная забастовка.', 'Забастовка длилась 9 дней.', 'ru')).toEqual([]);
    expect(claims('Пятилетняя забастовка закончилась.', 'Она длилась пять лет.', 'ru')).toEqual([]);
    expect(
      claims('Dziewięciodniowy strajk się skończył.', 'Strajk trwał dziewięć dni.', 'pl'),
    ).toEqual([]);
    expect(claims('Pięcioletni strajk się skończył.', 'Strajk trwał 5 lat.', 'pl')).toEqual([]);
    expect(claims('Neuntägiger Streik beendet.', 'Der Streik dauerte neun Tage.', 'de')).toEqual(
      [],
    );
  });

  it('stops another count or another noun', () => {
    expect(claims('Семидневная забастовка.', 'Забастовка длилась девять дней.', 'ru')).toEqual([
      'Семидневная',
    ]);
    expect(claims('Девятилетняя забастовка.', 'Забастовка длилась девять дней.', 'ru')).toEqual([
      'Девятилетняя',
    ]);
    expect(
      claims('Dziewięciodniowy strajk się skończył.', 'Strajk trwał osiem dni.', 'pl'),
    ).toEqual(['Dziewięciodniowy']);
    expect(claims('Neuntägiger Streik beendet.', 'Der Streik dauerte acht Tage.', 'de')).toEqual([
      'Neuntägiger',
    ]);
  });

  it('keeps a Russian strike of any count of days from five to nine written so, and no other', () => {
    const stems = ['Пяти', 'Шести', 'Семи', 'Восьми', 'Девяти'];
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 9 }), fc.integer({ min: 5, max: 9 }), (days, said) => {
        const line = `${stems[said - 5]}дневная забастовка.`;
        const found = claims(line, `Забастовка длилась ${days} дней.`, 'ru');
        expect(found).toEqual(days === said ? [] : [line.split(' ')[0]]);
      }),
      { numRuns: 25 },
    );
  });
});
