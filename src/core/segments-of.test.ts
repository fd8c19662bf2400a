import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { segmentsOf } from './segments-of.ts';

const words = (segmenter: Intl.Segmenter, text: string, all = false) =>
  [...(all ? segmenter.segment(text) : segmentsOf(segmenter, text))]
    .filter((part) => part.isWordLike)
    .map((part) => `${part.index}:${part.segment}`);

const graphemes = (segmenter: Intl.Segmenter, text: string, all = false) =>
  [...(all ? segmenter.segment(text) : segmentsOf(segmenter, text))].map(
    (part) => `${part.index}:${part.segment}`,
  );

describe('segmentsOf', () => {
  it("reads a long text's words as the whole text's segmenter does, at their places in it", () => {
    const english = new Intl.Segmenter('en', { granularity: 'word' });
    const text = 'The ferry to Vaxholm leaves at 09:15, not 09:45. '.repeat(60);
    expect(words(english, text)).toEqual(words(english, text, true));
    const parts = [...segmentsOf(english, text)];
    expect(parts.map((part) => part.segment).join('')).toBe(text);
    expect(parts.every((part) => part.input === text)).toBe(true);
  });

  it('keeps a run of spaces one segment, as the whole text does', () => {
    const english = new Intl.Segmenter('en', { granularity: 'word' });
    const text = 'The  ferry   leaves\r\nat 9. '.repeat(100);
    expect(graphemes(english, text)).toEqual(graphemes(english, text, true));
  });

  it('reads Chinese and Japanese without spaces in pieces cut after their punctuation', () => {
    const chinese = new Intl.Segmenter('zh', { granularity: 'word' });
    const text = '市政府宣布，地铁三号线将于五月三日开通，票价为三元。'.repeat(80);
    expect(text.length).toBeGreaterThan(2000);
    expect(words(chinese, text)).toEqual(words(chinese, text, true));
    const japanese = new Intl.Segmenter('ja', { granularity: 'word' });
    const kana = '東京都は五月三日に新しい図書館を開いた。'.repeat(80);
    expect(words(japanese, kana)).toEqual(words(japanese, kana, true));
  });

  it('never cuts a grapheme: emoji sequences, marks and a CR LF stay whole', () => {
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    const text = 'family 👨‍👩‍👧 flag 🇸🇪 e\u0301 thumbs 👍🏽\r\n'.repeat(40);
    expect(graphemes(segmenter, text)).toEqual(graphemes(segmenter, text, true));
  });

  it('cuts a run of letters with no space nor punctuation only between two characters', () => {
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    const text = '𝒜e\u0301'.repeat(1000);
    const parts = graphemes(segmenter, text);
    expect(parts).toEqual(graphemes(segmenter, text, true));
  });

  it('gives the same words as the whole text for any text with a space or a stop now and then', () => {
    const piece = fc.constantFrom(
      'word',
      'Zürich',
      'année',
      '東京',
      '市政府',
      'สวัสดี',
      '서울시',
      'القاهرة',
      '12:30',
      '3,5',
      "don't",
      '👍🏽',
      'e\u0301',
    );
    const gap = fc.constantFrom(' ', ', ', '. ', '，', '。', '\n', ' - ');
    const text = fc
      .array(fc.tuple(fc.array(piece, { minLength: 1, maxLength: 4 }), gap), {
        minLength: 1,
        maxLength: 400,
      })
      .map((runs) => runs.map(([letters, stop]) => letters.join('') + stop).join(''));
    const segmenter = new Intl.Segmenter('en', { granularity: 'word' });
    const grapheme = new Intl.Segmenter('en', { granularity: 'grapheme' });
    fc.assert(
      fc.property(text, (sample) => {
        expect(words(segmenter, sample)).toEqual(words(segmenter, sample, true));
        expect(graphemes(grapheme, sample)).toEqual(graphemes(grapheme, sample, true));
      }),
      { numRuns: 60 },
    );
  });
});
