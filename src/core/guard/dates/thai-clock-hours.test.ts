/**
 * Thai's watches of the day (thai-clock-hours.ts, h268): "หกโมงเช้า" is 06:00, "บ่ายสองโมง" 14:00,
 * "สองทุ่ม" 20:00, "ตีห้า" 05:00; an hour moved by one or a morning for an evening still stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { addThaiClockHours } from './thai-clock-hours.ts';

const figures = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'th' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const keysOf = (text: string) => {
  const keys = new Set<string>();
  addThaiClockHours(text, keys);
  return [...keys];
};

describe('Thai watches of the day', () => {
  it('reads each watch as its time on the 24-hour clock', () => {
    expect(keysOf('ตลาดเปิดตีห้า')).toEqual(['t5:00']);
    expect(keysOf('ร้านเปิดหกโมงเช้า')).toEqual(['t6:00']);
    expect(keysOf('ประชุมบ่ายสองโมงครึ่ง')).toEqual(['t14:30']);
    expect(keysOf('ประชุมบ่ายโมง')).toEqual(['t13:00']);
    expect(keysOf('ปิดห้าโมงเย็น')).toEqual(['t17:00']);
    expect(keysOf('งานเริ่ม 2 ทุ่ม')).toEqual(['t20:00']);
    expect(keysOf('พิธีเริ่มตอนเที่ยงคืน')).toEqual(['t0:00']);
    // A bare count of gongs may be either half of the day.
    expect(keysOf('เปิดสี่โมง')).toEqual(['t4:00', 't16:00']);
    expect(keysOf('ราคา 500 บาท')).toEqual([]);
  });

  it('keeps a line’s time of the source’s watch, and its watch of the source’s time', () => {
    expect(figures('ร้านเปิดเวลา 06:00 น. ทุกวัน', 'ร้านจะเปิดหกโมงเช้าทุกวัน')).toEqual([]);
    expect(figures('ประชุมเริ่มเวลา 14:00 น.', 'ประชุมเริ่มบ่ายสองโมงที่ศาลากลาง')).toEqual([]);
    expect(figures('รถออกสองทุ่มจากสถานี', 'รถออกเวลา 20:00 น. จากสถานี')).toEqual([]);
    expect(figures('ตลาดปิดบ่ายสองโมง', 'ตลาดปิดเวลา 14:00 น.')).toEqual([]);
    const both = 'ร้านเปิดเวลา 06:00 น. และปิด 18:00 น.';
    expect(figures('ร้านเปิดหกโมงเช้าและปิดหกโมงเย็น', both)).toEqual([]);
  });

  it('stops an hour moved, a morning for an evening, and a count the source has elsewhere', () => {
    expect(figures('รถออกสามทุ่มจากสถานี', 'รถออกเวลา 20:00 น. จากสถานี')).not.toEqual([]);
    expect(figures('ร้านเปิดหกโมงเย็นทุกวัน', 'ร้านจะเปิดเวลา 06:00 น. ทุกวัน')).not.toEqual([]);
    expect(figures('พิธีเริ่มบ่ายโมงที่วัด', 'พิธีเริ่มเวลา 12:00 น. ที่วัด')).not.toEqual([]);
    // The source's 2 trains do not hold a line's "two drums" (20:00) for its 22:00.
    expect(figures('รถไฟออกเวลาสองทุ่ม', 'รถไฟออก 2 ขบวน เวลา 22:00 น.')).not.toEqual([]);
  });

  const WORDS = ['หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า'];

  it('keeps each evening drum’s hour and stops every other evening hour (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 18, max: 23 }), (n, hour) => {
        const source = `คอนเสิร์ตเริ่ม${WORDS[n - 1]}ทุ่มที่สนามกีฬา`;
        const line = `คอนเสิร์ตเริ่มเวลา ${hour}:00 น. ที่สนามกีฬา`;
        if (hour === 18 + n) expect(figures(line, source)).toEqual([]);
        else expect(figures(line, source)).not.toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
