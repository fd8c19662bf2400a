/**
 * Vietnamese "không" is "not" as often as it is zero (scripts/number-glue.ts's NOT_ALONE, h300): a
 * card's "khách đi metro không mất tiền" (riders pay nothing) was stopped as a figure 0 the post
 * lacked. Alone it is no figure now; the post's figures changed are still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const METRO =
  'Tuyến metro số 1 chính thức chở khách từ ngày 22/12. Trong 30 ngày đầu, hành khách được đi miễn phí. Sau đó giá vé từ 7.000 đến 20.000 đồng mỗi lượt.';
const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: METRO, lang: 'vi', names: ['', ''] }), 'normal');

describe('unsupportedClaims: Vietnamese "không" (not)', () => {
  it('keeps a line that says "not"', () => {
    expect(claims('Khách không phải trả tiền trong 30 ngày đầu.')).toEqual([]);
    expect(claims('Trong 30 ngày đầu, đi metro không tốn phí.')).toEqual([]);
    expect(claims('Giá vé không quá 20.000 đồng mỗi lượt.')).toEqual([]);
  });

  it("still stops the post's figures changed", () => {
    expect(claims('Khách không phải trả tiền trong 20 ngày đầu.').map((c) => c.kind)).toEqual([
      'figure',
    ]);
    expect(claims('Giá vé không quá 25.000 đồng mỗi lượt.').map((c) => c.kind)).toEqual(['figure']);
  });
});
