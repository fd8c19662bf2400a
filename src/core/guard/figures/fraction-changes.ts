/**
 * A change by a fraction in words bound to what changed (issue 44, long documents): "cut erosion by
 * about half" where the source's erosion fell "by 35%" and its "halved" is said of the yield
 * penalty. The fraction is no figure the readers of figures see ("by half" reads as no value), and
 * the source says half somewhere, so nothing else stopped it. Here the fraction is bound to the
 * word it changes, the content word just before "by" ("erosion by", "migraine days by"), and the
 * source's changes of that word are read the same way ("reduced erosion by 35%", "halved the yield
 * penalty", "cut queues by a third"). The line's fraction is stopped only where the source changes
 * that word by some share and by none near the line's: a word the source changes by no share, or by
 * the line's in other words ("about a third" of 35%), keeps the line. A verb that cuts by a share is
 * read so too: "eliminated the penalty" (all of it) of "halved the yield penalty", and "halved" of
 * "by 35%"; the source's "was eliminated", "disappeared" cut all of the word before. English only.
 */
import { bindingKey } from '../swaps/figure-bindings.ts';
import { isStopWord } from '../words/stop-words.ts';

/** A fraction in words and the share it says, in percent. */
const FRACTIONS: ReadonlyArray<readonly [string, number]> = [
  ['half', 50],
  ['a third', 100 / 3],
  ['one third', 100 / 3],
  ['two thirds', 200 / 3],
  ['a quarter', 25],
  ['one quarter', 25],
  ['three quarters', 75],
  ['a fifth', 20],
  ['one fifth', 20],
  ['a tenth', 10],
  ['one tenth', 10],
];
const FRACTION = FRACTIONS.map(([words]) => words.replace(' ', '[\\s-]+')).join('|');
/** Words of rounding or bound between "by" and its share. */
const HEDGE =
  '(?:(?:about|around|roughly|nearly|almost|some|approximately|more than|less than|over|under|just over|just under|close to|at least|at most|up to)\\s+)?';
/**
 * A word, then "by" and a share: a fraction in words, a percentage, or "N percent". A fraction
 * before "point" is a rate's step ("by a quarter point"), before "of" a part ("by half of them").
 */
const CHANGE = new RegExp(
  `([\\p{L}][\\p{L}'’-]*)\\s+by\\s+(${HEDGE})(?:(${FRACTION})|(\\d+(?:\\.\\d+)?)\\s*(?:%|per\\s*cent|percent))(?![\\p{L}\\d])(?!\\s+(?:points?|percentage|of)\\b)`,
  'giu',
);
/**
 * A verb that cuts what follows it, a few words on, by half ("halved the yield penalty") or whole
 * ("eliminated the penalty", "wiped out the backlog").
 */
const CUT_VERB =
  /\b(?:(halv(?:ed|es|ing))|eliminat(?:ed|es|ing|e)|wip(?:ed|es|ing|e) out|erad(?:icated|icates|icate))((?:\s+[\p{L}'’-]+){1,3})/giu;
/** What went whole, said after it: "the backlog was eliminated", "the penalty disappeared". */
const GONE =
  /([\p{L}][\p{L}'’-]*)\s+(?:(?:was|were|is|are|has been|have been|had been)\s+)?(?:eliminated|eradicated|wiped out|disappeared|vanished)\b/giu;

/** A share a fraction's words or a percentage say. */
function shareOf(match: RegExpMatchArray): number {
  if (match[4] !== undefined) return Number(match[4]);
  const words = (match[3] ?? '').toLowerCase().replace(/[\s-]+/gu, ' ');
  return FRACTIONS.find(([one]) => one === words)?.[1] ?? Number.NaN;
}

/** The word a change is said of, as bindings key it; none for a function word ("it by half"). */
function changedKey(word: string): string | undefined {
  const lower = word.toLowerCase().replace(/['’]s?$/u, '');
  return lower.length < 3 || isStopWord(lower, 'en') ? undefined : bindingKey(lower);
}

/** Each share `text` changes a word by, by the word's key. */
function sharesByWord(text: string): Map<string, number[]> {
  const shares = new Map<string, number[]>();
  const add = (key: string | undefined, share: number) => {
    if (key === undefined || Number.isNaN(share)) return;
    shares.set(key, [...(shares.get(key) ?? []), share]);
  };
  for (const match of text.matchAll(CHANGE)) add(changedKey(match[1] ?? ''), shareOf(match));
  for (const match of text.matchAll(CUT_VERB)) {
    const share = match[1] ? 50 : 100;
    for (const word of (match[2] ?? '').trim().split(/\s+/u)) add(changedKey(word), share);
  }
  for (const match of text.matchAll(GONE)) add(changedKey(match[1] ?? ''), 100);
  return shares;
}

/** How far a source's share may stand from the line's fraction: a rounding's few points. */
const POINTS = 5;

/** A percentage of the source: "35%", "35 percent". */
const PERCENT = /(\d+(?:\.\d+)?)\s*(?:%|per\s*cent|percent)/giu;

/** Whether the source writes a percentage within the share readers' three points of `share`. */
const heldAnywhere = (text: string, share: number) =>
  [...text.matchAll(PERCENT)].some((match) => Math.abs(Number(match[1]) - share) <= 3);

/**
 * The fractions of `line` (as written, "by about half") that change a word the source changes by
 * another share only. `text`: the source's English text.
 */
export function changedFractions(line: string, text: string): string[] {
  const found: string[] = [];
  let theirs: Map<string, number[]> | undefined;
  for (const match of line.matchAll(CHANGE)) {
    if (match[3] === undefined) continue;
    const key = changedKey(match[1] ?? '');
    if (key === undefined) continue;
    const share = shareOf(match);
    // A third, a quarter, two thirds are read as shares elsewhere (spoken-fractions.ts,
    // fraction-shares.ts), which stop one the source holds as no percentage; half is read nowhere.
    if (share !== 50 && !heldAnywhere(text, share)) continue;
    theirs ??= sharesByWord(text);
    const shares = theirs.get(key) ?? [];
    if (shares.length > 0 && shares.every((one) => Math.abs(one - share) > POINTS)) {
      found.push(match[0].slice(match[0].toLowerCase().lastIndexOf('by ')));
    }
  }
  // "eliminated the penalty" of "halved the yield penalty": the first word the source cuts.
  for (const match of line.matchAll(CUT_VERB)) {
    const share = match[1] ? 50 : 100;
    theirs ??= sharesByWord(text);
    for (const word of (match[2] ?? '').trim().split(/\s+/u)) {
      const key = changedKey(word);
      const shares = key === undefined ? [] : (theirs.get(key) ?? []);
      if (shares.length === 0) continue;
      if (shares.every((one) => Math.abs(one - share) > POINTS))
        found.push(match[0].split(/\s+/u)[0] ?? '');
      break;
    }
  }
  return found;
}
