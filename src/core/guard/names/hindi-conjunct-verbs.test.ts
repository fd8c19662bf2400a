/**
 * A Hindi conjunct verb (hindi-conjunct-verbs.ts): "खर्च कर" (spending) said for the source's
 * "देकर" is kept; a changed figure beside it and a name before its postposition are still read.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isHindiConjunctVerb } from './hindi-conjunct-verbs.ts';

const MATCH =
  'मुंबई इंडियंस ने चेन्नई सुपर किंग्स को 7 विकेट से हराया। बुमराह ने 4 ओवर में सिर्फ 18 रन देकर 3 विकेट लिए।';

const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: MATCH, lang: 'hi' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('isHindiConjunctVerb', () => {
  it('reads a noun and a form of "करना" or "होना"', () => {
    expect(isHindiConjunctVerb(['खर्च', 'कर'])).toBe(true);
    expect(isHindiConjunctVerb(['शुरू', 'किया'])).toBe(true);
    expect(isHindiConjunctVerb(['खत्म', 'होगा'])).toBe(true);
  });
  it('reads no name with its postposition, no light verb after another, no longer run', () => {
    expect(isHindiConjunctVerb(['सिराज', 'ने'])).toBe(false);
    expect(isHindiConjunctVerb(['सिराज', 'को'])).toBe(false);
    expect(isHindiConjunctVerb(['जा', 'कर'])).toBe(false);
    expect(isHindiConjunctVerb(['रोहित', 'शर्मा', 'कर'])).toBe(false);
  });
});

describe('unsupportedClaims: a Hindi conjunct verb for the source’s verb', () => {
  it('keeps the line, stops a changed figure beside it', () => {
    expect(claims('बुमराह ने 18 रन खर्च कर 3 विकेट चटकाए।')).toEqual([]);
    expect(claims('बुमराह ने 28 रन खर्च कर 3 विकेट चटकाए।')).toContainEqual('figure:28');
  });
});
