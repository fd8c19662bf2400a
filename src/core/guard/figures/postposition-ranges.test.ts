/**
 * Ranges whose words the figures reader joins (postposition-ranges.ts, figure-words.ts's range
 * words), read by unsupportedClaims in a Normal line: Urdu's and Hindi's "3 سے 17 دسمبر تک", "5 से 10
 * मिनट तक" (the first end takes the month or unit of the last), Greek's "από 15 έως 120 €" (the first
 * end takes the currency); another end stays a claim, and "से" of a comparison ("than") no range.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { foldWord } from '../words/fold-word.ts';
import { joinsPostpositionRange } from './postposition-ranges.ts';

/** The word after a number, folded as the figures reader folds it. */
const joins = (word: string, after: string) =>
  joinsPostpositionRange(foldWord(word, false), after, 0);

const TUNNEL = 'کوہاٹ ٹنل 3 دسمبر سے 17 دسمبر تک ہر رات بند رہے گی۔';
const TICKETS =
  'Οι τιμές των εισιτηρίων ξεκινούν από 15 ευρώ και φτάνουν τα 120 ευρώ, ενώ οι φοιτητές πληρώνουν 10 ευρώ.';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('unsupportedClaims: a range’s first end with the last end’s month or currency', () => {
  it('keeps the source’s two ends', () => {
    expect(claims('کوہاٹ ٹنل 3 سے 17 دسمبر تک ہر رات بند رہے گی۔', TUNNEL, 'ur')).toEqual([]);
    expect(claims('Τα εισιτήρια κοστίζουν από 15 έως 120 €.', TICKETS, 'el')).toEqual([]);
  });

  it('stops another end', () => {
    expect(claims('کوہاٹ ٹنل 3 سے 27 دسمبر تک ہر رات بند رہے گی۔', TUNNEL, 'ur')).toEqual([
      'figure:27',
    ]);
    expect(claims('Τα εισιτήρια κοστίζουν από 25 έως 120 €.', TICKETS, 'el')).toEqual([
      'figure:25 έως 120 €',
    ]);
  });

  it('joins "سے"/"से" only where "تک"/"तक" closes the second end', () => {
    expect(joins('से', ' 10 मिनट तक')).toBe(true);
    expect(joins('سے', ' 17 دسمبر تک')).toBe(true);
    // "12% more than 2011": no range.
    expect(joins('से', ' 12% ज़्यादा है।')).toBe(false);
    expect(joins('to', ' 10 minutes')).toBe(false);
  });
});

describe('a Turkish range closed by "arasında" (h246)', () => {
  const aid = 'Hükümet 10 ile 20 milyar lira arasında destek verecek.';

  it('keeps the range written with a dash, stops another scale', () => {
    expect(claims('Hükümet 10-20 milyar TL destek verecek.', aid, 'tr')).toEqual([]);
    expect(claims('Hükümet 10-20 milyon TL destek verecek.', aid, 'tr')).toEqual([
      'figure:10-20 milyon TL',
    ]);
  });

  it('joins "ile" only where "arasında" closes the second end', () => {
    expect(joins('ile', ' 20 milyar lira arasında')).toBe(true);
    expect(joins('ve', ' 20 milyon TL arasındaki')).toBe(true);
    // "10 ile 20 kişi geldi": no range, two numbers.
    expect(joins('ile', ' 20 kişi geldi.')).toBe(false);
  });
});
