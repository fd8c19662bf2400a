import { describe, expect, it } from 'vitest';
import { MAX_REMEMBERED_CHARS, rememberLines } from './remember-lines.ts';

describe('rememberLines', () => {
  it('reads a line once and answers it from memory after', () => {
    let reads = 0;
    const rule = rememberLines((line: string) => {
      reads += 1;
      return line.length;
    });
    expect(rule('a card line')).toBe(11);
    expect(rule('a card line')).toBe(11);
    expect(reads).toBe(1);
  });

  it('does not keep a whole long text: it is read again each time', () => {
    let reads = 0;
    const rule = rememberLines((line: string) => {
      reads += 1;
      return line.length;
    });
    const long = 'word '.repeat(MAX_REMEMBERED_CHARS);
    expect(rule(long)).toBe(long.length);
    expect(rule(long)).toBe(long.length);
    expect(reads).toBe(2);
  });
});
