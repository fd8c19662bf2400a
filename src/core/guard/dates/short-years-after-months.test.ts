/**
 * A two-digit year after a named month that follows a day (short-years-after-months.ts): Thai's
 * "15 มี.ค. 69" of a source's "15 มีนาคม 2569" is kept, a changed year, day or month is stopped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const THAI_SOURCE = 'แคมเปญฉีดวัคซีนเริ่มวันที่ 15 มีนาคม 2569 ที่เชียงใหม่';

describe('a two-digit year after a named month', () => {
  it('keeps the Buddhist year cut to two digits, stops another', () => {
    expect(claims('เชียงใหม่เริ่มฉีดวัคซีน 15 มี.ค. 69', THAI_SOURCE, 'th')).toEqual([]);
    expect(claims('เชียงใหม่เริ่มฉีดวัคซีน 15 มี.ค. 68', THAI_SOURCE, 'th')).toEqual(['figure:68']);
    expect(claims('เชียงใหม่เริ่มฉีดวัคซีน 16 มี.ค. 69', THAI_SOURCE, 'th')).toContain('figure:16');
  });

  it('reads two digits after a month as a year only after a day', () => {
    const text = 'The drive starts on 15 March in Leeds.';
    expect(claims('The drive starts 15 March, 26 schools.', text, 'en')).toEqual(['figure:26']);
  });

  it('holds for every day and Buddhist year, and no other year', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 2560, max: 2589 }),
        fc.integer({ min: 1, max: 9 }),
        (day, year, off) => {
          const text = `แคมเปญเริ่มวันที่ ${day} มีนาคม ${year} ที่เชียงใหม่`;
          const short = String(year).slice(2);
          const other = String(year + off).slice(2);
          expect(claims(`เริ่ม ${day} มี.ค. ${short} ที่เชียงใหม่`, text, 'th')).toEqual([]);
          expect(claims(`เริ่ม ${day} มี.ค. ${other} ที่เชียงใหม่`, text, 'th')).toEqual([
            `figure:${other}`,
          ]);
        },
      ),
      { numRuns: 30 },
    );
  });
});
