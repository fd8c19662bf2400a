/**
 * A name swapped around a figure (issue 44, two figures swapped): "Osimhen ha aperto le marcature
 * al 34'" of "Apre Kvaratskhelia al 34', chiude Osimhen su rigore all'81'". The line names one of
 * the two only, so subject-swaps.ts, which needs both traded in the line, sees nothing: the 34 is
 * the source's, and so is Osimhen, but the source tells the 34 of Kvaratskhelia and Osimhen of
 * the 81. A line's figure is stopped where its subject (subjectBefore: the first name of its
 * clause) is never the subject of that value in the source, every place the source gives the
 * value has a subject of its own that the line never names, and the source tells the line's
 * subject of another value of the same kind, bound alike (the same word after it, or none):
 * "Pumas suma 19 puntos" is no minute of a goal. A figure with no subject in the source, or with
 * the line's among its subjects, is kept.
 */

import { isCalendarName } from '../dates/calendar-words.ts';
import { isStopWord } from '../words/stop-words.ts';
import { boundWords, holds, sourceHolding } from './figure-bindings.ts';
import type { Placed } from './figure-ties.ts';
import { subjectBefore } from './subject-swaps.ts';

/** A capitalised word of a name, a possessive's ending cut ("Japan's"). */
const NAME_WORD = /^\p{Lu}[\p{L}\p{M}-]*$/u;
/** Words that open a new clause before a figure (subject-swaps.ts's, with a few languages more). */
export const CLAUSE = new Set(
  'and but while whereas before after though although y pero mientras und aber während et mais tandis e ma mentre och men'.split(
    ' ',
  ),
);
/** A clause is read back this many words at most. */
const REACH = 12;

/**
 * The names of the clause that ends at `start` in `text`, each as its word in lower case, the
 * nearest last: back to a comma (not a decimal one), a full stop or a conjunction.
 */
export function namesBefore(text: string, start: number): string[] {
  let cut = start;
  while (cut > 0 && start - cut < 200) {
    const mark = text[cut - 1] as string;
    const decimal = mark === ',' && /\d/.test(text[cut - 2] ?? '') && /\d/.test(text[cut] ?? '');
    if (',;:.!?'.includes(mark) && !decimal) break;
    cut -= 1;
  }
  const words = (text.slice(cut, start).match(/[\p{L}\p{M}'’-]+/gu) ?? []).slice(-REACH);
  let from = 0;
  for (let index = words.length - 1; index >= 0; index--) {
    if (CLAUSE.has((words[index] as string).toLowerCase())) {
      from = index + 1;
      break;
    }
  }
  return words
    .slice(from)
    .map((word) => word.replace(/['’]s$/u, ''))
    .filter((word) => NAME_WORD.test(word))
    .map((word) => word.toLowerCase());
}

/** The key of the first content word after a figure in its clause, or '' for none. */
function wordAfter(text: string, one: Placed, all: readonly Placed[], langs: readonly string[]) {
  const end = one.start + one.figure.text.length;
  const after = boundWords(text, one.start, end, langs, all).find(
    (binding) => binding.side === 'after' && binding.at === 0,
  );
  return after?.key ?? '';
}

/**
 * The line's figures (as written) whose subject the source gives another value of their kind,
 * and their value another subject. `langs`: the languages whose function words are no name.
 */
export function loneSubjectSwaps(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
  langs: readonly string[],
): string[] {
  const lower = lineText.toLowerCase();
  const names = new Map<Placed, string[]>();
  const namesAt = (one: Placed) => {
    // A sentence's opening "The" ("Results: The mean age … 72.4 years") and a day or month ("said
    // on Wednesday that sales rose 4.6 percent") are no names a value is told of.
    const found =
      names.get(one) ??
      namesBefore(sourceText, one.start).filter(
        (word) => !isCalendarName(word) && !langs.some((lang) => isStopWord(word, lang)),
      );
    names.set(one, found);
    return found;
  };
  const moved: string[] = [];
  for (const mine of line) {
    const subject = subjectBefore(lineText, mine.start);
    // "The" opening a line is no name.
    if (!subject || langs.some((lang) => isStopWord(subject, lang))) continue;
    const held = sourceHolding(mine.figure, source);
    if (held.length === 0) continue;
    // Every place of the value told of another name, nearest it, that the line never names.
    const told = held.every((one) => {
      const theirs = namesAt(one);
      const nearest = theirs[theirs.length - 1];
      return nearest !== undefined && !theirs.includes(subject) && !lower.includes(nearest);
    });
    if (!told) continue;
    const rivals = source.filter(
      (other) =>
        other.figure.kind === mine.figure.kind &&
        !holds(mine.figure, other.figure) &&
        namesAt(other).at(-1) === subject,
    );
    if (rivals.length === 0) continue;
    const words = new Set(held.map((one) => wordAfter(sourceText, one, source, langs)));
    if (rivals.some((rival) => words.has(wordAfter(sourceText, rival, source, langs)))) {
      moved.push(mine.figure.text);
    }
  }
  return moved;
}
