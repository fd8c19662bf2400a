/**
 * A count a reader works out as a percentage of a whole the same sentence of the source gives
 * (issue 44 item 4, h303): "5.000 gratis" of "12.500 plekken, waarvan 40 procent gratis", "about
 * 3,000 of them were women" of "7,400 applicants, 41% of them women". derived-figures.ts works
 * out a share from two counts, not a count from a share. The part holds where the percentage of
 * the whole is the line's figure exactly, or within the rounding its hedge marks ("about",
 * "rund", "約": rounded-figures.ts's words); a changed part ("6.000 gratis") stays a claim. A whole
 * gives a part of its own kind and unit only ("€4,000" of "40% of €10,000"); a year is none. The
 * line names what the share is of ("gratis", "women"): "5.000 extra plekken" stays a claim.
 */
import type { ClaimSource } from '../claim-source.ts';
import { oncePer } from '../once-per-source.ts';
import type { Placed } from '../swaps/figure-ties.ts';
import { isStopWord } from '../words/stop-words.ts';
import { roundingHedge } from './figure-hedges.ts';
import type { Figure } from './figure-kinds.ts';
import { hedgeBefore } from './hedge-before.ts';
import { precisionOf } from './rounded-figures.ts';

/** A value key's kind and unit ("n", "p", "c:euro:", "u:km:") and its value. */
const VALUE_KEY = /^(n|p|c:[^:]+:|u:[^:]+:)(\d+(?:\.\d+)?)$/u;
/** A whole number that may be a year: no whole. */
const YEAR = /^(?:1[89]|20|21)\d\d$/u;
/**
 * A sentence's end: a full stop before a capital or a caseless script's letter, not an
 * abbreviation's ("ca. 4.300"), as derived-figures.ts reads it.
 */
const SENTENCE_END = /[.!?](?:\s+(?=[\p{Lu}\p{Lt}\p{Lo}"“«„'‘([])|\s*$)|[;。！？]|\n/u;
/** The most figures of a sentence read with each other. */
const MOST_IN_SENTENCE = 10;

interface Sentence {
  /** Its percentages, each with the words told after it ("gratis" of "40 procent gratis"). */
  shares: Array<{ value: number; words: string[] }>;
  /** Its wholes: a kind and unit ("n", "c:euro:") and a value. */
  wholes: Array<{ prefix: string; value: number }>;
}

/** A figure's first reading, when it is one value: its prefix and value. */
function singleValue(figure: Figure): { prefix: string; value: number } | undefined {
  const reading = figure.readings[0];
  if (reading?.length !== 1) return undefined;
  const parts = VALUE_KEY.exec(reading[0] ?? '');
  return parts ? { prefix: parts[1] as string, value: Number(parts[2]) } : undefined;
}

/** Letters of a word, a Han or kana run cut in twos ("学生" of "が学生だった"). */
const WORD = /[\p{L}\p{M}]+/gu;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * The words told after a percentage ending at `end`, to its clause's end, lower case: three of
 * four letters or more, or an unspaced script's pairs of letters.
 */
function toldAfter(text: string, end: number, langs: readonly string[]): string[] {
  const clause = text.slice(end, end + 40).split(/[,;:.!?()\n、。，；！？]/u)[0] ?? '';
  const words: string[] = [];
  for (const match of clause.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    if (UNSPACED.test(word)) {
      for (let at = 0; at + 2 <= word.length; at++) words.push(word.slice(at, at + 2));
    } else if (word.length >= 4 && !langs.some((lang) => isStopWord(word, lang))) {
      if (words.length < 3) words.push(word.slice(0, 5));
    }
  }
  return words;
}

/** The source's sentences with a percentage and a whole, made once per source. */
const sentencesOf = /* @__PURE__ */ oncePer((source: ClaimSource): Sentence[] => {
  const placed: readonly Placed[] = source.placed?.() ?? [];
  const langs = ['en', ...source.langs];
  const sentences: Sentence[] = [];
  let current: Sentence = { shares: [], wholes: [] };
  let count = 0;
  let last = 0;
  const close = () => {
    if (current.shares.length > 0 && current.wholes.length > 0 && count <= MOST_IN_SENTENCE)
      sentences.push(current);
    current = { shares: [], wholes: [] };
    count = 0;
  };
  for (const one of placed) {
    if (count > 0 && SENTENCE_END.test(source.text.slice(last, one.start))) close();
    last = one.start + one.figure.text.length;
    count += 1;
    const read = singleValue(one.figure);
    if (!read) continue;
    if (read.prefix === 'p') {
      if (read.value > 0 && read.value < 100)
        current.shares.push({ value: read.value, words: toldAfter(source.text, last, langs) });
    } else if (!(read.prefix === 'n' && YEAR.test(String(read.value)))) current.wholes.push(read);
  }
  close();
  return sentences;
});

/**
 * Whether the line's `figure` is a percentage of a whole of one source sentence: exactly, or
 * within the rounding a hedge before or after it marks.
 */
export function percentPart(figure: Figure, line: string, source: ClaimSource): boolean {
  if (figure.kind !== 'count' && figure.kind !== 'money') return false;
  const mine = singleValue(figure);
  if (!mine || mine.prefix === 'p' || mine.value <= 0) return false;
  const sentences = sentencesOf(source);
  if (sentences.length === 0) return false;
  const at = line.indexOf(figure.text);
  const hedged =
    at >= 0 &&
    (hedgeBefore(line.slice(Math.max(0, at - 24), at)) ??
      roundingHedge(line, at, at + figure.text.length)) !== undefined;
  // Exact but for the whole's own rounding, else half the line's last digit where it hedges.
  const within = hedged ? precisionOf(mine.value) / 2 : 0.5;
  const lower = line.toLowerCase();
  return sentences.some((sentence) =>
    sentence.wholes.some(
      (whole) =>
        whole.value > mine.value &&
        whole.prefix === mine.prefix &&
        sentence.shares.some(
          (share) =>
            Math.abs((share.value * whole.value) / 100 - mine.value) <= within + 1e-9 &&
            // The line tells the part of what the source tells the share of ("gratis"): a figure
            // of another clause that only equals it ("5.000 extra plekken") is no part.
            share.words.some((word) => lower.includes(word)),
        ),
    ),
  );
}
