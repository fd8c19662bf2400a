/**
 * Two figures traded in a script that spaces phrases, not words (thai-script-swaps.ts): each
 * written after the letters the source writes before the other. Each in its place, reworded
 * around, or one alone is kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'th' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const MUSEUM =
  'พิพิธภัณฑสถานแห่งชาติ พระนคร จะกลับมาเปิดให้เข้าชมอีกครั้งในวันที่ 15 ธันวาคม ค่าเข้าชมสำหรับชาวไทย 30 บาท ชาวต่างชาติ 200 บาท เด็กอายุต่ำกว่า 12 ปีเข้าชมฟรี';

describe('thaiScriptSwaps: two figures traded where a space marks a phrase', () => {
  it('stops two visitor groups given each other’s price', () => {
    expect(stopped('ค่าเข้าชมสำหรับชาวไทย 200 บาท ชาวต่างชาติ 30 บาท', MUSEUM)).toEqual([
      '200 บาท',
      '30 บาท',
    ]);
  });

  it('keeps each price in its place, reworded around, and one price alone', () => {
    expect(stopped('ค่าเข้าชมสำหรับชาวไทย 30 บาท ชาวต่างชาติ 200 บาท', MUSEUM)).toEqual([]);
    expect(stopped('ค่าเข้าชม คนไทย 30 บาท ต่างชาติ 200 บาท', MUSEUM)).toEqual([]);
    expect(stopped('ชาวต่างชาติจ่าย 200 บาท', MUSEUM)).toEqual([]);
  });
});
