/** Thai number words read as the figures they say, both ways (thai-word-figures.ts, issue 44). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'th' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

// A museum reopening "after two years of renovation", its prices in digits.
const MUSEUM =
  'พิพิธภัณฑสถานแห่งชาติ พระนคร จะกลับมาเปิดให้เข้าชมอีกครั้งในวันที่ 15 ธันวาคม หลังปิดปรับปรุงนานสองปี ค่าเข้าชมสำหรับชาวไทย 30 บาท ชาวต่างชาติ 200 บาท ใช้งบประมาณปรับปรุงทั้งหมด 350 ล้านบาท';

describe('Thai number words', () => {
  it("keeps a line's digits the source says in words", () => {
    expect(claims('เปิดอีกครั้ง 15 ธ.ค. หลังปิดปรับปรุง 2 ปี', MUSEUM)).toEqual([]);
  });

  it('stops a line whose digits the source says otherwise in words', () => {
    expect(claims('เปิดอีกครั้ง 15 ธ.ค. หลังปิดปรับปรุง 3 ปี', MUSEUM)).toEqual(['figure:3']);
  });

  it("checks a line's number words against the source's digits", () => {
    expect(claims('ค่าเข้าชมสำหรับชาวไทยสามสิบบาท', MUSEUM)).toEqual([]);
    expect(claims('ค่าเข้าชมสำหรับชาวไทยสี่สิบบาท', MUSEUM)).toEqual(['figure:40 บาท']);
    expect(claims('ใช้งบประมาณสามร้อยห้าสิบล้านบาท', MUSEUM)).toEqual([]);
    expect(claims('ใช้งบประมาณสามร้อยล้านบาท', MUSEUM)).toEqual(['figure:300000000 บาท']);
  });

  it('reads the words a few words around them in a long source, not beside its other figures', () => {
    const filler = 'ผู้เข้าชมสามารถตรวจสอบข้อมูลเพิ่มเติมได้ที่เว็บไซต์ '.repeat(60);
    const long = `${filler}${MUSEUM} ${filler}`;
    expect(claims('หลังปิดปรับปรุง 2 ปี', long)).toEqual([]);
    expect(claims('หลังปิดปรับปรุง 3 ปี', long)).toEqual(['figure:3']);
  });

  it('reads no figure in a scale word that is an everyday word, nor in "one" alone', () => {
    // "a very good museum", "once": no figure to hold.
    const said = claims('พิพิธภัณฑสถานแห่งชาติ พระนคร แสนดีที่เคยไปครั้งหนึ่ง', MUSEUM);
    expect(said.filter((claim) => claim.startsWith('figure'))).toEqual([]);
  });
});
