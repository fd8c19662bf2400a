/**
 * A Chinese card of a post in Latin letters puts a place it writes by its sounds on a date
 * (dated-sound-places.ts): the source's place of that date is kept, another of its places there is
 * stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const names = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en', lineLang: 'zh' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const PRIZE =
  'Amara Okafor of the University of Edinburgh has won the prize. The award will be presented at a ceremony in Glasgow on 12 November.';
const TOUR = 'The band opens its tour in Lisbon on March 7. It ends in Madrid on August 15.';

describe('unsupportedClaims: a place a Chinese line puts on a date', () => {
  it('stops another of the source’s places put on the date', () => {
    expect(names('颁奖典礼将于11月12日在爱丁堡举行。', PRIZE)).toEqual(['爱丁堡']);
    expect(names('巡演将于8月15日在里斯本结束。', TOUR)).toEqual(['里斯本']);
  });

  it('keeps the place the source gives the date', () => {
    expect(names('该奖项将于11月12日在格拉斯哥颁发。', PRIZE)).toEqual([]);
    expect(names('巡演3月7日在里斯本开幕，8月15日在马德里结束。', TOUR)).toEqual([]);
  });

  it('reads no place where the source gives the date none of its own, or gives it beside both', () => {
    // The sentence is what ties a date to its places: one naming both dates names both places.
    const both = 'The band opens its tour in Lisbon on March 7 and ends it in Madrid on August 15.';
    expect(names('巡演将于8月15日在里斯本结束。', both)).toEqual([]);
    const founded =
      'Okafor studied at the University of Edinburgh. The prize is presented on 12 November.';
    expect(names('该奖项将于11月12日在爱丁堡颁发。', founded)).toEqual([]);
  });
});
