/**
 * A unit's vowel signs (unit-vowel-marks.ts): Hindi's mile is no start of its million, and an
 * ending joined on a unit's last letter (Tamil "நாட்களில்", in days) leaves it the unit.
 */
import { describe, expect, it } from 'vitest';
import { measureAfter } from './figure-measures.ts';
import { markedUnitForm, vowelMarksAgree } from './unit-vowel-marks.ts';

describe('a unit’s vowel signs', () => {
  it('reads no mile in "मिलियन", and the mile and the hours where they are written', () => {
    expect(measureAfter(' मिलियन यात्री', ['hi'])).toBeUndefined();
    expect(measureAfter(' मील है।', ['hi'])?.unit).toBe('mile');
    expect(measureAfter(' घंटों में', ['hi'])).toEqual({ unit: 'hour', length: 6 });
  });

  it('keeps a unit whose last letter an ending changes', () => {
    expect(measureAfter(' நாட்களில் சென்னை', ['ta'])?.unit).toBe('day');
    expect(measureAfter(' கிலோமீட்டர் வேகத்தில்', ['ta'])?.unit).toBe('kilometer');
  });

  it('compares the signs of every letter but the last', () => {
    expect(markedUnitForm('km')).toBeUndefined();
    expect(markedUnitForm('मील')).toBe('मील');
    expect(vowelMarksAgree('मिलि', 'मील')).toBe(false);
    expect(vowelMarksAgree('नाटी', 'नाटे')).toBe(true);
    expect(vowelMarksAgree('मी', 'मील')).toBe(false);
  });
});
