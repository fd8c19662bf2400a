/**
 * A share in fraction words of a part and the whole its source's parts add to (issue 44 item 4):
 * "tre quarti dei voti" of "24 voti a favore e 8 contrari" (24 of 32), "two thirds of the votes"
 * of "by 20 votes to 10", "la mitad de los votos" of "18 votos a favor y 18 en contra", "four
 * fifths of students" of "Of 1,200 students, 960 passed". The source writes no percentage for the
 * fraction to round (spoken-fractions.ts, share-phrases.ts read those); a reader adds the parts.
 *
 * The parts are the counts of one sentence of the source (two to four, no year); their whole is
 * the count "of" marks ("Of 1,200 students"), else their sum. The line must name the part: a word
 * of its own the source tells right after that count ("voti", "favor"; not a word every part
 * has), or, where the whole is marked, a word of the part or the whole. The fraction is within
 * three points of the part's share, on the side a bound says ("more than two thirds"), as
 * spoken-fractions.ts reads a percentage: "two thirds" of 24 to 8 (75%) is still stopped.
 */
import type { ClaimSource } from '../claim-source.ts';
import { isContent } from '../words/clause-words.ts';
import { isStopWord } from '../words/stop-words.ts';
import type { Figure } from './figure-kinds.ts';
import { hedgeBefore } from './hedge-before.ts';
import { spokenFraction } from './spoken-fractions.ts';

const SENTENCE_END = /[.!?。！？;]\s|[\n。！？]/u;
/** A whole number that may be a year. */
const YEAR = /^(?:1[89]|20|21)\d\d$/;
/** "of" before a count: the whole ("Of 1,200 students", "960 out of 1,200", "30 sur 40"). */
const OF_BEFORE =
  /(?:^|[^\p{L}])(?:of|out of|sur|von|su|de|di|van|z|ze|od|dari|daripada|из|от|з|із|av|af|από|من|از|מתוך|dos|das|dei|degli|delle|des|dels|din|dintre|among|trong|trong số|spośród|wśród|среди|mezi|között|unter|entre|tra|fra)(?:\s+(?:the|les|den|die|i|gli|los|las|de|os|as))?\s+$/iu;
/**
 * The whole marked after its noun: "在300名员工中", "300人の社員のうち", "400명의 응답자 중", and
 * Turkish's genitive ("300 katılımcının 100'ü"). Without it the parts were summed: 100 of 300
 * read as a quarter of 400, so an invented "seperempat" of "Dari 300 peserta, 100 orang" passed.
 */
const WHOLE_AFTER = /^[^\d。，,.!?]{0,12}?(?:中|のうち|중)|^\s+\p{L}+(?:n[ıiuü]n|[ıiuü]n)\s+\d/u;
/** A part of the count just before it: "480 of them", "dont 480", "davon 480", "di cui 480". */
const OF_THEM_AFTER = /^\s+(?:of\s+(?:them|whom|which|these|those))(?![\p{L}])/iu;
const OF_THEM_BEFORE =
  /(?:^|[^\p{L}])(?:dont|davon|darunter|de\s+ellos|de\s+ellas|de\s+los\s+cuales|di\s+cui|waarvan|w\s+tym|из\s+них|dos\s+quais)\s+$/iu;
/** The most counts of one sentence read as parts. */
const MOST = 4;
/** How far a share in words may stand from the part's share. */
const POINTS = 3;

interface Count {
  value: number;
  /** The content words the source tells right after it, to its clause's end. */
  words: string[];
  whole: boolean;
}

/** Two words one, but for their endings ("voti", "voto"; "votes", "vote"). */
const same = (a: string, b: string) =>
  a.length >= 4 && b.length >= 4 ? a.slice(0, 4) === b.slice(0, 4) : a === b;

/** Han and katakana, which no space splits into words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Katakana}]/u;

/** A run of Han or katakana as its pairs of characters ("员工", "远程"): words it may hold. */
const pairs = (run: string) =>
  [...run]
    .slice(1)
    .map((char, index) => `${run[index]}${char}`)
    .filter((pair) => [...pair].every((char) => UNSPACED.test(char)));

const contentWords = (text: string, lang: string) =>
  (text.match(/[\p{L}\p{M}]+/gu) ?? [])
    .flatMap((word) => (UNSPACED.test(word) ? pairs(word) : [word.toLowerCase()]))
    // A pair of Han or katakana is a word's part, short as it is; the stop lists know none.
    .filter((word) => UNSPACED.test(word) || (isContent(word) && !isStopWord(word, lang)));

/** The source's counts sentence by sentence, each with the words told after it. */
function sentences(source: ClaimSource, lang: string): Count[][] {
  const groups: Count[][] = [[]];
  let last = 0;
  for (const { figure, start } of source.placed?.() ?? []) {
    if (SENTENCE_END.test(source.text.slice(last, start))) groups.push([]);
    last = start + figure.text.length;
    // Its first reading ("20 votes to 10": 20, or 20:00).
    const key = figure.kind === 'count' ? figure.readings[0] : [];
    const value = key?.length === 1 ? /^n(\d+)$/.exec(key[0] ?? '')?.[1] : undefined;
    if (value === undefined || YEAR.test(value)) continue;
    const clause = source.text.slice(last, last + 40).split(/[,;:.!?()\n\p{N}]/u)[0] ?? '';
    const before = source.text.slice(Math.max(0, start - 24), start);
    const group = groups.at(-1) ?? [];
    // "640 pupils, 480 of them": the count before is the whole.
    const previous = group.at(-1);
    if (previous && (OF_THEM_AFTER.test(source.text.slice(last)) || OF_THEM_BEFORE.test(before)))
      previous.whole = true;
    const whole =
      OF_BEFORE.test(before.slice(-16)) || WHOLE_AFTER.test(source.text.slice(last, last + 30));
    group.push({ value: Number(value), words: contentWords(clause, lang).slice(0, 3), whole });
  }
  return groups.filter((group) => group.length >= 2 && group.length <= MOST);
}

/** The shares of the parts the line names in their whole, in percent. */
function namedShares(line: string, source: ClaimSource): number[] {
  const lang = source.langs[0] ?? 'en';
  const mine = contentWords(line, lang);
  const says = (count: Count, others: readonly Count[]) =>
    count.words.some(
      (word) =>
        mine.some((one) => same(one, word)) &&
        !others.some((other) => other.words.some((theirs) => same(theirs, word))),
    );
  return sentences(source, lang).flatMap((counts) => {
    const whole = counts.find((count) => count.whole);
    if (whole) {
      const parts = counts.filter((count) => count !== whole && count.value < whole.value);
      const named = parts.some((part) => says(part, [])) || says(whole, []);
      return named ? parts.map((part) => (100 * part.value) / whole.value) : [];
    }
    const sum = counts.reduce((total, count) => total + count.value, 0);
    return counts
      .filter((count) =>
        says(
          count,
          counts.filter((other) => other !== count),
        ),
      )
      .map((count) => (100 * count.value) / sum);
  });
}

/** Whether `share` (a share in words, in percent) is one of `shares`, on a bound's side. */
function near(share: number, shares: readonly number[], before: string): boolean {
  const side = hedgeBefore(before);
  return shares.some(
    (value) =>
      Math.abs(value - share) <= POINTS &&
      (!side || Math.abs(value - share) < 1e-9 || Math.sign(value - share) === side),
  );
}

/**
 * Whether the line's `figure` is a share in fraction words of a part of the source's whole: a
 * numerator ("tre" of "tre quarti"), a half ("la mitad"), or a share's own words ("two thirds")
 * with its `percent`.
 */
export function partShare(figure: Figure, line: string, source: ClaimSource, percent?: number) {
  const at = line.indexOf(figure.text);
  if (at < 0) return false;
  const key = figure.readings.length === 1 ? figure.readings[0]?.join() : undefined;
  const numerator = figure.kind === 'count' ? /^n(\d)$/.exec(key ?? '')?.[1] : undefined;
  const words = figure.kind === 'percent' && !/\d/u.test(figure.text);
  const share = percent ?? (words ? Number(/^p(\d+(?:\.\d+)?)$/.exec(key ?? '')?.[1]) : undefined);
  if (numerator === undefined && (share === undefined || Number.isNaN(share))) return false;
  const shares = namedShares(line, source);
  if (shares.length === 0) return false;
  if (numerator !== undefined)
    return spokenFraction(line, at, figure.text, Number(numerator), shares);
  return near(share as number, shares, line.slice(Math.max(0, at - 24), at));
}
