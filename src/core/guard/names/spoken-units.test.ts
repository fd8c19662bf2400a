/** A unit the source writes, named otherwise after a number, is no name (spoken-units.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';
import { isSourceUnit, type UnitSlot } from './spoken-units.ts';

const recall =
  'أعلنت الهيئة سحب دفعات من حليب الأطفال بعد اكتشاف تلوث. ويشمل السحب العبوات سعة 400 غرام التي تنتهي صلاحيتها في يونيو، ولا يشمل العبوات سعة 800 غرام.';
const stopped = (line: string) =>
  unsupportedClaims(line, claimSource({ text: recall, lang: 'ar' }), 'normal').map(
    (claim) => claim.text,
  );

const slots = (...words: Array<string | number>): UnitSlot[] =>
  words.map((word) => ({ text: String(word), number: typeof word === 'number', broken: false }));

describe('isSourceUnit', () => {
  it('keeps a line that writes the source’s grams short', () => {
    expect(
      stopped('السحب يخص عبوات 400 غ التي تنتهي صلاحيتها في يونيو، وليس عبوات 800 غ.'),
    ).toEqual([]);
  });

  it('still stops another unit, or a name, in the unit’s place', () => {
    expect(stopped('السحب يخص عبوات 400 كغ التي تنتهي صلاحيتها في يونيو.')).toContain('كغ');
    expect(stopped('أعلنت شركة نستله سحب دفعات من حليب الأطفال بعد اكتشاف تلوث.')).not.toEqual([]);
  });

  it('reads a unit only right after a number, and only one the source writes', () => {
    const source = slots('سعة', 400, 'غرام');
    expect(isSourceUnit(slots('عبوات', 400, 'غ'), 2, source, 'ar')).toBe(true);
    expect(isSourceUnit(slots('عبوات', 400, 'كغ'), 2, source, 'ar')).toBe(false);
    expect(isSourceUnit(slots('عبوات', 'غ'), 1, source, 'ar')).toBe(false);
    expect(isSourceUnit(slots('عبوات', 400, 'غ'), 2, slots('سعة', 'غرام'), 'ar')).toBe(false);
  });
});
