import { heb } from 'stopword';
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
