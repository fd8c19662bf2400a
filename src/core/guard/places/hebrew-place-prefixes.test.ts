import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { rareSwaps } from '../names/rare-swaps.ts';
import { unsupportedClaims } from '../unsupported-claims.ts';
import { hebrewPlacePrefix } from './hebrew-place-prefixes.ts';

const KNES = claimSource({
  text: 'כנס המורים השנתי ייערך במלון "נוף ים" בנתניה, שם יתקיים גם טקס הסיום. ההרשמה נפתחת מחר.',
  lang: 'he',
});
const names = (line: string) =>
  unsupportedClaims(line, KNES, 'normal').filter((claim) => claim.kind === 'name');

describe('a Hebrew place with its letter of place put for the source’s', () => {
  it('reads the letter of place, after "and" or "that" too', () => {
    expect(hebrewPlacePrefix('ברמלה')).toBe('ב');
    expect(hebrewPlacePrefix('ולחיפה')).toBe('ל');
    expect(hebrewPlacePrefix('שמאילת')).toBe('מ');
    expect(hebrewPlacePrefix('רמלה')).toBeUndefined();
  });

  it('stops "in Ashdod" of the source’s "in Netanya", the clause going on as the source’s', () => {
    const line = 'כנס המורים ייערך במלון "נוף ים" באשדוד, שם יתקיים גם טקס הסיום.';
    expect(rareSwaps(line.replace(/"[^"]+"/u, ' '), KNES)).toEqual(['באשדוד']);
    expect(names(line).map((claim) => claim.text)).toContain('באשדוד');
  });

  it('keeps the source’s place, and a place put in other words or with another letter', () => {
    expect(names('כנס המורים ייערך במלון "נוף ים" בנתניה, שם יתקיים גם טקס הסיום.')).toEqual([]);
    expect(rareSwaps('כנס המורים ייערך במלון בעיר, שם יתקיים גם טקס הסיום.', KNES)).toEqual([]);
    expect(rareSwaps('כנס המורים ייערך במלון ליד נתניה, שם יתקיים גם טקס הסיום.', KNES)).toEqual(
      [],
    );
  });
});
