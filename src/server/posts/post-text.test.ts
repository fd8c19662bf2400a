/** The text rules: entities decoded once, code-point slicing, link expansion. */
import { describe, expect, it } from 'vitest';
import {
  codePointOffset,
  decodeHtmlEntities,
  renderPostText,
  sliceCodePoints,
  tidyText,
} from './post-text.ts';

describe('decodeHtmlEntities', () => {
  it('decodes the entities X escapes, and numeric ones', () => {
    expect(decodeHtmlEntities('a &amp; b &lt;3 &gt; c &#39;q&#x27; &quot;x&quot; &#128640;')).toBe(
      'a & b <3 > c \'q\' "x" 🚀',
    );
  });

  it('decodes only once, so a person who typed "&lt;" keeps seeing "&lt;"', () => {
    expect(decodeHtmlEntities('write &amp;lt;= and &amp;amp;')).toBe('write &lt;= and &amp;');
  });

  it('leaves unknown or impossible entities as they are', () => {
    expect(decodeHtmlEntities('&bogus; &#xD800; &#0; & alone')).toBe(
      '&bogus; &#xD800; &#0; & alone',
    );
  });
});

describe('sliceCodePoints', () => {
  it('counts an emoji as one position, as X entity indices do', () => {
    expect(sliceCodePoints('🧵🚀 thread', 1, 4)).toBe('🚀 t');
  });
});

describe('renderPostText', () => {
  it('expands t.co links, drops media links and decodes the text around them', () => {
    const text = renderPostText('Q&amp;A: https://t.co/AbCdEf1234 &lt;3 https://t.co/ZyXwVu9876', {
      expand: new Map([['https://t.co/AbCdEf1234', 'https://example.org/?a=1&amp;b=2']]),
      drop: new Set(['https://t.co/ZyXwVu9876']),
    });
    // The expanded URL is X's own, unescaped: it is never decoded a second time.
    expect(text).toBe('Q&A: https://example.org/?a=1&amp;b=2 <3');
  });

  it('keeps an unknown t.co link rather than losing it', () => {
    expect(
      renderPostText('see https://t.co/Unknown123', { expand: new Map(), drop: new Set() }),
    ).toBe('see https://t.co/Unknown123');
  });
});

describe('tidyText', () => {
  it('trims line ends and keeps at most one blank line', () => {
    expect(tidyText('  a  \r\n\n\n\nb \n')).toBe('a\n\nb');
  });
});

describe('codePointOffset', () => {
  it('turns X’s UTF-16 display range into the code points its entity indices count', () => {
    // syndication/1349129669258448897.json: range end 53 (UTF-16), the photo link at code point 52.
    const text = 'Hey you …\nYeah you Queen …\nYou’re gonna make it! 💕💕 https://t.co/LrqdIrbIyd';
    expect(codePointOffset(text, 53)).toBe(51);
    expect(sliceCodePoints(text, 0, codePointOffset(text, 53))).toBe(
      'Hey you …\nYeah you Queen …\nYou’re gonna make it! 💕💕',
    );
  });

  it('keeps an emoji whole when an offset falls inside it, and clamps past the end', () => {
    expect(codePointOffset('a💕b', 2)).toBe(2);
    expect(codePointOffset('a💕b', 99)).toBe(3);
    expect(codePointOffset('a💕b', 0)).toBe(0);
  });
});
