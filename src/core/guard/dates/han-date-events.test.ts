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

  // Round fifty: 公演 is said of the first show's date and of the whole tour with none.
  const TOUR =
    '4月18日の札幌公演を皮切りに、6都市で全9公演を行う。ファイナルは6月7日の大阪城ホール。12月5日正午から先行受付。';

  it("keeps a date whose words the post also says with no date, the post's own topic", () => {
    expect(hanDateEvents('ツアーの最終公演は6月7日、大阪城ホールで行われる。', TOUR)).toEqual([]);
  });

  it('still stops a date given a word the post says only of another date', () => {
    expect(hanDateEvents('札幌公演は6月7日に行われる。', TOUR)).toEqual(['6月7日']);
    expect(hanDateEvents('先行受付は6月7日に始まる。', TOUR)).toEqual(['6月7日']);
  });
});
