/** Which posts of a long thread a Quote card shows. */
import { describe, expect, it } from 'vitest';
import { QUOTE_MAX_POSTS } from '#core/index.ts';
import { authorThreadWindow } from './author-thread.ts';

const numbers = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('authorThreadWindow', () => {
  it('keeps a short thread whole, in order, the post in its place', () => {
    expect(authorThreadWindow([1, 2], 3, [4])).toEqual([1, 2, 3, 4]);
    expect(authorThreadWindow([], 1, [])).toEqual([1]);
  });

  it(`starts at the thread’s opening while the post lies within its first ${QUOTE_MAX_POSTS}`, () => {
    expect(authorThreadWindow(numbers(1, 9), 10, numbers(11, 20))).toEqual(numbers(1, 10));
    expect(authorThreadWindow([1, 2], 3, numbers(4, 20))).toEqual(numbers(1, 10));
  });

  it('ends at the post when it lies deeper', () => {
    expect(authorThreadWindow(numbers(1, 14), 15, numbers(16, 20))).toEqual(numbers(6, 15));
  });
});
