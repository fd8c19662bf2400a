/**
 * Two figures traded in a script without spaces (spaceless-swaps.ts): each written after the
 * characters the source writes before the other. Each in its own place, in any order, one alone,
 * a figure reworded around, and a line in English are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const TABLET =
  '星野科技新款平板「星野Pad S2」将于9月26日正式开售，起售价1999元，12GB+256GB版本售价2499元。首发当天购买还送价值299元的键盘。';
const TICKETS = 'コンサートのチケットは一般席8000円、学生席5000円で、明日から販売されます。';

describe('spacelessSwaps: two figures traded where no space marks a word', () => {
  it('stops two prices traded, in Chinese and Japanese', () => {
    expect(stopped('星野Pad S2起售价2499元，12GB+256GB版本售价1999元。', TABLET, 'zh')).toEqual([
      '2499元',
      '1999元',
    ]);
    expect(stopped('チケットは一般席5000円、学生席8000円。', TICKETS, 'ja')).toEqual([
      '5000円',
      '8000円',
    ]);
  });

  it('keeps each in its place, in either order, one alone, or reworded around', () => {
    expect(stopped('星野Pad S2起售价1999元，12GB+256GB版本售价2499元。', TABLET, 'zh')).toEqual([]);
    expect(stopped('12GB+256GB版本售价2499元，起售价1999元。', TABLET, 'zh')).toEqual([]);
    expect(stopped('星野Pad S2九月二十六日开售，1999元起。', TABLET, 'zh')).toEqual([]);
    expect(stopped('学生席は5000円、一般席は8000円です。', TICKETS, 'ja')).toEqual([]);
    expect(stopped('チケットは5000円と8000円。', TICKETS, 'ja')).toEqual([]);
  });

  it('keeps a line in a spaced script, whose words are read elsewhere', () => {
    expect(
      stopped(
        'The 12GB + 256GB version costs 2,499 yuan, and the tablet starts at 1,999 yuan.',
        TABLET,
        'zh',
      ),
    ).toEqual([]);
  });
});
