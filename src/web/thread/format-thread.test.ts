import { describe, expect, it } from 'vitest';
import { formatThread, xIntentUrl } from './format-thread.ts';

describe('formatThread', () => {
  it('numbers each post n/N and separates posts by a blank line', () => {
    expect(formatThread(['One.', 'Two.', 'Three.'])).toBe('1/3 One.\n\n2/3 Two.\n\n3/3 Three.');
  });
});

describe('xIntentUrl', () => {
  it("opens X's composer with the text encoded", () => {
    expect(xIntentUrl('Hello & bye #tag')).toBe(
      'https://x.com/intent/post?text=Hello%20%26%20bye%20%23tag',
    );
  });

  it('stays a valid link while an emoji is half typed', () => {
    expect(xIntentUrl('oops \uD83C')).toBe('https://x.com/intent/post?text=oops%20%EF%BF%BD');
  });
});
