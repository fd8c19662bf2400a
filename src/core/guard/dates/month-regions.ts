/**
 * Regions whose month names differ from their language's default (issue 44, round 42): Arabic
 * writes December "ديسمبر" in Egypt and the Gulf, "كانون الأول" in the Levant and Iraq, "دجنبر"
 * in Morocco, and January "جانفي" in Algeria and Tunisia; Austrian German writes January
 * "Jänner" ("Jän."). A Jordanian post's "13 كانون الأول" restated as "13 ديسمبر" is the same day,
 * and a line may write either, as a German one "3. Jänner" of "3. Januar" (issue 44, item 4). CLDR holds every region's
 * names (Intl with "ar-SY", "ar-MA" …); here is one region for each set of names, so the
 * calendar reader (calendar-names.ts) keys them all as the same months.
 */
const REGIONS: Readonly<Record<string, readonly string[]>> = {
  // Levantine and Iraqi (SY), Moroccan (MA), Algerian and Tunisian (DZ), Mauritanian (MR).
  ar: ['SY', 'MA', 'DZ', 'MR'],
  // Austrian (AT).
  de: ['AT'],
};

/** The regions whose month names `lang` also reads, besides its own (none for most). */
export function monthRegions(lang: string): readonly string[] {
  return REGIONS[lang] ?? [];
}
