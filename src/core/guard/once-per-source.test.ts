/** oncePer (once-per-source.ts): a source's reading made once, and each source read apart. */
import { describe, expect, it } from 'vitest';
import { oncePer } from './once-per-source.ts';

describe('oncePer', () => {
  it('gives a second call the first call’s reading without reading again', () => {
    let reads = 0;
    const words = oncePer((source: { text: string }) => {
      reads++;
      return source.text.split(' ');
    });
    const source = { text: 'two words' };
    const first = words(source);
    expect(first).toEqual(['two', 'words']);
    expect(words(source)).toBe(first);
    expect(reads).toBe(1);
  });

  it('reads two sources apart, even when their texts are the same', () => {
    let reads = 0;
    const words = oncePer((source: { text: string }) => {
      reads++;
      return source.text.split(' ');
    });
    const one = { text: 'same text' };
    const other = { text: 'same text' };
    expect(words(one)).not.toBe(words(other));
    expect(words({ text: 'a post' })).toEqual(['a', 'post']);
    expect(reads).toBe(3);
  });

  it('gives each source its own reading when sources take turns (the last one asked is kept apart)', () => {
    let reads = 0;
    const length = oncePer((source: { text: string }) => {
      reads++;
      return source.text.length;
    });
    const short = { text: 'a' };
    const long = { text: 'a longer post' };
    expect([short, long, short, short, long].map(length)).toEqual([1, 13, 1, 1, 13]);
    expect(reads).toBe(2);
  });

  it('keeps a reading that is undefined, false or 0 rather than reading again', () => {
    let reads = 0;
    const nothing = oncePer((_source: object) => {
      reads++;
      return reads === 1 ? undefined : 'read again';
    });
    const falsy = oncePer((source: { n: number }) => {
      reads++;
      return source.n > 1;
    });
    const source = { n: 0 };
    expect(nothing(source)).toBeUndefined();
    expect(nothing(source)).toBeUndefined();
    expect(falsy(source)).toBe(false);
    expect(falsy(source)).toBe(false);
    expect(reads).toBe(2);
  });
});
