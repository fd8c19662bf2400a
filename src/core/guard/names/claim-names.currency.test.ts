/**
 * Vietnamese writes the đồng's code with its own letter, "VNĐ" (claim-names.ts reads it as VND):
 * it was stopped as a name where the source says "đồng".
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const GOLD = 'Giá vàng tăng lên 85 triệu đồng mỗi lượng, tương đương khoảng 3.300 USD.';

const names = (line: string, text = GOLD) =>
  unsupportedClaims(line, claimSource({ text, lang: 'vi' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('"VNĐ", the đồng’s code in Vietnamese letters', () => {
  it('keeps it where the source writes the đồng', () => {
    expect(names('Giá vàng lên 85 triệu VNĐ mỗi lượng.')).toEqual([]);
  });

  it('still stops a seller put beside it, and the code where the source has no đồng', () => {
    expect(names('Giá vàng SJC lên 85 triệu VNĐ mỗi lượng.')).toEqual(['SJC']);
    expect(
      names('Giá vàng lên 85 triệu VNĐ mỗi lượng.', 'Giá vàng tăng lên 3.300 USD mỗi lượng.'),
    ).toEqual(['VNĐ']);
  });
});
