/**
 * One set of a match's listed set scores turned round (round forty-nine): "со счётом 6:4, 6:3, 7:6"
 * of "со счётом 6:4, 3:6, 7:6". Each score is the source's read either way round (a reader holds
 * "3:6" as "6:3", the same two numbers), but a list of sets is written from one side's view: the
 * winner's sets as "6:4", the loser's as "3:6". The line's list turns one set and keeps another as
 * the source writes it, so the side that won that set is the other one.
 *
 * Read here: a list is two scores or more (two numbers of one or two digits joined by ":", "-" or
 * "–"), each after the other with only a comma, a semicolon or spaces between, a tiebreak's
 * bracketed score ("7:6 (7:5)") beside its set. A line's list is laid over the source's lists, set
 * by set in order, where each of its sets is the source's set there either way round; the line's
 * sets turned round are stopped where another set of the list, not a draw, is as the source writes
 * it. A list turned whole (the loser's view, "4:6, 6:3, 6:7") is kept: which side it is told from
 * is score-sides.ts's.
 */

/** A set's score, then an optional tiebreak in brackets. */
const SET = String.raw`(\d{1,2})\s?[:\-–]\s?(\d{1,2})(?:\s?\(\d{1,2}\s?[:\-–]\s?\d{1,2}\))?`;
/** Two sets or more in a row, nothing but a comma, a semicolon or spaces between. */
const LIST = new RegExp(
  String.raw`(?<![\p{N}:.,/-])${SET}(?:[,;]?\s+${SET})+(?![\p{N}]|[:.,/-]\p{N})`,
  'gu',
);
const ONE_SET = new RegExp(SET, 'gu');

interface SetScore {
  text: string;
  a: number;
  b: number;
}

/** The text's lists of two sets or more. */
function listsOf(text: string): SetScore[][] {
  return [...text.matchAll(LIST)].map((list) =>
    [...list[0].matchAll(ONE_SET)].map((set) => ({
      // The set as written, its tiebreak left.
      text: set[0].replace(/\s?\(.*$/u, ''),
      a: Number(set[1]),
      b: Number(set[2]),
    })),
  );
}

/** The line's sets (as written) turned round against the source's list they lie over. */
export function turnedSetScores(line: string, sourceText: string): string[] {
  if (!/\d\s?[:\-–]\s?\d/u.test(line)) return [];
  const mine = listsOf(line);
  if (mine.length === 0) return [];
  const theirs = listsOf(sourceText);
  const found: string[] = [];
  for (const list of mine) {
    for (const other of theirs) {
      for (let offset = 0; offset + list.length <= other.length; offset++) {
        const laid = list.map((set, at) => {
          const their = other[offset + at] as SetScore;
          if (set.a === their.a && set.b === their.b) return 'same';
          return set.a === their.b && set.b === their.a ? 'turned' : 'other';
        });
        if (laid.includes('other')) continue;
        const kept = list.some((set, at) => laid[at] === 'same' && set.a !== set.b);
        if (!kept) continue;
        list.forEach((set, at) => {
          if (laid[at] === 'turned') found.push(set.text);
        });
      }
    }
  }
  return [...new Set(found)];
}
