/**
 * An Arabic noun and its adjective are a phrase, no name (round twenty-seven): "الجهة الرقابية
 * الأمريكية" (the American regulatory body) of "هيئة الأوراق المالية الأمريكية" says the
 * source's regulator in other words. Two definite words, a common feminine noun (its teh marbuta)
 * and a feminine relative adjective after it ("-ية", agreeing with it: "الرقابية", "الدستورية"),
 * are a description; a name's last word is a family name or a place's, which neither agrees so
 * nor follows a common noun with the article ("مكتبة الإسكندرية" has none on its noun). A
 * country's adjective ("العاصمة التونسية") names a place: still read.
 */
import { isCountryAdjective } from '../places/arabic-capital-adjectives.ts';
import { uncasedKey } from '../words/uncased-words.ts';

/** Whether a run of the line's words is a definite feminine noun and its agreeing adjective. */
export function isArabicAdjectivePhrase(
  run: ReadonlyArray<{ text: string; unknown: boolean }>,
): boolean {
  if (run.length !== 2) return false;
  const [noun, adjective] = run.map((word) => uncasedKey(word.text, 'ar'));
  return (
    run[0]?.unknown === false &&
    // "العاصمة التونسية" (the Tunisian capital) names a place (arabic-capital-adjectives.ts).
    !isCountryAdjective(run[1]?.text ?? '') &&
    /^(?:[وفب]?ال|لل)\p{L}{2,}ه$/u.test(noun ?? '') &&
    /^(?:[وفب]?ال|لل)\p{L}{2,}يه$/u.test(adjective ?? '')
  );
}
