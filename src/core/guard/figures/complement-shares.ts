/**
 * A share a summary tells of the other side of the source's percentage (issue 44 item 4, false
 * stops): "About 9% of trains were late" of "on time 91.4% of the time", "Over a third of DB's
 * trains were late" of "62.7% … were on time", "about 28% rejected it" of "72% approved the plan".
 * derived-figures.ts reads a complement of two counts (a part and its whole); this reads one
 * percentage's, 100 less it, exactly at the line's precision or within its hedge (rounded-figures.ts
 * and figure-hedges.ts's words: "about", "nearly", "over", "約", "以上").
 *
 * Only where the line tells the other side in words, in the clause of its share: a word of one
 * side of an opposite pair (meaning/'s "late", "rejected", "lost", "closed") whose side the source's
 * sentence says nothing of, or a negation ("were not on time") the source's sentence lacks. "About
 * 37% were on time" of 62.7% on time, a line that says another word of the same side ("delayed"
 * of "arrived late"), or of a side the source gives its own figure ("62.7% on time, 30.1% late":
 * "about 37% were late") are stopped; so is a share whose other side is not said ("More than half
 * voted" of a 48.6% turnout), and any of a percentage the source tells as a change ("Prices rose
 * 3.2%": "did not rise 97%").
 */
import type { ClaimSource } from '../claim-source.ts';
import { DIRECTION_STEMS } from '../meaning/direction-stems.data.ts';
import { DIRECTION_WORDS } from '../meaning/direction-words.data.ts';
import { negationWordsOf } from '../meaning/negation-words.ts';
import { boundSide, roundingHedge } from './figure-hedges.ts';
import type { Figure } from './figure-kinds.ts';
import { hedgeBefore } from './hedge-before.ts';
import { fractionShare, precisionOf } from './rounded-figures.ts';

/** Groups of opposites that tell no side of a share: an amount's change, "more" and "less". */
const NO_SIDE = new Set(['amount', 'more']);
/** A sentence's end (not a decimal point: "62.7%"). */
const SENTENCE_END = /[.!?](?:\s+|$)|[。！？\n]\s*/u;
/** A clause's end in the line: where another statement may begin. */
const CLAUSE_END = /[,;:.!?。，；！？()]|\s(?:and|but|while|whereas)\s/iu;
const PERCENT_KEY = /^p(\d+(?:\.\d+)?)$/;

/** The opposite sides the words of `langs` tell, each a list of words and stems ("steig-"). */
function sidesOf(langs: readonly string[], change: boolean): string[][] {
  const sides = DIRECTION_WORDS.split('\n')
    .filter((row) => /^\S+ (?:up|down) /u.test(row))
    .filter((row) => NO_SIDE.has(row.split(' ')[0] as string) === change)
    .map((row) => row.split(' ').slice(2));
  for (const lang of new Set(langs)) {
    for (const [group, pair] of Object.entries(DIRECTION_STEMS[lang] ?? {})) {
      if (NO_SIDE.has(group) === change) sides.push(pair[0].split(' '), pair[1].split(' '));
    }
  }
  return sides;
}

/** Whether one of `words` is of `side`. */
const says = (words: readonly string[], side: readonly string[]) =>
  words.some((word) =>
    side.some((one) =>
      one.endsWith('-') ? one.length > 1 && word.startsWith(one.slice(0, -1)) : one === word,
    ),
  );

const wordsOf = (text: string) =>
  (text.match(/[\p{L}\p{M}']+/gu) ?? []).map((word) => word.toLowerCase());

/** Whether `words` hold a negation of one of `langs` ("not", "n't", "nicht"). */
const negates = (words: readonly string[], langs: readonly string[]) =>
  words.some(
    (word) =>
      word.endsWith("n't") || langs.some((lang) => negationWordsOf(lang)?.words.has(word) === true),
  );

/** The text of the sentence around `start` in `text`. */
function sentenceAt(text: string, start: number): string {
  const before = text.slice(0, start);
  let from = 0;
  for (const end of before.matchAll(new RegExp(SENTENCE_END.source, 'gu'))) {
    from = (end.index ?? 0) + end[0].length;
  }
  const rest = text.slice(start);
  const to = SENTENCE_END.exec(rest);
  return text.slice(from, start + (to ? to.index : rest.length));
}

/** The clause of the line around its share at `at`‥`end`. */
function clauseAt(line: string, at: number, end: number): string {
  const parts = line.slice(0, at).split(CLAUSE_END);
  const after = line.slice(end);
  const stop = CLAUSE_END.exec(after);
  return `${parts[parts.length - 1] ?? ''}${line.slice(at, end)}${stop ? after.slice(0, stop.index) : after}`;
}

/** Whether `complement` is the line's share `value`, by its hedge or bound, or as written. */
function near(
  complement: number,
  value: number,
  words: boolean,
  line: string,
  at: number,
  end: number,
): boolean {
  const bound = boundSide(line, at, end);
  const off = complement - value;
  if (bound !== undefined) {
    // "over a third" of 37.3%: within five points a share in words, one step of its digit else.
    const step = precisionOf(value);
    const reach = words ? 5 : value >= 10 && value / step < 10 ? Math.min(step, value / 5) : step;
    return off * bound > 1e-9 && off * bound < reach;
  }
  const before = line.slice(Math.max(0, at - 24), at);
  const hedge = hedgeBefore(before) ?? roundingHedge(line, at, end);
  const half = Number.isInteger(value) ? 0.5 : precisionOf(value) / 2;
  const within = words
    ? hedge === undefined
      ? 1
      : 3
    : hedge === undefined
      ? half
      : Math.max(half, 1);
  if (Math.abs(off) > within + 1e-9) return false;
  return hedge === undefined || hedge === 0 || Math.abs(off) < 1e-9 || Math.sign(off) === hedge;
}

/**
 * Whether the line's percentage `figure` is 100 less one of the source's percentages, told of the
 * other side in its own clause.
 */
export function complementShare(figure: Figure, line: string, source: ClaimSource): boolean {
  if (figure.kind !== 'percent') return false;
  const words = !/\d/u.test(figure.text);
  const read = PERCENT_KEY.exec(figure.readings[0]?.[0] ?? '');
  const value = words ? fractionShare(figure.text) : read ? Number(read[1]) : undefined;
  const at = line.indexOf(figure.text);
  if (value === undefined || value <= 0 || value >= 100 || at < 0) return false;
  const end = at + figure.text.length;
  const langs = ['en', ...source.langs, ...source.lineLangs];
  const clause = wordsOf(clauseAt(line, at, end));
  const sides = sidesOf(langs, false);
  const changes = sidesOf(langs, true);
  return (source.placed?.() ?? []).some(({ figure: theirs, start }) =>
    theirs.readings.some((reading) => {
      const share = PERCENT_KEY.exec(reading.length === 1 ? (reading[0] as string) : '');
      if (!share || !near(100 - Number(share[1]), value, words, line, at, end)) return false;
      const sentence = wordsOf(sentenceAt(source.text, start));
      // A percentage the source tells as a change ("Prices rose 3.2%") has no other side.
      if (changes.some((side) => says(sentence, side))) return false;
      // The line says a side the source's sentence does not: an opposite, or a negation.
      const opposite = sides.some((side) => says(clause, side) && !says(sentence, side));
      return opposite || (negates(clause, langs) && !negates(sentence, langs));
    }),
  );
}
