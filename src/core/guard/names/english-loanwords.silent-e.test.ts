/**
 * English words with a silent "e" written in Devanagari (english-loanwords.ts): "फेज़" (phase),
 * "रेट" (rate) say the "a" as "े" and the "s" as "ज़"; a blind probe found "दूसरे फेज़" of "दूसरे
 * चरण" stopped as a name.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isEnglishLoanword } from './english-loanwords.ts';

const METRO = 'मेट्रो के दूसरे चरण के लिए 2,000 करोड़ रुपये मंजूर किए गए।';

const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: METRO, lang: 'hi' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('an English word with a silent "e" in Devanagari', () => {
  it('hears "phase", "rate", "rose" in "फेज़", "रेट", "रोज़", and names still as names', () => {
    expect(isEnglishLoanword('फेज़')).toBe(true);
    expect(isEnglishLoanword('रेट')).toBe(true);
    expect(isEnglishLoanword('जॉन')).toBe(false);
    expect(isEnglishLoanword('केट')).toBe(false);
    expect(isEnglishLoanword('पेरिस')).toBe(false);
  });

  it('keeps "फेज़" for the source’s "चरण", and stops a city put before it', () => {
    expect(names('मेट्रो के दूसरे फेज़ के लिए 2,000 करोड़ रुपये मंजूर किए गए।')).toEqual([]);
    expect(names('मेट्रो के पुणे फेज़ के लिए 2,000 करोड़ रुपये मंजूर किए गए।')).toEqual(['पुणे फेज़']);
  });
});
