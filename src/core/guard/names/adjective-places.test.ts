import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isSourceAdjectivePlace } from './adjective-places.ts';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const DRILL =
  'Министерство обороны России сообщило об учениях в Калининградской области. В них участвуют 3000 военнослужащих.';

describe('isSourceAdjectivePlace', () => {
  it('reads a place on the stem of a source adjective', () => {
    expect(isSourceAdjectivePlace('Калининградом', { text: DRILL })).toBe(true);
    expect(isSourceAdjectivePlace('Калугой', { text: DRILL })).toBe(false);
  });
  it('reads no surname in "-ski" as a place’s adjective', () => {
    const text = 'Koncert odbędzie się w sobotę. Zagra pianista Jan Kowalski z Gdańska.';
    expect(isSourceAdjectivePlace('Kowalczyk', { text })).toBe(false);
    expect(isSourceAdjectivePlace('Kowalem', { text })).toBe(false);
  });
  it('reads no place sharing only a start', () => {
    expect(isSourceAdjectivePlace('Казахстане', { text: 'В Казанской области холодно.' })).toBe(
      false,
    );
  });
});

describe('unsupportedClaims: the place of a source’s adjective (h293)', () => {
  it('keeps "под Калининградом" of "в Калининградской области"', () => {
    expect(names('В учениях под Калининградом участвуют 3000 военных.', DRILL, 'ru')).toEqual([]);
  });
  it('still stops another place', () => {
    expect(names('В учениях под Псковом участвуют 3000 военных.', DRILL, 'ru')).not.toEqual([]);
  });
});
