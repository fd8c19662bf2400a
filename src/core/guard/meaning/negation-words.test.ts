import { heb, tgl } from 'stopword';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { negationWordsOf } from './negation-words.ts';

describe('Hebrew negation words', () => {
  it('are taken from stopword’s Hebrew list, where they stand among its function words', () => {
    const words = [...(negationWordsOf('he')?.words ?? [])];
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) expect(heb).toContain(word);
  });

  it('let the guard see a negation a Hebrew line adds to its source’s clause', () => {
    const source = claimSource({
      text: 'הרכבת תפעיל קו חדש מחיפה לבאר שבע החל מיום ראשון. הנסיעה תימשך כשלוש שעות.',
      lang: 'he',
    });
    expect(
      unsupportedClaims('הרכבת לא תפעיל קו חדש מחיפה לבאר שבע.', source, 'normal').map(
        (claim) => claim.kind,
      ),
    ).toContain('negation');
    expect(unsupportedClaims('הרכבת תפעיל קו חדש מחיפה לבאר שבע.', source, 'normal')).toEqual([]);
  });
});

describe('Tagalog negation words (h281)', () => {
  it('are in stopword’s Tagalog list but "wala" (its "walang" before a noun is)', () => {
    for (const word of negationWordsOf('tl')?.words ?? []) {
      if (word !== 'wala') expect(tgl).toContain(word);
    }
  });

  it('let the guard see a Tagalog negation added or dropped, an idiom read as none', () => {
    const source = claimSource({ text: 'Walang pasok sa Maynila sa Hunyo 12.', lang: 'tl' });
    const kinds = (line: string) =>
      unsupportedClaims(line, source, 'normal').map((claim) => claim.kind);
    expect(kinds('May pasok sa Maynila sa Hunyo 12.')).toContain('negation');
    expect(kinds('Walang pasok sa Maynila sa Hunyo 12.')).toEqual([]);
    const opened = claimSource({ text: 'Binuksan muli ang museo noong Mayo 3.', lang: 'tl' });
    expect(
      unsupportedClaims('Hindi binuksan muli ang museo noong Mayo 3.', opened, 'normal').map(
        (claim) => claim.kind,
      ),
    ).toContain('negation');
    expect(negationWordsOf('tl')?.idioms.has('hindi lamang')).toBe(true);
  });
});
