/**
 * Two of the source's figures swapped where no word beside them tells (issue 44, decision 012
 * "Figures swapped across their names and wholes"): a part larger than its whole (larger-parts.ts),
 * one name told of another's figure (lone-subject-swaps.ts), ranks traded between two names
 * (rank-swaps.ts), two figures traded in a script without spaces (spaceless-swaps.ts, thai-script-swaps.ts), a change
 * told of what another value changed (change-subjects.ts), two figures traded between a
 * list's entries (traded-entries.ts), a figure told with the word of one whose noun is left out
 * (elided-nouns.ts), two figures traded between a named clause and a nameless one in a
 * translation (named-clauses.ts), two parties' figures crossed between their names
 * (named-shares.ts), a set of a listed score turned (turned-set-scores.ts), a versus's two sides
 * crossed (versus-sides.ts), an amount told per another period (period-prices.ts), a count of
 * another noun made a measure (unit-moved-counts.ts), a count put before a noun the source
 * counts with another value (counted-nouns.ts). One call from unsupported-claims.ts,
 * which is near its length's limit.
 */

import type { ClaimSource } from '../claim-source.ts';
import { namedDates } from '../dates/named-dates.ts';
import { countedNouns } from '../figures/counted-nouns.ts';
import type { Figure } from '../figures/figure-kinds.ts';
import { hundredthsOfWhole } from '../figures/minor-unit-figures.ts';
import { periodPrices } from '../figures/period-prices.ts';
import { changedRateUnits } from '../figures/rate-units.ts';
import { unitDifference } from '../figures/unit-differences.ts';
import { unitMovedCounts } from '../figures/unit-moved-counts.ts';
import { changeEnds } from './change-ends.ts';
import { changeSubjects } from './change-subjects.ts';
import { clauseSwaps } from './clause-swaps.ts';
import { comparedPairs } from './compared-pairs.ts';
import { elidedNouns } from './elided-nouns.ts';
import { sourceHolding } from './figure-bindings.ts';
import type { Placed } from './figure-ties.ts';
import { largerParts } from './larger-parts.ts';
import { loneSubjectSwaps } from './lone-subject-swaps.ts';
import { namedClauses } from './named-clauses.ts';
import { namedShares } from './named-shares.ts';
import { rankSwaps } from './rank-swaps.ts';
import { respectivelyPairs } from './respectively-pairs.ts';
import { spacelessSwaps } from './spaceless-swaps.ts';
import { thaiScriptSwaps } from './thai-script-swaps.ts';
import { tradedEntries } from './traded-entries.ts';
import { turnedBounds } from './turned-bounds.ts';
import { turnedChanges } from './turned-changes.ts';
import { turnedSetScores } from './turned-set-scores.ts';
import { versusSides } from './versus-sides.ts';

/** The line's figures (as written) the source holds but tells of another place. */
export function figureSwaps(line: string, all: readonly Placed[], source: ClaimSource): string[] {
  // "8 cents more" of "from €8.00 to €8.08": a count of hundredths is none of the prices' digits.
  // "rose 9 cm" of "from 9.00 m to 9.09 m": a gap in a smaller unit is none of the ends either.
  const placed = all.filter(
    ({ figure }) =>
      !hundredthsOfWhole(figure, line, source.text) && !unitDifference(figure, line, source),
  );
  const langs = ['en', ...source.langs];
  // "Idre tog tredje plats" of "3. Vemdalen … 4. Idre", a translation's ordinals too.
  const found = rankSwaps(line, source.text, [...langs, ...source.lineLangs]);
  // "6:4, 6:3, 7:6" of "6:4, 3:6, 7:6": one set of the list turned (turned-set-scores.ts).
  found.push(...turnedSetScores(line, source.text));
  // "ليلى … 54.2% مقابل 38.7% لسامي" of Sami's 54.2%: a versus's sides crossed (versus-sides.ts).
  if (!source.translated) found.push(...versusSides(line, source.text));
  if (placed.length === 0 || !source.placed) return found;
  const theirs = source.placed();
  // "41 of 17 apiaries" of "41 apiaries … 17 of them": in any language, a translation's too.
  found.push(...largerParts(line, placed, source.text, theirs));
  // "Osimhen … al 34'" of "Apre Kvaratskhelia al 34', chiude Osimhen … all'81'", where capitals
  // mark names and the line's are the source's words.
  if (source.checksNames && !source.translated) {
    found.push(...loneSubjectSwaps(line, placed, source.text, theirs, langs));
  }
  // "dầu diesel giảm 480" of "RON 95 giảm 480 … diesel giảm 210", in the source's words.
  if (!source.translated) found.push(...changeSubjects(line, placed, source.text, theirs, langs));
  // "Barn over seks år får 200 kroner" where 100 is theirs: the clause's words (clause-swaps.ts).
  if (!source.translated) found.push(...clauseSwaps(line, placed, source.text, theirs, langs));
  // "44,000 runners finished" of "44,000 runners started …; 43,120 finished" (elided-nouns.ts).
  if (!source.translated) found.push(...elidedNouns(line, placed, source.text, theirs, langs));
  // "6 seconds instead of 4.5" of "from 6 seconds to 4.5 seconds" (change-ends.ts).
  if (!source.translated) found.push(...changeEnds(line, placed, source.text, theirs, langs));
  // "mit 64 statt mit 65" of "von 64 auf 65", in the other languages' words (turned-changes.ts).
  if (!source.translated) {
    found.push(...turnedChanges(line, placed, source.text, theirs, source.langs, source.lineLangs));
  }
  // "less than 600 mm of rain" of "less than 400 mm … rainfall exceeded 600 mm" (turned-bounds.ts).
  if (!source.translated && (source.langs[0] ?? 'en') === 'en') {
    found.push(...turnedBounds(line, placed, source.text, theirs));
  }
  // "165 Wh/L" of "165 watt-hours per kilogram" (rate-units.ts).
  if (!source.translated) found.push(...changedRateUnits(line, placed, source.text, theirs));
  // "45 euros al mes" of "45 euros al año", CLDR's period words (period-prices.ts).
  if (!source.translated) found.push(...periodPrices(line, placed, source.text, theirs, langs));
  // "48 times in 23 hours" of "23 disconnections in the last 48 hours" (unit-moved-counts.ts).
  if (!source.translated) {
    const holding = (figure: Figure) => sourceHolding(figure, theirs);
    found.push(...unitMovedCounts(placed, source.text, theirs, holding, langs));
    // "for three nights" of "for two nights", the source's three counting friends (counted-nouns.ts).
    found.push(...countedNouns(line, placed, source.text, theirs, langs));
  }
  // "reaches PS5 and Xbox on June 11" of the notes' 11 June and the consoles' 13 June.
  if (source.checksNames && !source.translated) {
    found.push(...namedDates(line, placed, source.text, theirs));
  }
  // "health care and construction with 6,000 and 9,000 jobs respectively" of the other way round.
  if (!source.translated)
    found.push(...respectivelyPairs(line, placed, source.text, theirs, langs));
  // "2.4 mm Hg with the low-salt diet versus 7.9 mm Hg with the usual diet" of the other way round.
  if (!source.translated) found.push(...comparedPairs(line, placed, source.text, theirs, langs));
  // "…31,2% e 4 cadeiras; o Movimento Cidadão, com 7" of "…7 cadeiras; …17,9% e 4 cadeiras".
  if (!source.translated) found.push(...tradedEntries(line, placed, source.text, theirs, langs));
  // "PNL ar obține 34%, iar PSD 27%" of "34% … cu PSD, față de 27% pentru PNL" (named-shares.ts).
  if (!source.translated) found.push(...namedShares(line, placed, source.text, theirs));
  // "Turnout was 38%, and the Hope list won 41%" of a source that names the list's 38%.
  if (source.translated) found.push(...namedClauses(line, placed, source.text, theirs));
  // "起售价2499元" of "起售价1999元 … 版本售价2499元": the characters before each figure.
  found.push(...spacelessSwaps(line, placed, source.text, theirs));
  // "ชาวไทย 200 บาท ชาวต่างชาติ 30 บาท" of the source's 30 and 200: the letters before the space.
  found.push(...thaiScriptSwaps(line, placed, source.text, theirs));
  return found;
}
