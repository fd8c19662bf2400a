/** A place in a line translated from Arabic, Hebrew or Persian (abjad-places.ts, round twenty-eight). */
import { describe, expect, it } from 'vitest';
import { unsupportedAbjadPlaces } from './abjad-places.ts';

describe('unsupportedAbjadPlaces', () => {
  const court = {
    text: 'قضت محكمة الاستئناف في القاهرة يوم الثلاثاء بتخفيف الحكم. القضية تعود إلى عام 2019 وتتعلق بأرض في الإسكندرية.',
  };

  it('stops a place after a preposition that the source does not write', () => {
    expect(unsupportedAbjadPlaces('The case concerns land in Giza.', court, 'en')).toEqual([
      'Giza',
    ]);
    expect(unsupportedAbjadPlaces('El caso trata de un terreno en Luxor.', court, 'es')).toEqual([
      'Luxor',
    ]);
  });

  it("keeps the source's places in their English spellings", () => {
    expect(
      unsupportedAbjadPlaces('A court in Cairo ruled on land in Alexandria.', court, 'en'),
    ).toEqual([]);
    // Two letters written onto the name, "ته" as t and h, an x as k and s, a name of two words.
    const places = {
      text: 'ندوة في مكتبة الملك فهد الوطنية بالرياض. الانتخابات البلدية في صفاقس. قرارداد در تهران امضا شد.',
    };
    expect(unsupportedAbjadPlaces('in Riyadh, in Sfax and in Tehran', places, 'en')).toEqual([]);
    const hebrew = { text: 'החברה תגייס 300 עובדים חדשים בחיפה ובבאר שבע.' };
    expect(unsupportedAbjadPlaces('Jobs in Haifa and in Beersheba.', hebrew, 'en')).toEqual([]);
  });

  it('reads no English article as a preposition, and no source in another script', () => {
    expect(unsupportedAbjadPlaces('A Persepolis striker scored.', court, 'en')).toEqual([]);
    expect(
      unsupportedAbjadPlaces('The case concerns land in Giza.', { text: 'Земля в Москве' }, 'en'),
    ).toEqual([]);
  });
});
