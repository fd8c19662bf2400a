/**
 * A multiplier an English line puts on what its source multiplies by another: "more than three
 * times last year's total" of "more than double last year's total". Words, not figures, so the
 * readers of figures see none ("three times" is the source's "three" of another clause). The line's
 * factor is stopped only where the source says it nowhere, in any of its words, and a clause of the
 * source that says another factor shares two of the line's clause's content words. A count of
 * times ("scored three times") reads as its factor too: it keeps a line, never stops one.
 */

import { clausesOf } from '../dates/weekday-events.ts';
import type { ClauseSource } from '../meaning/negation-claims.ts';
import { readsEnglishClauses } from '../words/clause-words.ts';
import { changedMultiplierVerbs } from './multiplier-verbs.ts';

const NUMBERS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** A multiplier's wordings: "doubled", "twice", "three times", "3x", "fourfold", "halved". */
const MULTIPLIER =
  /\b(?:(doubl(?:ed|es|ing|e))|(twice)|(tripl(?:ed|es|ing|e)|trebl(?:ed|es|ing|e))|(quadrupl(?:ed|es|ing|e))|(halv(?:ed|es|ing|e)|by half|in half)|(\d+|two|three|four|five|six|seven|eight|nine|ten)(?:\s*x\b|[\s-]*(?:times|fold)\b))/giu;

/** The factor of a multiplier's wording. */
function factorOf(match: RegExpMatchArray): number {
  if (match[1] || match[2]) return 2;
  if (match[3]) return 3;
  if (match[4]) return 4;
  if (match[5]) return 0.5;
  const count = (match[6] ?? '').toLowerCase();
  return /\d/u.test(count) ? Number(count) : NUMBERS.indexOf(count) + 2;
}

/** Each multiplier of `text` with its factor and the clause it stands in. */
function multipliersOf(text: string) {
  return [...text.matchAll(MULTIPLIER)].map((match) => {
    const start = text.lastIndexOf('\n', match.index) + 1;
    const before = text.slice(start, match.index).split(/[.!?;:,(]\s|\band\b|\bbut\b|\bwhile\b/u);
    const end = text.slice(match.index).search(/[.!?;:,)](?:\s|$)|\n|\band\b|\bbut\b|\bwhile\b/u);
    const clause = `${before[before.length - 1] ?? ''}${text.slice(match.index, end < 0 ? undefined : match.index + end)}`;
    const words = new Set(clausesOf(clause, false).flatMap((one) => [...one.words]));
    return { text: match[0], factor: factorOf(match), words };
  });
}

/** The multipliers of `line` (as it writes them) its English source says of the same thing otherwise. */
export function changedMultipliers(line: string, source: ClauseSource): string[] {
  // "se triplicó", "verdreifacht": another language's verbs (multiplier-verbs.ts).
  const verbs = source.translated ? [] : changedMultiplierVerbs(line, source.text);
  if (!readsEnglishClauses(source)) return verbs;
  const ofLine = multipliersOf(line);
  if (ofLine.length === 0) return verbs;
  const ofSource = multipliersOf(source.text);
  const found: string[] = [];
  for (const multiplier of ofLine) {
    if (ofSource.some((one) => one.factor === multiplier.factor)) continue;
    const shared = (words: ReadonlySet<string>) =>
      [...multiplier.words].filter((word) => words.has(word) && !/\p{N}/u.test(word)).length;
    if (ofSource.some((one) => shared(one.words) >= 2)) found.push(multiplier.text);
  }
  // A past form both readers read ("tripled": multiplier-verbs.ts) is one claim.
  return [...new Set([...found, ...verbs])];
}
