/**
 * A number word that is its language's short weekday, written as one (weekday-number-words.ts):
 * Serbian "пет" (five, and Friday's short name) beside a date is no five; "пет улаза" is five.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'sr' }), 'normal').map((claim) => claim.text);

describe('a short weekday that is a number word', () => {
  const text = 'Утакмица се игра у петак, 12. децембра у 20 часова. Стадион има шест улаза.';

  it('keeps a card’s “пет, 12. децембра” (Friday) of a post with no five', () => {
    expect(stopped('Утакмица: пет, 12. децембра у 20 часова.', text)).toEqual([]);
    expect(stopped('Utakmica: pet. 12. decembra u 20 časova.', text)).toEqual([]);
  });

  it('reads “пет” as five elsewhere: a card’s five entrances of six are stopped', () => {
    expect(stopped('Стадион има пет улаза.', text)).toEqual(['пет']);
    expect(stopped('Стадион има шест улаза.', text)).toEqual([]);
  });
});
