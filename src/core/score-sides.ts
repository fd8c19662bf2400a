/**
 * A score told the other way round (issue 44): "Wigan Warriors beat Leeds Rhinos 24-18" of a
 * source's "Leeds Rhinos 24-18 Wigan Warriors", "巨人が阪神に5対3で勝利" of "阪神が巨人に5対3で勝利".
 * The score is the source's, its sides are not. A score's sides are names both the line's and the
 * source's sentences with that score write: in the source, the two either side of the score
 * ("Real Madrid 3-1 Sevilla"), or else the last two before it. The line names them in the other
 * order and writes the score the same way round (or in the same order, the other way round): the
 * score is reversed. Names are
 * the capitalised words where a script has capitals, and in Chinese and Japanese any word Intl's
 * segmenter finds (a spaced script with no capitals, Arabic or Hindi, tells no name apart). A line that names the loser first and keeps the score
 * ("Wigan lost 24-18 to Leeds") reads as reversed too: decision 012 says so.
 */
import type { Placed } from './figure-ties.ts';

/** Scripts written without spaces, where Intl's segmenter finds the words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Where a clause ends: a score's sides are read in its own clause ("At Wembley, Leeds beat Wigan
 * 24-18"), never across a list's commas ("Leeds, Wigan, 24-18" tells no one beat anyone).
 */
const SENTENCE_END = /[.!?。！？\n,;:،、，；：]/u;

/** The clause of `text` around `at`, and where it starts. */
function sentenceAt(text: string, at: number): { sentence: string; from: number } {
  let from = at;
  while (from > 0 && !SENTENCE_END.test(text[from - 1] as string)) from -= 1;
  let to = at;
  while (to < text.length && !SENTENCE_END.test(text[to] as string)) to += 1;
  return { sentence: text.slice(from, to), from };
}

let segmenter: Intl.Segmenter | undefined;

/** A sentence's word: a name's in lower case (capitalised, or of a script without case), or ''. */
interface Word {
  name: string;
  start: number;
  /** Only spaces stand between it and the word before: the same name may go on. */
  joined: boolean;
}

/** A sentence's words in order: every word not a name stands between two names. */
function sentenceWords(sentence: string): Word[] {
  segmenter ??= new Intl.Segmenter('ja', { granularity: 'word' });
  const words: Word[] = [];
  let end = -1;
  for (const part of segmenter.segment(sentence)) {
    const word = part.segment;
    if (!part.isWordLike) continue;
    const joined = end >= 0 && /^\s*$/u.test(sentence.slice(end, part.index));
    end = part.index + word.length;
    const cased = word.toLowerCase() !== word.toUpperCase();
    // Where words are spaced and have no capitals (Arabic, Hindi), any word may be a verb or a
    // preposition, no name told apart: such a sentence has none.
    const name =
      [...word].length >= 2 &&
      !/\p{N}/u.test(word) &&
      (cased ? /^\p{Lu}/u.test(word) : UNSPACED.test(word));
    words.push({ name: name ? word.toLowerCase() : '', start: part.index, joined });
  }
  return words;
}

/** Runs of names both sentences write ("leeds rhinos"), by their first word. */
function runsOf(words: readonly Word[], common: ReadonlySet<string>): string[] {
  const runs: string[] = [];
  let inRun = false;
  for (const { name, joined } of words) {
    const named = common.has(name);
    if (named && !(inRun && joined)) runs.push(name);
    inRun = named;
  }
  return runs;
}

/**
 * The score's two sides in the source: the names either side of it ("Real Madrid 3-1 Sevilla"),
 * or else the last two before it ("阪神が巨人に5対3", "ЦСКА обыграл СКА со счётом 4:2").
 */
function sourceSides(
  words: readonly Word[],
  from: number,
  to: number,
  common: ReadonlySet<string>,
): [string, string] | undefined {
  const before = words.filter((word) => word.start < from);
  const after = words.filter((word) => word.start >= to);
  const touching = common.has(before.at(-1)?.name ?? '') && common.has(after[0]?.name ?? '');
  const runsBefore = runsOf(before, common);
  if (touching) return [runsBefore.at(-1) as string, runsOf(after, common)[0] as string];
  return runsBefore.length >= 2
    ? [runsBefore.at(-2) as string, runsBefore.at(-1) as string]
    : undefined;
}

/** The score's two numbers as the source's key writes them ("s:24-18"), or undefined. */
const scoreKey = (placed: Placed): string | undefined =>
  placed.figure.kind === 'score' ? placed.figure.readings[0]?.[0] : undefined;

const reverse = (key: string) => key.replace(/^s:(\d+)-(\d+)$/, 's:$2-$1');

/** The line's scores (as written) whose sides stand the other way round from the source's. */
export function reversedScores(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
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
    const inSource = sentenceAt(sourceText, theirs.start);
    const sourceWords = sentenceWords(inSource.sentence);
    const lineWords = sentenceWords(sentenceAt(lineText, placed.start).sentence).map((w) => w.name);
    const lineSet = new Set(lineWords.filter((word) => word !== ''));
    const common = new Set(
      sourceWords.map((word) => word.name).filter((name) => name !== '' && lineSet.has(name)),
    );
    const from = theirs.start - inSource.from;
    const sides = sourceSides(sourceWords, from, from + theirs.figure.text.length, common);
    if (!sides || sides[0] === sides[1]) continue;
    const [first, second] = sides;
    const lineFirst = lineWords.indexOf(first) < lineWords.indexOf(second);
    const sameWay = scoreKey(theirs) === key;
    if (lineFirst !== sameWay) reversed.push(placed.figure.text);
  }
  return reversed;
}
