/**
 * A score told the other way round (issue 44): "Wigan Warriors beat Leeds Rhinos 24-18" of a
 * source's "Leeds Rhinos 24-18 Wigan Warriors", "巨人が阪神に5対3で勝利" of "阪神が巨人に5対3で勝利".
 * The score is the source's, its sides are not. A score's sides are names both the line's and the
 * source's clauses with that score write: in the source, the two either side of the score ("Real
 * Madrid 3-1 Sevilla"), or else the last two before it, or else one before and one after ("El
 * Betis ganó 2-1 al Sevilla"). The line names them in the other order and writes the score the same
 * way round (or in the same order, the other way round): the score is reversed. A clause with a
 * word of losing names its loser first, the score either way round ("Wigan lost 24-18 to Leeds",
 * score-losers.ts): reversed when the side it says lost is the one the source says won. Names are
 * the capitalised words where a script has capitals, and in Chinese and Japanese any word Intl's
 * segmenter finds (a spaced script with no capitals, Arabic or Hindi, tells no name apart).
 */

import { segmentsOf } from '../../segments-of.ts';
import { isAbbreviationDot } from '../words/abbreviation-dots.ts';
import type { Placed } from './figure-ties.ts';
import { namesLoserFirst } from './score-losers.ts';

/** Scripts written without spaces, where Intl's segmenter finds the words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Where a clause ends: a score's sides are read in its own clause ("At Wembley, Leeds beat Wigan
 * 24-18"), never across a list's commas ("Leeds, Wigan, 24-18" tells no one beat anyone).
 */
const SENTENCE_END = /[.!?。！？\n,;:،、，；：]/u;

/** The clause of `text` around the figure at `at`, `length` long ("3:1" ends no clause). */
function sentenceAt(text: string, at: number, length = 0): { sentence: string; from: number } {
  // An abbreviation's dot ("FC St. Pauli") ends no clause.
  const ends = (index: number) =>
    SENTENCE_END.test(text[index] as string) && !isAbbreviationDot(text, index);
  let from = at;
  while (from > 0 && !ends(from - 1)) from -= 1;
  let to = at + length;
  while (to < text.length && !ends(to)) to += 1;
  return { sentence: text.slice(from, to), from };
}

let segmenter: Intl.Segmenter | undefined;

/** A sentence's word: a name's in lower case (capitalised, or of a script without case), or ''. */
interface Word {
  name: string;
  start: number;
  /** Only spaces stand between it and the word before: the same name may go on. */
  joined: boolean;
  /** Three letters or fewer, as written: an article or a club's letters ("El", "FC"). */
  short: boolean;
}

/** A sentence's words in order: every word not a name stands between two names. */
function sentenceWords(
  sentence: string,
  key = (name: string) => name.toLowerCase(),
  isName = (_word: string) => true,
  uncasedName = (_word: string) => false,
): Word[] {
  segmenter ??= new Intl.Segmenter('ja', { granularity: 'word' });
  const words: Word[] = [];
  let end = -1;
  for (const part of segmentsOf(segmenter, sentence)) {
    const word = part.segment;
    if (!part.isWordLike) continue;
    const gap = end >= 0 ? sentence.slice(end, part.index) : '';
    const joined = end >= 0 && (/^\s*$/u.test(gap) || isAbbreviationDot(sentence, end));
    end = part.index + word.length;
    const cased = word.toLowerCase() !== word.toUpperCase();
    // Where words are spaced and have no capitals (Arabic, Persian, Hindi), any word may be a
    // verb or a preposition: only a name the caller knows (a country's) is told apart.
    const name =
      [...word].length >= 2 &&
      !/\p{N}/u.test(word) &&
      (cased ? /^\p{Lu}/u.test(word) && isName(word) : UNSPACED.test(word) || uncasedName(word));
    words.push({
      name: name ? key(word) || word.toLowerCase() : '',
      start: part.index,
      joined,
      short: [...word].length <= 3,
    });
  }
  return words;
}

/**
 * Runs of names both sentences write ("leeds rhinos"), by their first word; a short first word
 * before another ("El Betis", "Il Milan", "FC Bayern") is an article or a club's letters both sides
 * may share, so the run goes by the next.
 */
function runsOf(words: readonly Word[], common: ReadonlySet<string>): string[] {
  const runs: string[] = [];
  let inRun = false;
  // The run's key is still a short word, which the next word of the run takes over.
  let short = false;
  for (const { name, joined, short: few } of words) {
    const named = common.has(name);
    const goesOn = named && inRun && joined;
    if (goesOn && short) runs[runs.length - 1] = name;
    else if (named && !goesOn) runs.push(name);
    if (!goesOn || short) short = named && few;
    inRun = named;
  }
  return runs;
}

/**
 * The score's two sides in the source, as each reading may take them: the names either side of it
 * ("Real Madrid 3-1 Sevilla"), or else the last two before it ("阪神が巨人に5対3", "ЦСКА обыграл
 * СКА со счётом 4:2"), or else one either side of its verb, or else, where none stands before it,
 * the first two after it. Three names or more before it may be its subject, the thing won and the
 * other side ("El Barça ha guanyat la final de la Copa del Rei … contra el Granollers per 34-29"):
 * the clause's first name and the last are a reading too, and a line reverses the score only where
 * both readings say so (a line may put the cup after the sides, "s'imposa al Granollers (34-29) i
 * guanya la Copa del Rei").
 */
function sourceSides(
  words: readonly Word[],
  from: number,
  to: number,
  common: ReadonlySet<string>,
): Array<[string, string]> {
  const before = words.filter((word) => word.start < from);
  const after = words.filter((word) => word.start >= to);
  const touching = common.has(before.at(-1)?.name ?? '') && common.has(after[0]?.name ?? '');
  const runsBefore = runsOf(before, common);
  const runsAfter = runsOf(after, common);
  if (touching) return [[runsBefore.at(-1) as string, runsAfter[0] as string]];
  const last = runsBefore.at(-1) as string;
  if (runsBefore.length >= 3)
    return [
      [runsBefore.at(-2) as string, last],
      [runsBefore[0] as string, last],
    ];
  if (runsBefore.length >= 2) return [[runsBefore.at(-2) as string, last]];
  // One side before the score's verb and one after it: "El Betis ganó 2-1 al Sevilla"; the first
  // name after it, not a later one the line shares ("3-0 van Ajax in De Kuip": Ajax, no side).
  const firstAfter = after.find((word) => word.name !== '');
  if (runsBefore.length === 1 && runsAfter.length >= 1 && common.has(firstAfter?.name ?? '')) {
    return [[runsBefore[0] as string, runsAfter[0] as string]];
  }
  // The score first, its sides after it, the score's first number the first side's: "Victoire
  // 31-17 du Stade Toulousain face à La Rochelle", "Sieg 3:1 für Bayern gegen Dortmund".
  return runsBefore.length === 0 && runsAfter.length >= 2
    ? [[runsAfter[0] as string, runsAfter[1] as string]]
    : [];
}

/** The score's two numbers as the source's key writes them ("s:24-18"), or undefined. */
const scoreKey = (placed: Placed): string | undefined =>
  placed.figure.kind === 'score' ? placed.figure.readings[0]?.[0] : undefined;

/** A score key's two numbers ("s:24-18": 24, 18). */
const sideScores = (key: string) => key.slice(2).split('-').map(Number);

const reverse = (key: string) => key.replace(/^s:(\d+)-(\d+)$/, 's:$2-$1');

/**
 * A source's name as the line writes it where the source gives it a case's ending (Hungarian's
 * "legyőzte a Debrecent", Finnish's "voitti HJK:n"): a line's name of four letters or more that
 * the source's opens, one or two letters short of it.
 */
function caseOf(name: string, lineNames: ReadonlySet<string>): string {
  if (name === '' || lineNames.has(name)) return name;
  for (const line of lineNames) {
    const ending = name.length - line.length;
    if (line.length >= 4 && ending >= 1 && ending <= 2 && name.startsWith(line)) return line;
  }
  return name;
}

/** The line's scores (as written) whose sides stand the other way round from the source's. */
export function reversedScores(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
  /** How a name is compared: in lower case, or (a translation's) as its spelling's key. */
  nameKey?: (name: string) => string,
  /** Which capitalised words are names: in German, not its nouns ("nach Verlängerung"). */
  isName?: (word: string) => boolean,
  /** Which words of a spaced script without capitals are names (a country's, "ایران"). */
  uncasedName?: (word: string) => boolean,
): string[] {
  const reversed: string[] = [];
  for (const placed of line) {
    const key = scoreKey(placed);
    if (key === undefined || key === reverse(key)) continue;
    const theirs = source.find((other) => {
      const their = scoreKey(other);
      return their === key || (their !== undefined && reverse(their) === key);
    });
    if (!theirs) continue;
    const inSource = sentenceAt(sourceText, theirs.start, theirs.figure.text.length);
    const lineClause = sentenceAt(lineText, placed.start, placed.figure.text.length).sentence;
    // Either may give a side a case's ending the other does not: each is read as the other's.
    const written = sentenceWords(inSource.sentence, nameKey, isName, uncasedName);
    const sourceNames = new Set(written.map((word) => word.name).filter((name) => name !== ''));
    const lineWords = sentenceWords(lineClause, nameKey, isName, uncasedName).map((w) =>
      caseOf(w.name, sourceNames),
    );
    const lineSet = new Set(lineWords.filter((word) => word !== ''));
    const sourceWords = written.map((word) => ({ ...word, name: caseOf(word.name, lineSet) }));
    const common = new Set(
      sourceWords.map((word) => word.name).filter((name) => name !== '' && lineSet.has(name)),
    );
    const from = theirs.start - inSource.from;
    const readings = sourceSides(sourceWords, from, from + theirs.figure.text.length, common);
    const sides = readings.filter(([first, second]) => first !== second);
    if (
      sides.length > 0 &&
      sides.every((pair) =>
        reversedAs(pair, lineClause, inSource.sentence, scoreKey(theirs) as string, key, lineWords),
      )
    ) {
      reversed.push(placed.figure.text);
    }
  }
  return reversed;
}

/** Whether the line's clause names the source's `sides` the other way round from its score. */
function reversedAs(
  [first, second]: [string, string],
  lineClause: string,
  sourceSentence: string,
  theirKey: string,
  key: string,
  lineWords: readonly string[],
): boolean {
  const lineFirst = lineWords.indexOf(first) < lineWords.indexOf(second);
  const sameWay = theirKey === key;
  const loserFirst = namesLoserFirst(lineClause);
  const sourceLoserFirst = namesLoserFirst(sourceSentence);
  if (!loserFirst && !sourceLoserFirst) return lineFirst !== sameWay;
  // A clause of losing names its loser first, the score either way round ("lost 24-18"): the
  // line is reversed when the side it says lost is the one the source says won.
  const [a = 0, b = 0] = sideScores(theirKey);
  const winner = sourceLoserFirst ? second : a > b ? first : second;
  const [x = 0, y = 0] = sideScores(key);
  const named = lineFirst ? first : second;
  const loser = loserFirst ? named : x > y ? (lineFirst ? second : first) : named;
  return loser === winner;
}
