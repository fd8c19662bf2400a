/**
 * A foreign person's name a Chinese source writes by its sounds, parts joined by "·"
 * (chinese-sound-loans.ts): a translated line gives it back in its own letters and is kept; a
 * name no dotted part sounds like is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { soundLoanKey } from './chinese-sound-loans.ts';

const names = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'zh', lineLang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const TRANSFER = '球员若昂·席尔瓦已同意签约至2030年。';
const SIGNING = '俱乐部宣布签下前锋卢卡斯·莫雷诺，合同至2029年。';

describe('unsupportedClaims: a dotted foreign name in a line translated from Chinese', () => {
  it('keeps the name the source writes by its sounds', () => {
    expect(names('Silva has agreed to a contract until 2030.', TRANSFER)).toEqual([]);
    expect(names('The club has signed striker Lucas Moreno until 2029.', SIGNING)).toEqual([]);
  });

  it('stops a name no part of the source’s sounds like', () => {
    expect(names('Midfielder Moreno has agreed to a contract until 2030.', TRANSFER)).toEqual([
      'Moreno',
    ]);
    expect(names('The club has signed striker Lucas Banega until 2029.', SIGNING)).toEqual([
      'Banega',
    ]);
  });

  it('reads the sounds a transcription trades as one', () => {
    expect(soundLoanKey('席尔瓦')).toBe(soundLoanKey('Silva'));
    expect(soundLoanKey('莫雷诺')).toBe(soundLoanKey('Moreno'));
  });
});
