/** Times of posts: X's snowflake ids and the dates sources write. */
import { describe, expect, it } from 'vitest';
import { isoTime, snowflakeTime } from './post-source.ts';

describe('snowflakeTime', () => {
  it('reads the time an X id was handed out', () => {
    // X's notes: 1697322795510759929 was posted 2023-08-31T18:57:43Z.
    expect(snowflakeTime('1697322795510759929')).toBe('2023-08-31T18:57:43.839Z');
  });

  it('tells nothing of ids older than snowflakes, or of what is no id', () => {
    expect(snowflakeTime('20')).toBeUndefined();
    expect(snowflakeTime('29700859247')).toBeUndefined();
    expect(snowflakeTime('12a')).toBeUndefined();
    expect(snowflakeTime('99999999999999999999')).toBeUndefined();
  });
});

describe('isoTime', () => {
  it('writes ISO text, X’s legacy dates and epoch seconds as ISO 8601', () => {
    expect(isoTime('2026-02-16T11:24:04.000Z')).toBe('2026-02-16T11:24:04.000Z');
    expect(isoTime('Tue Mar 21 20:50:14 +0000 2006')).toBe('2006-03-21T20:50:14.000Z');
    expect(isoTime(1142974214)).toBe('2006-03-21T20:50:14.000Z');
  });

  it('answers nothing for what is no date', () => {
    for (const value of ['', 'yesterday', null, undefined, Number.NaN, 1e15]) {
      expect(isoTime(value)).toBeUndefined();
    }
  });
});
