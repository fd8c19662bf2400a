/**
 * A club's or a town's name a Chinese source writes by its sounds with no "·" (undotted-sound-
 * loans.ts): a translated line gives it back in its own letters and is kept; a name no window of
 * the source's characters sounds like is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isUndottedSoundLoan } from './undotted-sound-loans.ts';

const names = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'zh', lineLang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const MATCH = '本菲卡主场2比1战胜波尔图，球队重回榜首。';
const DERBY = '阿森纳周日将在主场迎战托特纳姆热刺。';

describe('unsupportedClaims: an unmarked sound loan in a line translated from Chinese', () => {
  it('keeps the club the source writes by its sounds', () => {
    expect(names('Benfica beat their rivals 2-1 at home and are top again.', MATCH)).toEqual([]);
    expect(names('On Sunday the home side hosts Tottenham.', DERBY)).toEqual([]);
  });

  it('stops a club no run of the source’s characters sounds like', () => {
    expect(names('The home side beat Lazio 2-1 and are top again.', MATCH)).toEqual(['Lazio']);
    expect(names('On Sunday the home side hosts Genoa.', DERBY)).toEqual(['Genoa']);
  });

  it('reads a window as long as the word’s syllables, four consonants at least', () => {
    expect(isUndottedSoundLoan('Benfica', { text: MATCH })).toBe(true);
    // "Benfica" spread over the whole post's characters is no loan: the window is three long.
    expect(isUndottedSoundLoan('Benfica', { text: '本周菲律宾队在卡塔尔比赛。' })).toBe(false);
    // Three consonants ("Porto": p, l, t) are met by chance in a post's characters.
    expect(isUndottedSoundLoan('Porto', { text: MATCH })).toBe(false);
  });
});
