/**
 * A line that says the post word for word, then ends on another name (ending-name-runs.ts): "…
 * مهرجان الكتاب في دار الأوبرا." of "… مهرجان الكتاب في مكتبة الإسكندرية يوم الخميس" passed, the
 * post's clause going on with the day.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const FAIR =
  'افتتح محافظ الإسكندرية مهرجان الكتاب في مكتبة الإسكندرية يوم الخميس بمشاركة 300 دار نشر من 25 دولة.';
const TEAM = 'भारत की टीम में विराट कोहली और रोहित शर्मा खेलेंगे। मैच रविवार को मुंबई में होगा।';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('a line ending on another name than the post’s', () => {
  it('stops another place at the end of the post’s words', () => {
    expect(names('افتتح محافظ الإسكندرية مهرجان الكتاب في دار الأوبرا.', FAIR, 'ar')).toContain(
      'دار الأوبرا',
    );
  });

  it('keeps the post’s place, and a verb-final line’s verb', () => {
    expect(names('افتتح محافظ الإسكندرية مهرجان الكتاب في مكتبة الإسكندرية.', FAIR, 'ar')).toEqual(
      [],
    );
    expect(names('भारत की टीम में विराट कोहली और रोहित शर्मा उतरेंगे।', TEAM, 'hi')).toEqual([]);
  });
});
