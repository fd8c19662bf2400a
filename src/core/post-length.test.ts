import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POST_LIMIT } from './constants.ts';
import { postLength } from './post-length.ts';

// Our own cases, one per behaviour of twitter-text's conformance suite (not copied here, as that
// suite's README asks), plus the emoji the unmaintained package miscounts.
const punycodeHost = (host: string): string => new URL(`http://${host}`).hostname;

describe('postLength', () => {
  it('counts an empty post as 0', () => {
    expect(postLength('')).toBe(0);
  });

  it('counts each Latin character, digit, space and newline as 1', () => {
    expect(postLength('Hello, world 42!\nBye')).toBe(20);
  });

  it('counts accented Latin as 1, whether typed composed or decomposed (NFC)', () => {
    expect(postLength('café')).toBe(4);
    expect(postLength('cafe\u0301')).toBe(4);
  });

  it('counts Chinese, Japanese and Korean characters as 2 each', () => {
    expect(postLength('日本語')).toBe(6);
    expect(postLength('안녕하세요')).toBe(10);
    expect(postLength('the 日本')).toBe(8);
  });

  it('counts the light General Punctuation ranges as 1 and the rest of that block as 2', () => {
    // En space, em dash, right quote, double prime: light. Ellipsis, bullet, LRE: not.
    expect(postLength('\u2002\u2014\u2019\u2033')).toBe(4);
    expect(postLength('\u2026\u2022\u202a')).toBe(6);
    expect(postLength('€')).toBe(2);
  });

  it('counts a ZWJ emoji sequence such as the mechanic 🧑‍🔧 as 2, not 5', () => {
    expect(postLength('🧑‍🔧')).toBe(2);
    expect(postLength('Fixed by 🧑‍🔧')).toBe(11);
    expect(postLength('👨‍👩‍👧‍👦')).toBe(2);
  });

  it('counts an emoji with a skin tone as 2', () => {
    expect(postLength('👍🏽')).toBe(2);
    expect(postLength('👩🏿‍💻')).toBe(2);
    expect(postLength('🙋🏻👩‍🚀')).toBe(4);
  });

  it('counts flags, subdivision flags and keycaps as 2', () => {
    expect(postLength('🇯🇵')).toBe(2);
    expect(postLength('🏴󠁧󠁢󠁳󠁣󠁴󠁿')).toBe(2);
    expect(postLength('1️⃣')).toBe(2);
    expect(postLength('#⃣')).toBe(2);
  });

  it('counts single emoji as 2, with or without the emoji variation selector', () => {
    expect(postLength('😀🎉🚀')).toBe(6);
    expect(postLength('❤️')).toBe(2);
    expect(postLength('☺')).toBe(2);
  });

  it('counts noncharacters and direction marks as 2', () => {
    expect(postLength('AB\uffffC\ufffe')).toBe(7);
    expect(postLength('\u202bABC\u202c')).toBe(7);
  });

  it('keeps a bare © as text (1) but counts the emoji ©️ as 2', () => {
    expect(postLength('©')).toBe(1);
    expect(postLength('©\ufe0f')).toBe(2);
  });

  it('counts a URL with a scheme as 23, however long', () => {
    expect(postLength('https://x.com/a')).toBe(23);
    expect(postLength(`Read https://example.com/${'p'.repeat(200)}?q=1&r=2`)).toBe(28);
    expect(postLength('HTTP://WWW.EXAMPLE.COM/index.html')).toBe(23);
  });

  it('counts a URL without a scheme as 23 when its TLD is a real one', () => {
    expect(postLength('example.com')).toBe(23);
    expect(postLength('www.example.com')).toBe(23);
    expect(postLength('see example.com/path/to/page?x=1')).toBe(27);
    expect(postLength('foo.co.jp')).toBe(23);
    expect(postLength('t.co')).toBe(23);
  });

  it('does not treat file names and abbreviations as URLs', () => {
    expect(postLength('readme.md')).toBe(9);
    expect(postLength('notes.txt')).toBe(9);
    expect(postLength('e.g. this')).toBe(9);
    expect(postLength('version 10.0')).toBe(12);
  });

  it('accepts any alphabetic TLD after a scheme but only listed TLDs without one', () => {
    expect(postLength('https://example.newtld')).toBe(23);
    expect(postLength('example.newtld')).toBe(14);
  });

  it('counts an internationalised domain as 23 when its punycode labels fit in 63', () => {
    expect(postLength('http://日本語.jp/')).toBe(23);
    expect(postLength('\u2066http://example.پاکستان/\u2069')).toBe(27);
  });

  it('counts an internationalised domain character by character when punycode overflows 63', () => {
    const label = `${'あいうえおかきくけこ'.repeat(5)}さしす`;
    expect(punycodeHost(`${label}.com`).split('.')[0]?.length).toBeGreaterThan(63);
    expect(postLength(`http://${label}.com`)).toBe(7 + 2 * label.length + 4);
  });

  it('counts a host label longer than 63 characters as plain text', () => {
    expect(postLength(`${'a'.repeat(63)}.com`)).toBe(23);
    expect(postLength(`${'a'.repeat(64)}.com`)).toBe(68);
    expect(postLength(`https://${'a'.repeat(64)}.com/foo https://ok.com`)).toBe(
      8 + 64 + 8 + 1 + 23,
    );
  });

  it('leaves trailing punctuation and brackets out of the URL', () => {
    expect(postLength('Visit example.com.')).toBe(30);
    expect(postLength('(see https://a.com/x)')).toBe(29);
    expect(postLength('https://a.com/wiki/Foo_(bar)!')).toBe(24);
  });

  it('does not count the domain of an e-mail address or a mention as a URL', () => {
    expect(postLength('mail me@example.com')).toBe(19);
    expect(postLength('@example.com')).toBe(12);
  });

  it('counts ten URLs separated by spaces as 240', () => {
    expect(postLength('https://example.org/hello '.repeat(10))).toBe(240);
  });

  it('puts 280 light characters exactly at the limit and 281 over it', () => {
    expect(postLength('a'.repeat(280))).toBe(POST_LIMIT);
    expect(postLength('a'.repeat(281))).toBe(POST_LIMIT + 1);
  });

  it('puts 140 CJK characters exactly at the limit and one more character over it', () => {
    expect(postLength('語'.repeat(140))).toBe(POST_LIMIT);
    expect(postLength(`${'語'.repeat(140)}a`)).toBe(POST_LIMIT + 1);
  });

  it('reaches the limit with a URL plus 257 characters, and 140 emoji sequences', () => {
    expect(postLength(`https://example.com/ ${'a'.repeat(256)}`)).toBe(POST_LIMIT);
    expect(postLength(`https://example.com/ ${'a'.repeat(257)}`)).toBe(POST_LIMIT + 1);
    expect(postLength('🧑‍🔧'.repeat(140))).toBe(POST_LIMIT);
  });

  it('counts long mixed text as the sum of its emoji, words and CJK, never cutting a sequence', () => {
    const pieces = ['🧑‍🔧', '👩🏿‍💻', '🇯🇵', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '1️⃣', '❤️', '日本語', 'héllo', ' ', '—', '안녕'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { minLength: 100, maxLength: 600 }),
        (parts) => {
          const expected = parts.reduce((sum, part) => sum + postLength(part), 0);
          expect(postLength(parts.join(''))).toBe(expected);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('never throws and gives a positive whole number for any non-empty string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const length = postLength(text);
        expect(Number.isInteger(length)).toBe(true);
        expect(length > 0).toBe(text !== '');
      }),
      { numRuns: 300 },
    );
  });
});
