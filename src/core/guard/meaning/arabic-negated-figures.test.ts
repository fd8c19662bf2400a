/** Two Arabic figures traded across the source's negation (arabic-negated-figures.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../unsupported-claims.ts';

const recall =
  'أعلنت الشركة سحب حليب الأطفال. ويشمل السحب العبوات سعة 250 غرام التي تنتهي صلاحيتها في 2027، ولا يشمل العبوات سعة 900 غرام.';
const stopped = (line: string) =>
  unsupportedClaims(line, claimSource({ text: recall, lang: 'ar' }), 'normal').map(
    (claim) => claim.text,
  );

describe('arabicNegatedFigures', () => {
  it('stops the included and excluded figures traded', () => {
    expect(stopped('ويشمل السحب العبوات سعة 900 غرام، ولا يشمل العبوات سعة 250 غرام.')).not.toEqual(
      [],
    );
  });

  it('stops the trade written in Arabic-Indic digits', () => {
    expect(stopped('يشمل السحب عبوات ٩٠٠ غرام، ولا يشمل عبوات ٢٥٠ غرام.')).not.toEqual([]);
  });

  it('keeps the two figures on their own sides, said otherwise', () => {
    expect(
      stopped('السحب يخص عبوات 250 غرام التي تنتهي صلاحيتها في 2027، وليس عبوات 900 غرام.'),
    ).toEqual([]);
  });

  it('keeps a line that names only the included figure', () => {
    expect(stopped('يشمل السحب عبوات 250 غرام.')).toEqual([]);
  });
});
