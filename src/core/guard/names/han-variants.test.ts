/**
 * Chinese in the other script (han-variants.ts): a simplified card of a traditional post, and the
 * reverse, is kept; another city named in either script is still stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { simplifiedHan, sourceHoldsHan } from './han-variants.ts';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, names: ['', ''] }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const BUS = '臺北市政府宣布3月5日起公車漲價。';

describe('unsupportedClaims: Chinese in the other script', () => {
  it('keeps the source’s words in simplified characters', () => {
    expect(names('台北市政府宣布公车涨价。', '臺北市政府宣布公車漲價。', 'zh')).toEqual([]);
    expect(names('台北市3月5日起公車漲價。', BUS, 'zh-TW')).toEqual([]);
    expect(names('臺北市政府宣布公車漲價。', '台北市政府宣布公车涨价。', 'zh')).toEqual([]);
  });

  it('stops another city in either script', () => {
    expect(names('台中市政府宣布公车涨价。', '臺北市政府宣布公車漲價。', 'zh')).not.toEqual([]);
    expect(names('臺中市政府宣布公車漲價。', '台北市政府宣布公车涨价。', 'zh')).not.toEqual([]);
  });
});

describe('sourceHoldsHan', () => {
  it('reads a word in either script, and not a word the source lacks', () => {
    expect(simplifiedHan('臺灣')).toBe('台湾');
    expect(sourceHoldsHan('台湾', { text: '臺灣大學' })).toBe(true);
    expect(sourceHoldsHan('臺灣', { text: '台湾大学' })).toBe(true);
    expect(sourceHoldsHan('香港', { text: '臺灣大學' })).toBe(false);
  });

  it('folds a text to itself once simplified, and holds any piece of its source', () => {
    const han = fc.string({ unit: fc.constantFrom(...'臺灣車價國台湾车价国北京大學学東东') });
    fc.assert(
      fc.property(han, fc.nat(), fc.nat(), (text, from, size) => {
        expect(simplifiedHan(simplifiedHan(text))).toBe(simplifiedHan(text));
        const start = from % (text.length + 1);
        const piece = text.slice(start, start + size);
        expect(sourceHoldsHan(simplifiedHan(piece), { text })).toBe(true);
        expect(sourceHoldsHan(piece, { text: simplifiedHan(text) })).toBe(true);
      }),
    );
  });
});
