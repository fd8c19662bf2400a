/**
 * A figure moved onto what another of the source's changed (change-subjects.ts): the words before
 * a line's word of change ("diesel giảm", "online grew") are the subject the source gives another
 * value. Each value with its own
 * subject, in other words of change, a subject the source gives several values, and a line with
 * one figure only where the source tells it, are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const RETAIL =
  'Group sales rose 6.8% to £1,214 million. Online sales grew 11.2% and now make up 38% of the total. Homeware was again the strongest category, with sales up 9.4%, while clothing sales rose 2.9%.';
const FUEL =
  'Từ 0h ngày 15/7, giá xăng RON 95 giảm 480 đồng/lít, còn 20.170 đồng/lít. Dầu diesel giảm 210 đồng, còn 18.340 đồng/lít.';

describe('changeSubjects: a change told of what another value changed', () => {
  it('stops a figure told of the subject of another value’s change', () => {
    expect(stopped('Online grew 9.4% in the quarter.', RETAIL)).toEqual(['9.4%']);
    expect(stopped('Online rose by 2.9% in the quarter.', RETAIL)).toEqual(['2.9%']);
    expect(
      stopped('Giá xăng RON 95 giảm 210 đồng/lít, dầu diesel giảm 480 đồng/lít.', FUEL, 'vi'),
    ).toEqual(['210 đồng', '480 đồng']);
  });

  it('keeps each value with its own subject, in other words of change', () => {
    expect(stopped('Online grew 11.2% and clothing rose 2.9%.', RETAIL)).toEqual([]);
    expect(stopped('Online sales were up 11.2%, now 38% of the total.', RETAIL)).toEqual([]);
    expect(stopped('Clothing sales increased 2.9%.', RETAIL)).toEqual([]);
    expect(
      stopped('Giá xăng RON 95 giảm 480 đồng/lít, dầu diesel giảm 210 đồng/lít.', FUEL, 'vi'),
    ).toEqual([]);
    expect(stopped('Dầu diesel giảm 210 đồng, còn 18.340 đồng/lít.', FUEL, 'vi')).toEqual([]);
  });

  it('reads a change read as a range by its amount ("grew 9.4% to 38% of sales")', () => {
    expect(stopped('Online grew 9.4% to 38% of sales.', RETAIL)).toEqual(['9.4% to 38%']);
    expect(stopped('Online rose 2.9% to 38% of the total.', RETAIL)).toEqual(['2.9% to 38%']);
    expect(stopped('Online grew 11.2% to 38% of sales.', RETAIL)).toEqual([]);
    expect(stopped('Group sales rose 6.8% to £1,214 million.', RETAIL)).toEqual([]);
  });

  it('keeps a subject the source gives several values, or none', () => {
    expect(stopped('Sales rose 6.8%.', RETAIL)).toEqual([]);
    expect(stopped('Homeware sales grew 9.4%.', RETAIL)).toEqual([]);
    expect(stopped('Sales of homeware rose 9.4%.', RETAIL)).toEqual([]);
  });
});
