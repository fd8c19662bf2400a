import { describe, expect, it } from 'vitest';
import { hanDateEvents } from './han-date-events.ts';

const POST = '极光Watch 5今天发布。11月18日10点起在官网开启预售，11月25日正式发货。';

describe("two dates' events traded in Chinese", () => {
  it('stops each date given the event the post ties to the other', () => {
    expect(
      hanDateEvents('极光Watch 5将于11月18日正式发货，11月25日在官网开启预售。', POST),
    ).toEqual(['11月18日', '11月25日']);
  });

  it('keeps the dates with their own events, in other words or with a shortened date', () => {
    expect(hanDateEvents('官网11月18日上午10点开始预售，25日正式发货。', POST)).toEqual([]);
    expect(hanDateEvents('11月18日开启预售，11月25日正式发货。', POST)).toEqual([]);
  });

  it('keeps a line where the post dates only one event', () => {
    expect(
      hanDateEvents('11月18日正式发货。', '11月18日10点起在官网开启预售，随后正式发货。'),
    ).toEqual([]);
  });
});
