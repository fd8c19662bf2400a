/**
 * A place of Han characters put at the end of the source's clause (han-frame-ends.ts): the
 * source's words up to "在" kept, then another place, is stopped; the source's own place, a verb
 * said otherwise and a figure's unit are kept. Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { changedHanFrameEnds } from './han-frame-ends.ts';

const TOUR =
  '歌手林晓雯宣布巡回演唱会将走进22座城市，首站3月7日在成都，终点站8月15日在北京鸟巢。门票280元至1680元，门票已经售罄。';

describe('changedHanFrameEnds', () => {
  it("stops another place after the source's frame", () => {
    expect(changedHanFrameEnds('林晓雯巡演终点站8月15日在上海，钱包哭了。', TOUR)).toEqual([
      '上海',
    ]);
    expect(changedHanFrameEnds('首站3月7日在重庆！冲！', TOUR)).toEqual(['重庆']);
    expect(changedHanFrameEnds('终点站8月15日在广州天河 😂', TOUR)).toEqual(['广州天河']);
  });

  it("keeps the source's place, a verb said otherwise and a unit", () => {
    expect(changedHanFrameEnds('终点站8月15日在北京鸟巢，钱包哭了。', TOUR)).toEqual([]);
    expect(changedHanFrameEnds('终点站8月15日在鸟巢体育场，冲！', TOUR)).toEqual([]);
    expect(changedHanFrameEnds('门票已经卖光。', TOUR)).toEqual([]);
    expect(changedHanFrameEnds('门票280元至1680万元，钱包哭了。', TOUR)).toEqual([]);
  });
});
