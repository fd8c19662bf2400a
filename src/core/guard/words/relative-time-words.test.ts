/**
 * A language's words of relative time, read from Intl (relative-time-words.ts): a Hindi line's
 * "अगले माह" (next month) is no name where the source says "अगले महीने"; a person beside it is.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { relativeTimeWords } from './relative-time-words.ts';
import { uncasedKey } from './uncased-words.ts';

const SAID = 'मंत्री ने कहा कि अगले महीने कीमतें बढ़ेंगी।';
const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: SAID, lang: 'hi' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('relativeTimeWords', () => {
  it('holds the month, the week and next of Hindi, Arabic, Persian and Hebrew', () => {
    expect(relativeTimeWords('hi')).toContain('माह');
    expect(relativeTimeWords('hi')).toContain('अगला');
    expect(relativeTimeWords('ar')).toContain(uncasedKey('الأسبوع', 'ar'));
    expect(relativeTimeWords('fa')).toContain(uncasedKey('آینده', 'fa'));
    expect(relativeTimeWords('he')).toContain('בעוד');
    expect(relativeTimeWords('hi')).not.toContain('राकेश');
  });

  it('keeps "next month" said in other words, and stops a name beside it', () => {
    expect(names('मंत्री के अनुसार अगले माह दाम बढ़ेंगे।')).toEqual([]);
    expect(names('मंत्री राकेश वर्मा के अनुसार अगले माह दाम बढ़ेंगे।')).toContain('राकेश वर्मा');
  });
});
