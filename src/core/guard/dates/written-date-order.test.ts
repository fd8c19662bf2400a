import { describe, expect, it } from 'vitest';
import { writesDayFirst, writesYearFirst, writtenDateOrder } from './written-date-order.ts';

describe('writtenDateOrder', () => {
  it('reads the order each language writes a numeric date in', () => {
    expect(writtenDateOrder('de')).toEqual(['day', 'month', 'year']);
    expect(writtenDateOrder('en-US')).toEqual(['month', 'day', 'year']);
    expect(writtenDateOrder('ko')).toEqual(['year', 'month', 'day']);
  });

  it('says day first, month first or year first as the date readers ask', () => {
    expect(['de', 'ru', 'fr', 'tr', 'id'].map(writesDayFirst)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['en', 'ja', 'zh'].map(writesDayFirst)).toEqual([false, false, false]);
    expect(['ja', 'zh', 'ko', 'de', 'en'].map(writesYearFirst)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('tells no order for a tag Intl cannot read', () => {
    expect(writtenDateOrder('not a tag')).toBeUndefined();
    expect(writesDayFirst('not a tag')).toBeUndefined();
  });
});
