/** A source's slashed date read in its language's order only (short-date-order.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const EXPO = '上海车展 3/28 – 4/2 举行，门票 100 元。';
const SALE = 'The spring sale runs 3/28 – 4/2, tickets $10.';

describe('inWrittenOrder', () => {
  it('keeps the source’s range across months restated', () => {
    expect(stopped('上海车展 3/28 – 4/2 举行。', EXPO, 'zh')).toEqual([]);
    expect(stopped('The motor show runs March 28 – April 2.', EXPO, 'zh')).toEqual([]);
  });

  it('stops its last day changed, no longer held by the date read the other way round', () => {
    expect(stopped('上海车展 3/28 – 4/4 举行。', EXPO, 'zh')).toEqual(['4/4']);
  });

  it('reads an English source either way round, as its writers write it', () => {
    expect(stopped('The spring sale runs 28 March – 2 April.', SALE, 'en')).toEqual([]);
    expect(stopped('The spring sale ends on 4 February.', SALE, 'en')).toEqual([]);
  });
});
