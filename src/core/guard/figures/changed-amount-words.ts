/**
 * Amounts an English line says in words, bound to what they count or change, where the source
 * binds that word to other amounts only (issue 44, long documents): a change by a fraction
 * (fraction-changes.ts), an ordinal (ordinal-nouns.ts) and a day's distance from another
 * (relative-days.ts). Words, not figures, so the readers of
 * figures see none; one call from unsupported-claims.ts, which is near its length's limit.
 */

import type { ClaimSource } from '../claim-source.ts';
import { oneHourWords } from '../dates/one-hour-words.ts';
import { relativeDays } from '../dates/relative-days.ts';
import { readsEnglishClauses } from '../words/clause-words.ts';
import { changedFractions } from './fraction-changes.ts';
import { changedOrdinals } from './ordinal-nouns.ts';

/** The amounts in words of `line` (as written) the source binds to its word otherwise. */
export function changedAmountWords(line: string, source: ClaimSource): string[] {
  // "calata di un'ora" of a 45-minute fall: one hour with no digit, in six languages.
  const hours = source.translated ? [] : oneHourWords(line, source);
  if (!readsEnglishClauses(source)) return hours;
  return [
    ...hours,
    // "cut erosion by about half" of "reduced erosion by 35%".
    ...changedFractions(line, source.text),
    // "her second novel" of "her third novel".
    ...changedOrdinals(line, source.text),
    // "Friday the 21st, the day after her birthday" of "Her birthday is Saturday the 22nd".
    ...relativeDays(line, source.text),
  ];
}
