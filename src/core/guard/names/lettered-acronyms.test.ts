/**
 * A Latin acronym an Indic source writes by its letters' names (lettered-acronyms.ts): a line
 * translated into English gives it back in capitals and is kept; an acronym the source does not
 * spell is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isLetteredAcronym } from './lettered-acronyms.ts';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const TAMIL = 'சென்னை ஐஐடி மாணவர்கள் புதிய செயற்கைக்கோளை வடிவமைத்துள்ளனர்.';
const HINDI = 'एनडीटीवी के अनुसार मुंबई में भारी बारिश हुई।';

describe('unsupportedClaims: an acronym a translated line gives back in capitals', () => {
  it('keeps the acronym the source writes by its letters’ names', () => {
    expect(names('Students at IIT Chennai have designed a new satellite.', TAMIL, 'ta')).toEqual(
      [],
    );
    expect(names('According to NDTV, heavy rain fell in Mumbai.', HINDI, 'hi')).toEqual([]);
  });

  it('stops an acronym whose letters the source does not spell', () => {
    expect(names('Students at NIT Chennai have designed a new satellite.', TAMIL, 'ta')).toEqual([
      'NIT',
    ]);
  });
});

describe('isLetteredAcronym', () => {
  it('reads letters such scripts do not tell apart as one ("BBC" of Tamil "pi-pi-ci")', () => {
    expect(isLetteredAcronym('BBC', { text: 'பிபிசி செய்தி' })).toBe(true);
    expect(isLetteredAcronym('BBC', { text: 'சிஎன்என் செய்தி' })).toBe(false);
  });

  it('reads no acronym against a source in Latin letters', () => {
    expect(isLetteredAcronym('IIT', { text: 'aiaiti' })).toBe(false);
  });
});
