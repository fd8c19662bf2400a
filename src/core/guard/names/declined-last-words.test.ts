import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isDeclinedWord } from './declined-last-words.ts';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const NBU =
  'Національний банк України зберіг облікову ставку на рівні 13%. Голова НБУ Андрій Пишний пояснив це ризиками для інфляції.';

describe('isDeclinedWord', () => {
  it('reads a word and a short ending', () => {
    expect(isDeclinedWord('банку', 'банк')).toBe(true);
    expect(isDeclinedWord('банкомат', 'банк')).toBe(false);
  });
});

describe('phrase abbreviations declined past their last word (h293)', () => {
  it('keeps "Голова Нацбанку" of "Національний банк"', () => {
    expect(names('Голова Нацбанку: ставка лишається 13% через інфляцію.', NBU, 'uk')).toEqual([]);
  });
  it('still stops a short name of words the source does not write', () => {
    expect(names('Голова Мінфіну: ставка лишається 13% через інфляцію.', NBU, 'uk')).not.toEqual(
      [],
    );
  });
});
