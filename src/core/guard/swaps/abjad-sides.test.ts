/** A side a line translated from Arabic, Hebrew or Persian gives (abjad-sides.ts, round twenty-eight). */
import { describe, expect, it } from 'vitest';
import { unsupportedAbjadSides } from './abjad-sides.ts';

describe('unsupportedAbjadSides', () => {
  const transfer = {
    text: 'باشگاه پرسپولیس با پرداخت ۱۲۰ میلیارد تومان، علی رضایی مهاجم ۲۴ ساله تیم سپاهان را برای دو فصل جذب کرد. رضایی فصل گذشته ۱۶ گل در لیگ برتر زد. قرارداد در تهران امضا شد. ایران',
  };

  it('stops a club or team played for or against that the source does not write', () => {
    expect(
      unsupportedAbjadSides('Rezaei scored 16 goals for Esteghlal last season.', transfer, 'en'),
    ).toEqual(['Esteghlal']);
    expect(unsupportedAbjadSides('He scored twice against Malavan.', transfer, 'en')).toEqual([
      'Malavan',
    ]);
    expect(unsupportedAbjadSides('Rezaei a marqué 16 buts pour Foolad.', transfer, 'fr')).toEqual([
      'Foolad',
    ]);
    expect(unsupportedAbjadSides('Rezaei marcó 16 goles para Esteghlal.', transfer, 'es')).toEqual([
      'Esteghlal',
    ]);
  });

  it("keeps the source's clubs, cities and country, and a side that is a word or a title", () => {
    expect(
      unsupportedAbjadSides('Rezaei scored 16 goals for Sepahan last season.', transfer, 'en'),
    ).toEqual([]);
    expect(
      unsupportedAbjadSides('A big signing for Persepolis, good news for Tehran.', transfer, 'en'),
    ).toEqual([]);
    expect(unsupportedAbjadSides('He hopes to play for Iran.', transfer, 'en')).toEqual([]);
    expect(
      unsupportedAbjadSides('Great news for Dr. Karimi and for Everyone.', transfer, 'en'),
    ).toEqual([]);
    const arabic = { text: 'وسجل لوران 14 هدفًا مع نادي ليون الموسم الماضي.' };
    expect(
      unsupportedAbjadSides('Laurent scored 14 goals for Lyon last season.', arabic, 'en'),
    ).toEqual([]);
    // Two capitals are a person's name (abjad-names.ts), not a side.
    expect(unsupportedAbjadSides('A deal for Ali Rezaei.', transfer, 'en')).toEqual([]);
  });

  it('reads no source in another script', () => {
    expect(
      unsupportedAbjadSides('He scored for Esteghlal.', { text: 'Он забил за Зенит' }, 'en'),
    ).toEqual([]);
  });
});
