/**
 * A title the post writes in katakana, run together, read in an English card (round nineteen):
 * each of its words is the start or the end of the katakana run; a title the post never writes
 * is still a new name.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { spelledInKatakana } from './katakana-loans.ts';

const POST =
  '【速報】Nintendo Switch 2 本体は49,980円、ドンキーコングバナンザのセットは54,980円。Details: https://www.nintendo.com/jp/switch2/donkeykong';

const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: POST, lang: 'ja', lineLang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unsupportedClaims: a katakana title in an English card', () => {
  it("keeps the title's words, each a start or an end of the katakana run", () => {
    expect(names('A bundle with Donkey Kong Bananza costs 54,980 yen.')).toEqual([]);
  });

  it('stops a title the post never writes', () => {
    expect(names('A bundle with Pikmin costs 54,980 yen.')).toEqual(['Pikmin']);
  });
});

describe('spelledInKatakana', () => {
  const source = { text: 'セット版はマリオカート ワールド付き。' };

  it('reads the end of a run: "Kart" of マリオカート', () => {
    expect(spelledInKatakana('Kart', source)).toBe(true);
  });

  it('reads no word of fewer than three consonants, nor one the runs do not spell', () => {
    expect(spelledInKatakana('Mario', source)).toBe(false);
    expect(spelledInKatakana('Kirby', source)).toBe(false);
  });
});
