/**
 * An English compound noun's plural opening a translated line (joined-plurals.ts): "Hailstones"
 * is a word though English's common words lack "hail"; a name opening the sentence, ending on no
 * plural noun ("Hastings"), is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isJoinedEnglishPlural } from './joined-plurals.ts';

const STORM = 'Am Abend drohen Gewitter mit Hagelkörnern bis 2 cm und Sturmböen bis 90 km/h.';

const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: STORM, lang: 'de', lineLang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unsupportedClaims: a compound plural opening a line translated into English', () => {
  it('keeps a compound noun’s plural as the first word', () => {
    expect(names('Hailstones of up to 2 cm are possible in the evening.')).toEqual([]);
  });

  it('stops a place opening the sentence that ends on no plural noun', () => {
    expect(names('Hastings could see hail of up to 2 cm in the evening.')).toEqual(['Hastings']);
  });
});

describe('isJoinedEnglishPlural', () => {
  it('reads a head of four letters before a common noun’s plural', () => {
    expect(isJoinedEnglishPlural('Hailstones')).toBe(true);
    expect(isJoinedEnglishPlural('Raindrops')).toBe(true);
  });

  it('reads no surname ending on a short or no word', () => {
    for (const name of ['Hastings', 'Jennings', 'Edwards', 'Williams', 'Matthews']) {
      expect(isJoinedEnglishPlural(name)).toBe(false);
    }
  });
});
