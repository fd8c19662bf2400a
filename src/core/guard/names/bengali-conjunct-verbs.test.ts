/**
 * A Bengali conjunct verb (bengali-conjunct-verbs.ts): "জারি করতে" (to issue) said for the
 * source's "দেখাতে" is kept; a changed figure beside it is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isBengaliConjunctVerb } from './bengali-conjunct-verbs.ts';

const STORM =
  'আবহাওয়া অধিদপ্তর জানিয়েছে, আগামী ৪৮ ঘণ্টায় চট্টগ্রাম ও সিলেট বিভাগে ভারী বৃষ্টি হতে পারে। সমুদ্রবন্দরগুলোকে ৩ নম্বর সতর্ক সংকেত দেখাতে বলা হয়েছে।';

const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: STORM, lang: 'bn' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('isBengaliConjunctVerb', () => {
  it('reads a noun and a form of "করা" or "হওয়া"', () => {
    expect(isBengaliConjunctVerb(['জারি', 'করতে'])).toBe(true);
    expect(isBengaliConjunctVerb(['শুরু', 'হবে'])).toBe(true);
  });
  it('reads no name with its ending, no verb after another, no longer run', () => {
    expect(isBengaliConjunctVerb(['রহিমকে', 'বলা'])).toBe(false);
    expect(isBengaliConjunctVerb(['হতে', 'হবে'])).toBe(false);
    expect(isBengaliConjunctVerb(['রহিম', 'উদ্দিন', 'করতে'])).toBe(false);
  });
});

describe('unsupportedClaims: a Bengali conjunct verb for the source’s verb', () => {
  it('keeps the line, stops a changed figure beside it', () => {
    expect(claims('সমুদ্রবন্দরে ৩ নম্বর সংকেত জারি করতে বলা হয়েছে।')).toEqual([]);
    expect(claims('সমুদ্রবন্দরে ৪ নম্বর সংকেত জারি করতে বলা হয়েছে।')).not.toEqual([]);
  });
});
