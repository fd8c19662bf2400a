/**
 * A direction's word put where the source has another ("अधिक" of "ज़्यादा", more) is no name the
 * line adds (issue 44, precision): kept, while a turned direction and a name put in the same frame
 * still stop the line.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isDirectionWordRun } from './direction-word-runs.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const MARATHON =
  'दिल्ली हाफ मैराथन रविवार सुबह 6 बजे शुरू होगी। इसमें 5000 से ज़्यादा धावक हिस्सा लेंगे और पंजीकरण मुफ़्त है।';

describe('isDirectionWordRun: a word the direction table lists', () => {
  it('reads a Hindi "more" and "less", and a stem’s form, as direction words', () => {
    expect(isDirectionWordRun('अधिक', ['hi'])).toBe(true);
    expect(isDirectionWordRun('कम', ['hi'])).toBe(true);
    expect(isDirectionWordRun('बढ़ोतरी', ['hi'])).toBe(true);
  });

  it('reads no name, no run of two words, and no capitalised word by a stem', () => {
    expect(isDirectionWordRun('राहुल', ['hi'])).toBe(false);
    expect(isDirectionWordRun('से अधिक', ['hi'])).toBe(false);
    // "steig-" is German's rise; "Steiger" is a surname.
    expect(isDirectionWordRun('Steiger', ['de'])).toBe(false);
    expect(isDirectionWordRun('Mehr', ['de'])).toBe(true);
  });
});

describe('unsupportedClaims: a direction word in the source’s frame', () => {
  it('keeps a line that says "more than 5000" with the other word for more', () => {
    expect(claims('हाफ मैराथन में 5000 से अधिक धावक हिस्सा लेंगे।', MARATHON, 'hi')).toEqual([]);
  });

  it('still stops "fewer than 5000", and a place put for the source’s', () => {
    expect(claims('हाफ मैराथन में 5000 से कम धावक हिस्सा लेंगे।', MARATHON, 'hi')).not.toEqual([]);
    expect(claims('मुंबई हाफ मैराथन रविवार सुबह 6 बजे शुरू होगी।', MARATHON, 'hi')).toEqual(['name:मुंबई']);
  });
});
