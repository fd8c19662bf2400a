import { describe, expect, it } from 'vitest';
import { hanDayUnits } from './han-day-units.ts';

const POST = '新表续航14天，重量仅32克。11月18日10点起在官网开启预售，11月25日正式发货。';

describe("a clock's hour given as a count of days", () => {
  it('stops days the post counts with another figure, its digits only an hour', () => {
    expect(hanDayUnits('极光Watch 5续航10天，重量仅32克。', POST)).toEqual(['10天']);
  });

  it("keeps the post's own count, and a figure the post holds otherwise", () => {
    expect(hanDayUnits('新表重32克，续航可达14天。', POST)).toEqual([]);
    expect(hanDayUnits('续航32天。', POST)).toEqual([]);
  });

  it('keeps a day count where the post counts no days in digits', () => {
    expect(hanDayUnits('续航10天。', '新表续航十天，11月18日10点起预售。')).toEqual([]);
  });
});
