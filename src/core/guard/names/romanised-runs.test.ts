import { describe, expect, it } from 'vitest';
import { type RomanisedScript, romanisedRuns } from './romanised-runs.ts';

const HANGUL: RomanisedScript = {
  letter: /\p{Script=Hangul}/gu,
  run: /\p{Script=Hangul}+/gu,
  alike: (letters) => letters,
};
const HAN: RomanisedScript = {
  letter: /\p{Script=Han}/gu,
  run: /\p{Script=Han}+/gu,
  alike: (letters) => letters.replace(/zh/g, 'z'),
  otherLanguage: (text) => /\p{Script=Hiragana}/u.test(text),
};

describe('romanisedRuns', () => {
  it("reads a mostly-Korean source's Hangul runs in Latin letters", () => {
    expect(romanisedRuns({ text: '손흥민 2골! Spurs 승리' }, HANGUL, new WeakMap())).toEqual([
      'sonheungmin',
      'gol',
      'seungli',
    ]);
  });

  it("writes each run through the reader's own alike spellings", () => {
    expect(romanisedRuns({ text: '重庆队 2:1' }, HAN, new WeakMap())).toEqual(['zongqingdui']);
  });

  it('reads nothing of a source mostly in another script, or in another language', () => {
    expect(
      romanisedRuns({ text: 'Son Heung-min (손흥민) scored twice' }, HANGUL, new WeakMap()),
    ).toBe(null);
    expect(romanisedRuns({ text: '東京で雨が降る' }, HAN, new WeakMap())).toBe(null);
  });

  it('reads a source once for all its lines', () => {
    const cache = new WeakMap<object, readonly string[] | null>();
    const source = { text: '해민' };
    const first = romanisedRuns(source, HANGUL, cache);
    expect(romanisedRuns(source, HANGUL, cache)).toBe(first);
  });
});
