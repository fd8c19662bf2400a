/**
 * The words a line writes about a figure or a source's acronym that the names readers must not
 * take for names of their own: "Metropolitan Manila Development Authority" of a source's "MMDA"
 * (spelled-out-acronyms.ts), "28 degrees Celsius" of "28 °C" (source-unit-names.ts), "4,5 Mln €"
 * (compact-scale-names.ts), the month "IV" of "3-IV-2026" (roman-month-dates.ts) or "Apr" of
 * "03-Apr-2026" (dashed-month-dates.ts). One call, so
 * unsupported-claims.ts reads them in one place.
 */
import { withoutDashedMonths } from '../dates/dashed-month-dates.ts';
import { withoutRomanMonths } from '../dates/roman-month-dates.ts';
import { withoutVietnameseMonthWords } from '../dates/vietnamese-month-words.ts';
import type { Figure } from '../figures/figure-kinds.ts';
import { withoutHeldForeignScales } from '../figures/foreign-compact-scales.ts';
import { withoutSpelledOutAcronyms } from '../words/spelled-out-acronyms.ts';
import { withoutCompactScales } from './compact-scale-names.ts';
import { withoutNewYear } from './new-year-names.ts';
import { withoutSentenceCaseAcronyms } from './sentence-case-acronyms.ts';
import { withoutSourceUnitNames } from './source-unit-names.ts';

/**
 * `namesText` with those words blanked, in `langs` (English first); `source` its text, or with its
 * figures' keys and the line's `figures`, "1,3 Mrd €" too where the amount is the source's
 * (foreign-compact-scales.ts).
 */
export function withoutFigureNameWords(
  namesText: string,
  source: string | { readonly text: string; readonly figures: ReadonlySet<string> },
  langs: readonly string[],
  figures: readonly Figure[] = [],
): string {
  const sourceText = typeof source === 'string' ? source : source.text;
  // "Всемирная организация здравоохранения" of "ВОЗ" (sentence-case-acronyms.ts).
  const spelled = withoutSentenceCaseAcronyms(
    withoutSpelledOutAcronyms(
      // "tháng Ba" (March) is no name "Ba" (vietnamese-month-words.ts).
      // "С Нового года" of "с 1 января": the date's holiday named (new-year-names.ts).
      withoutDashedMonths(
        withoutRomanMonths(
          withoutVietnameseMonthWords(withoutNewYear(namesText, sourceText, langs), langs),
        ),
      ),
      sourceText,
    ),
    sourceText,
    langs,
  );
  const scaled =
    typeof source === 'string' || figures.length === 0
      ? spelled
      : withoutHeldForeignScales(spelled, figures, langs, source.figures);
  return withoutCompactScales(withoutSourceUnitNames(scaled, sourceText, langs), langs);
}
