/** A Devanagari or Bengali word in either common spelling is one word (indic-spelling.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { indicSpelling } from './indic-spelling.ts';

const sales = 'मुंबई में घरों की बिक्री 12% बढ़कर 1,41,302 यूनिट हो गई।';
const stopped = (line: string, text: string, lang = 'hi') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('indicSpelling', () => {
  it('reads a nasal of its consonant’s class, the candrabindu and the nukta as one spelling', () => {
    expect(indicSpelling('मुम्बई')).toBe(indicSpelling('मुंबई'));
    expect(indicSpelling('हिन्दी')).toBe('हिंदी');
    expect(indicSpelling('पञ्जाब')).toBe('पंजाब');
    expect(indicSpelling('चाँद')).toBe('चांद');
    expect(indicSpelling('फ़िल्म')).toBe('फिल्म');
    expect(indicSpelling('সঙ্গীত')).toBe('সংগীত');
  });

  it('keeps a nasal before a consonant of another class, and other scripts', () => {
    expect(indicSpelling('अन्य')).toBe('अन्य');
    expect(indicSpelling('जन्म')).toBe('जन्म');
    expect(indicSpelling('सम्मान')).toBe('सम्मान');
    expect(indicSpelling('Mumbai')).toBe('Mumbai');
  });

  it('keeps a line spelling the source’s name or word the other way', () => {
    expect(stopped('मुम्बई में घरों की बिक्री में बारह फ़ीसदी की बढ़ोतरी हुई।', sales)).toEqual([]);
    expect(
      stopped('हिन्दी फिल्म उद्योग ने ज्यादा कमाई की।', 'हिंदी फ़िल्म उद्योग ने ज़्यादा कमाई की।'),
    ).toEqual([]);
    expect(stopped('पञ्जाब में बाढ से 40 गाँव डूब गए।', 'पंजाब में बाढ़ से 40 गांव डूब गए।')).toEqual([]);
    expect(stopped('সঙ্গীত উৎসবে ৫০০ জন এসেছে।', 'সংগীত উৎসবে ৫০০ জন এসেছে।', 'bn')).toEqual([]);
  });

  it('still stops the name where the source names another place', () => {
    expect(stopped('मुम्बई में घरों की बिक्री बढ़ी।', sales.replace('मुंबई', 'दिल्ली'))).toEqual(['मुम्बई']);
    expect(stopped('हरियाणा में बाढ़ से 40 गांव डूब गए।', 'पंजाब में बाढ़ से 40 गांव डूब गए।')).toEqual([
      'हरियाणा',
    ]);
  });
});
