/** A year cut after an apostrophe, "März '26" of "März 2026" (apostrophe-years.ts; issue 44). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('heldApostropheYear', () => {
  it('keeps the source’s year cut to "’26", stops another', () => {
    const fair = 'Die Messe beginnt im März 2026.';
    expect(stopped("Messe im März '26.", fair, 'de')).toEqual([]);
    expect(stopped('Messe im März ’26.', fair, 'de')).toEqual([]);
    expect(stopped("Messe im März '25.", fair, 'de')).toEqual(['25']);
  });

  it('leaves 26 without its apostrophe a count the source must write', () => {
    expect(
      stopped('Festival back in June, 26 acts.', 'The festival returns in June 2026.', 'en'),
    ).toEqual(['26']);
  });

  it('keeps any year of the source so written, and stops every other', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2099 }),
        fc.integer({ min: 1, max: 99 }),
        (year, step) => {
          const text = `The festival returns in June ${year}.`;
          const cut = (value: number) => String(value % 100).padStart(2, '0');
          expect(stopped(`Festival back June '${cut(year)}.`, text, 'en')).toEqual([]);
          const other = 2000 + ((year - 2000 + step) % 100);
          expect(stopped(`Festival back June '${cut(other)}.`, text, 'en')).not.toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('a CJK or Korean year cut to two digits before its month', () => {
  it('keeps "26年4月3日" and "’26년 4월" of 2026, stops 25', () => {
    expect(stopped('展会26年4月3日开幕。', '展会将于2026年4月3日开幕。', 'zh')).toEqual([]);
    expect(stopped('見本市は26年4月3日開幕。', '見本市は2026年4月3日に開幕する。', 'ja')).toEqual(
      [],
    );
    expect(
      stopped("박람회 '26년 4월 3일 개막.", '박람회는 2026년 4월 3일 개막한다.', 'ko'),
    ).toEqual([]);
    expect(stopped('展会25年4月3日开幕。', '展会将于2026年4月3日开幕。', 'zh')).toEqual(['25']);
  });
});
