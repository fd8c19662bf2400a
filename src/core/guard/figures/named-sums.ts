/**
 * A total of things one sentence of the source counts apart, the line naming each (issue 44 item
 * 4, h303): "пять новых соцобъектов: школы и поликлиники" of "открыл 3 новые школы и 2
 * поликлиники", "5 new facilities: schools and clinics" of "3 new schools and 2 clinics". A reader
 * adds them under a word of their own. summed-parts.ts adds only parts of one noun, and
 * derived-figures.ts only where the line says it adds; here the tie is that the line names every
 * part (a word of those after its figure, up to a function word or a mark) outside the words it
 * counts its total in: "5 школ и 2 поликлиники" of the same source (the schools made 5) stays a
 * claim, and so does a total that is not the parts' sum. Bare counts only (no unit, no year), two
 * to four in the sentence, each of its own noun, read from the source's placed figures once.
 */
import type { ClaimSource } from '../claim-source.ts';
import { oncePer } from '../once-per-source.ts';
import { COORDINATORS } from '../swaps/clause-swaps.ts';
import type { Placed } from '../swaps/figure-ties.ts';
import { isStopWord } from '../words/stop-words.ts';
import type { Figure } from './figure-kinds.ts';

/** A plain count's key: "n1200". */
const COUNT_KEY = /^n(\d+)$/u;
/** A whole number that may be a year: no part of a total. */
const YEAR = /^(?:1[89]|20|21)\d\d$/u;
/** A sentence's end between two figures. */
const SENTENCE_END = /[.!?。！？;]\s|\n/u;
/** The most parts added: a longer run is a list of figures, not one whole's parts. */
const MOST_PARTS = 4;
/** The most counts of a sentence read for such runs. */
const MOST_IN_SENTENCE = 6;
/** The most words read after a figure for its noun. */
const MOST_WORDS = 3;
const WORD = /[\p{L}\p{M}][\p{L}\p{M}'’-]*|[^\s\p{L}\p{M}]/gu;

/** A word's stem: its last two letters cut, four kept ("школ" of "школы" and "школ"). */
const stem = (word: string) => word.slice(0, Math.max(4, word.length - 2));

/** A figure's one plain count, if it is one. */
function countOf(figure: Figure): number | undefined {
  if (figure.kind !== 'count' || figure.readings.length !== 1) return undefined;
  const keys = figure.readings[0] ?? [];
  const value = keys.length === 1 ? COUNT_KEY.exec(keys[0] ?? '')?.[1] : undefined;
  return value === undefined || YEAR.test(value) ? undefined : Number(value);
}

/**
 * The words after a figure ending at `end`, up to a function word or a mark ("новые школы" of "3
 * новые школы и"), lower case: its noun and the words told with it.
 */
function wordsAfter(text: string, end: number, langs: readonly string[]): string[] {
  const words: string[] = [];
  for (const match of text.slice(end, end + 60).matchAll(WORD)) {
    const word = match[0].toLowerCase();
    if (!/^[\p{L}\p{M}]/u.test(word) || langs.some((lang) => isStopWord(word, lang))) break;
    words.push(word);
    if (words.length >= MOST_WORDS) break;
  }
  return words.filter((word) => word.length >= 3);
}

interface Sum {
  total: number;
  values: number[];
  /** Each part's words after it. */
  words: string[][];
}

/** Each sentence's sum of two to four plain counts, each with its noun, made once per source. */
const sumsOf = /* @__PURE__ */ oncePer((source: ClaimSource): Sum[] => {
  const placed: readonly Placed[] = source.placed?.() ?? [];
  const langs = ['en', ...source.langs];
  const sums: Sum[] = [];
  const and = new Set(langs.flatMap((lang) => [...(COORDINATORS[lang] ?? [])]));
  // Parts of one list: between one's figure and the next only its words, commas and an "and"
  // ("3 новые школы и 2 поликлиники"); not another verb's count ("2 nuovi reparti e assumerà 65
  // infermieri": wards and nurses are no one kind to total, h308).
  const listed = (
    one: { words: string[]; end: number } | undefined,
    next: { start: number },
  ): boolean =>
    one !== undefined &&
    (source.text.slice(one.end, next.start).match(WORD) ?? []).every((token) => {
      const word = token.toLowerCase();
      return word === ',' || and.has(word) || one.words.includes(word) || word.length < 3;
    });
  let group: Array<{ value: number; words: string[]; start: number; end: number }> = [];
  let last = 0;
  const close = () => {
    // Each run of two to four neighbouring parts ("2 nuovi reparti … 65 infermieri e 22 medici":
    // the hires are the last two), every part with its words, no two the same noun (summed-parts.ts
    // adds those). A sentence of more counts is a list of figures, not one whole's parts.
    if (group.length <= MOST_IN_SENTENCE) {
      for (let from = 0; from + 1 < group.length; from++) {
        for (let to = from + 2; to <= Math.min(group.length, from + MOST_PARTS); to++) {
          const parts = group.slice(from, to);
          if (!parts.every((part, at) => at === 0 || listed(group[from + at - 1], part))) continue;
          const nouns = new Set(parts.map((part) => stem(part.words[part.words.length - 1] ?? '')));
          if (nouns.has('') || nouns.size !== parts.length) continue;
          const values = parts.map((part) => part.value);
          const total = values.reduce((sum, value) => sum + value, 0);
          sums.push({ total, values, words: parts.map((part) => part.words) });
        }
      }
    }
    group = [];
  };
  for (const one of placed) {
    if (group.length > 0 && SENTENCE_END.test(source.text.slice(last, one.start))) close();
    last = one.start + one.figure.text.length;
    const value = countOf(one.figure);
    // A figure of another kind between two counts ends neither's sentence, nor adds to it.
    if (value !== undefined) {
      group.push({
        value,
        words: wordsAfter(source.text, last, langs),
        start: one.start,
        end: last,
      });
    }
  }
  close();
  return sums;
});

/** Whether a word of `words` is one of `part`'s but for its ending. */
const names = (words: readonly string[], part: readonly string[]) =>
  part.some((one) => {
    const own = stem(one);
    return words.some((word) => word.length >= 3 && (stem(word) === own || word.startsWith(own)));
  });

/**
 * Whether the line's `figure` totals the counts of one source sentence whose every part the line
 * names outside the words it counts its total in.
 */
export function namedSum(figure: Figure, line: string, source: ClaimSource): boolean {
  const value = countOf(figure);
  const at = line.indexOf(figure.text);
  if (value === undefined || at < 0) return false;
  const sums = sumsOf(source).filter((sum) => sum.total === value && !sum.values.includes(value));
  if (sums.length === 0) return false;
  const langs = ['en', ...source.langs, ...source.lineLangs];
  const end = at + figure.text.length;
  const own = new Set(wordsAfter(line, end, langs));
  // The words told elsewhere: "5 школ и 2 поликлиники" names the schools only in its own count.
  const rest = `${line.slice(0, at)} ${line.slice(end)}`.toLowerCase();
  const words = (rest.match(/[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu) ?? []).filter(
    (word) => !own.has(word),
  );
  return sums.some((sum) => sum.words.every((part) => names(words, part)));
}
