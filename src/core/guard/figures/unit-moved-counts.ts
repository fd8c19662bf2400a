/**
 * A measure made of a count the source gives another noun (issue 44 items 1 and 4, two figures
 * swapped): "dropped 48 times in 23 hours" of "23 disconnections in the last 48 hours", "a deposit
 * of two months' fees" of "2. Fees. … a deposit equal to one month's fee … the 12 months before".
 * A line's "23 hours" is held by the source's plain 23, as a summary may add the unit a count
 * left out; but where that 23 counts a word of its own ("23 disconnections") or numbers a clause
 * ("2. Fees"), and the source measures the same unit with other values only ("48 hours"), the
 * line has put the count in the measure's place. Kept: a measure the source writes with its unit
 * (in any unit a duration converts to: "2 days" of "48 hours"), a plain count waiting for its
 * unit ("3 or 4 hours", "3 and a half hours"), a unit the source never measures.
 */
import type { Placed } from '../swaps/figure-ties.ts';
import { isStopWord } from '../words/stop-words.ts';
import type { Figure } from './figure-kinds.ts';

/** A figure's unit and value as its measure reading tells them ("hour", "23"), else undefined. */
function measureOf(figure: Figure): { unit: string; value: string } | undefined {
  for (const reading of figure.readings) {
    const match = /^u:([^:]+):(.+)$/.exec(reading[0] ?? '');
    if (match && reading.length === 1)
      return { unit: match[1] as string, value: match[2] as string };
  }
  return undefined;
}

/** The word right after a figure in its text, or a clause's number's full stop ("2. Fees"). */
const AFTER = /^(?:\.(?!\d)|\s+([\p{L}\p{M}]{3,}))/u;
/** What stands before a number that opens its sentence or line: nothing, or a sentence's end. */
const OPENS = /(?:^|[.!?:]\s*|\n\s*)$/u;
/** Letters of a word, in any script. */
const WORD = /[\p{L}\p{M}]+/gu;
/** How many words after a count its unit may still be written ("20 extra minutes"). */
const NEAR = 3;

/** A word's first letters, as a unit's forms share them ("minute", "minutes", "months'"). */
const stem = (word: string) => [...word.toLowerCase()].slice(0, 4).join('');

/**
 * Whether the source's plain count at `placed` counts something of its own: a content word right
 * after it ("23 disconnections", not a name's capital: "Three Man Down", a band), or it numbers a
 * clause or ends a sentence ("2. Fees"); and the line's unit (`unitWords`, its figure's letters) is not written a few words on ("20 extra
 * minutes", "สามวัน" with no space).
 */
function countsItsOwn(
  text: string,
  placed: Placed,
  unitWords: ReadonlySet<string>,
  langs: readonly string[],
): boolean {
  const rest = text.slice(placed.start + placed.figure.text.length);
  const near = (rest.split(/[.,;:!?]/u)[0] ?? '').match(WORD)?.slice(0, NEAR) ?? [];
  if (near.some((word) => unitWords.has(stem(word)))) return false;
  if (/^[\p{L}\p{M}]/u.test(rest)) return false;
  const after = AFTER.exec(rest);
  if (!after) return false;
  const word = after[1];
  // A number that opens its sentence or line ("clause 6. 2. Fees.") numbers a clause; one that
  // ends a sentence after words ("the first took 3 weeks, the second 5.") counts the unit left out.
  if (word === undefined)
    return OPENS.test(text.slice(Math.max(0, placed.start - 3), placed.start));
  return word === word.toLowerCase() && !langs.some((lang) => isStopWord(word, lang));
}

/**
 * The line's measures (as written) held by the source only through plain counts that count
 * something else, where the source measures that unit with other values only.
 * `holding`: the source's figures that say a line's value (figure-bindings.ts's sourceHolding).
 */
export function unitMovedCounts(
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
  holding: (figure: Figure) => readonly Placed[],
  langs: readonly string[],
): string[] {
  const moved: string[] = [];
  for (const { figure } of line) {
    const measure = figure.kind === 'count' ? measureOf(figure) : undefined;
    if (!measure) continue;
    const held = holding(figure);
    // Held by a measure of the source (its own unit or one it converts to), or by nothing.
    if (held.length === 0 || held.some((one) => measureOf(one.figure))) continue;
    const units = source.filter((one) => measureOf(one.figure)?.unit === measure.unit);
    if (units.length === 0) continue;
    const unitWords = new Set((figure.text.match(WORD) ?? []).map(stem));
    if (held.every((one) => countsItsOwn(sourceText, one, unitWords, langs))) {
      moved.push(figure.text);
    }
  }
  return moved;
}
