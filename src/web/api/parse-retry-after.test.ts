import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './parse-retry-after.ts';
import { tooManyRequestsMessage } from './too-many-requests-message.ts';

describe('parseRetryAfter', () => {
  it('reads a number of seconds', () => {
    expect(parseRetryAfter('42')).toBe(42);
  });

  it('turns an HTTP date into seconds from now, rounded up', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(parseRetryAfter('Tue, 01 Jan 2030 00:00:09 GMT', now - 500)).toBe(10);
  });

  it('ignores a missing or unreadable header', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('tooManyRequestsMessage', () => {
  it('says how many seconds to wait', () => {
    expect(tooManyRequestsMessage(30)).toBe('Too many requests. Please try again in 30 seconds.');
    expect(tooManyRequestsMessage(1)).toBe('Too many requests. Please try again in 1 second.');
  });

  it('falls back to a minute when the server gave no time', () => {
    expect(tooManyRequestsMessage(undefined)).toBe(
      'Too many requests. Please try again in a minute.',
    );
  });
});
