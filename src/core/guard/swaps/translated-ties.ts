/**
 * Two of the source's figures traded in a translated line (docs/decisions/012, round ten): "7.75
 * million passengers on Tuesday, beating the previous record of 7.86 million" of "मंगलवार को 78.6
 * लाख यात्रियों … पिछला रिकॉर्ड 77.5 लाख". A translation's words are not the source's, so no figure
 * is tied to a word there (figure-ties.ts); but a weekday or a month is the same date in every
 * language (calendar-names.ts, from CLDR). Here a figure is tied to the days and months of its
 * clause, or to none, and figure-ties.ts's test of a trade is asked of those ties: a figure at a
 * day where the source has another, that other in the line elsewhere, and this one in the source
 * elsewhere. Dates are themselves no tied figure. Round eleven asks the same test of two more ties
 * a translation keeps: the other figures of a figure's clause ("64% … 7 hours", "23% … 3 cups"),
 * and, for a source not in Latin letters, the nearest thing before it that the line names in the
 * source's sounds ("barbari" of "بربری"). A clause's pairs end at its language's "and" too, and a
 * figure alone in its clause is tied to that (h97): "Le Super 95 coûtera 2,83 dirhams et le diesel
 * 2,93 dirhams" of "سوبر 95 بسعر 2.93 درهم، … والديزل 2.83 درهم".
 */
import anyAscii from 'any-ascii';
import { calendarNamesOf } from '../dates/calendar-names.ts';
import { calendarKey } from '../dates/calendar-words.ts';
import { foldWord } from '../words/fold-word.ts';
import { type Placed, swappedFigures } from './figure-ties.ts';

/** Where a clause ends: a full stop, comma or colon not inside a number ("7.75", "1,200", "3:1"). */
const CLAUSE_END = /[.,:](?!\d)|[!?;\n。！？।॥،、，；：]/gu;
const WORD = /[\p{L}\p{M}]+/gu;
/** The tie of a figure whose clause names no day or month. */
const UNDATED = 'cal:none';

/** The days and months a clause names, in English or `langs`, as ties ("cal:d2"). */
function clauseTies(clause: string, langs: readonly string[]): string[] {
  const ties = new Set<string>();
  for (const [word] of clause.matchAll(WORD)) {
    const english = calendarKey(word, true);
    if (english) ties.add(`cal:${english}`);
    for (const name of langs.length > 0 ? calendarNamesOf(foldWord(word, false), langs) : []) {
      if (name.rest.length === 0 && !name.key.startsWith('mpersian')) ties.add(`cal:${name.key}`);
    }
  }
  return ties.size > 0 ? [...ties] : [UNDATED];
}

/**
 * A day of the month written with CJK's day mark ("10월 15일", "3月20日"; not "3일간", three days),
 * which the figures reader reads as no figure of a source.
 */
const CJK_DAY = /(\d{1,2})\s?[日일](?![間간])/gu;

/**
 * The days of the month a clause gives, as ties ("cal:day15"): its dates' days as the figures
 * reader read them, and days written with CJK's day mark. Two clauses of one month ("from October
 * 15 … from October 20") are told apart by their days (round fourteen).
 */
function dayTies(clause: string, dates: readonly Placed[]): string[] {
  const days = new Set<string>();
  for (const date of dates) {
    for (const key of date.figure.readings.flat()) if (/^day\d+$/.test(key)) days.add(`cal:${key}`);
  }
  for (const match of clause.matchAll(CJK_DAY)) days.add(`cal:day${Number(match[1])}`);
  return [...days];
}

/** `placed`'s figures of `text` (dates left out), each tied to its clause's days and months. */
function calendarTied(text: string, placed: readonly Placed[], langs: readonly string[]): Placed[] {
  const ends = [...text.matchAll(CLAUSE_END)].map((match) => match.index);
  const clauseOf = (one: Placed) => ends.findLast((end) => end < one.start) ?? -1;
  const datesAt = new Map<number, Placed[]>();
  for (const one of placed) {
    if (one.figure.kind !== 'date') continue;
    const from = clauseOf(one);
    datesAt.set(from, [...(datesAt.get(from) ?? []), one]);
  }
  const tiesAt = new Map<number, string[]>();
  /** The ties of the clause after the end at `from` (-1: the text's first). */
  const tiesOf = (from: number) => {
    let ties = tiesAt.get(from);
    if (!ties) {
      const clause = text.slice(from + 1, ends.find((end) => end > from) ?? text.length);
      const named = clauseTies(clause, langs);
      const days = dayTies(clause, datesAt.get(from) ?? []);
      ties = days.length > 0 ? [...named.filter((tie) => tie !== UNDATED), ...days] : named;
      tiesAt.set(from, ties);
    }
    return ties;
  };
  // "on Tuesday, October 14, from 8am to 2pm" (round thirty-five): a clause of times alone after
  // a comma says when on the day the clause before it names; its own clause names none.
  const timesOnly = (from: number) =>
    placed.every(
      (one) => one.figure.kind === 'date' || one.figure.kind === 'time' || clauseOf(one) !== from,
    );
  const tied: Placed[] = [];
  for (const one of placed) {
    if (one.figure.kind === 'date') continue;
    const from = clauseOf(one);
    let ties = tiesOf(from);
    if (ties[0] === UNDATED && text[from] === ',' && timesOnly(from)) {
      const before = tiesOf(ends.findLast((end) => end < from) ?? -1);
      if (before[0] !== UNDATED) ties = before;
    }
    tied.push({ ...one, ties });
  }
  return tied;
}

/** The digits of a figure's readings ("c:euro:12" → "12", "p64" → "64"), one tie each. */
const valueTies = (figure: Placed['figure']): string[] => [
  ...new Set(figure.readings.flat().map((key) => `f:${/\d[\d.:]*/u.exec(key)?.[0] ?? key}`)),
];

/** The tie of a figure no other figure shares a clause with. */
const ALONE = 'f:alone';
const withoutAlone = (tied: readonly Placed[]): Placed[] =>
  tied.map((one) => (one.ties[0] === ALONE ? { ...one, ties: [] } : one));
/** A clause of more figures than this is a list or a table, not pairs of figures. */
const PAIRS_MOST = 6;
/**
 * Each language's "and", which ends a clause's pairs as a comma does: "Le Super 95 coûtera 2,83
 * dirhams et le diesel 2,93 dirhams" pairs 95 with 2,83 alone, as the source's "سوبر 95 بسعر
 * 2.93 درهم، … والديزل 2.83 درهم" pairs it with 2.93.
 */
const AND: Readonly<Record<string, readonly string[]>> = {
  en: ['and'],
  fr: ['et'],
  es: ['y', 'e'],
  pt: ['e'],
  it: ['e', 'ed'],
  de: ['und'],
  nl: ['en'],
  ca: ['i'],
  sv: ['och'],
  da: ['og'],
  nb: ['og'],
  pl: ['i', 'oraz'],
  ru: ['и'],
  uk: ['і', 'та'],
  id: ['dan'],
  ms: ['dan'],
  ro: ['și'],
  tr: ['ve'],
};
const andPatterns = new Map<string, RegExp>();

/** Where `text`'s clauses end: its stops and commas, and its language's "and" between words. */
function clauseEnds(text: string, lang: string | undefined): number[] {
  const ends = [...text.matchAll(CLAUSE_END)].map((match) => match.index);
  const words = lang ? AND[lang] : undefined;
  if (!lang || !words) return ends;
  let and = andPatterns.get(lang);
  if (!and) {
    and = new RegExp(`(?<=\\s)(?:${words.join('|')})(?=\\s)`, 'gu');
    andPatterns.set(lang, and);
  }
  return [...ends, ...[...text.matchAll(and)].map((match) => match.index)].sort((a, b) => a - b);
}

/** The source's figures so tied, read once a source. */
const partnersOfSource = new WeakMap<readonly Placed[], Placed[]>();

/**
 * `placed`'s figures of `text` (dates left out), each tied to the values of the other figures of
 * its clause: "64% … 7 hours" and "23% … 3 cups" keep their pairs in any language. One pass over
 * the clauses' ends; a clause of many figures ties none.
 */
function partnerTied(text: string, placed: readonly Placed[], lang?: string): Placed[] {
  const ends = clauseEnds(text, lang);
  const clauses: Placed[][] = [];
  let end = 0;
  let clause: Placed[] = [];
  for (const one of placed) {
    if (one.figure.kind === 'date') continue;
    let moved = false;
    while (end < ends.length && (ends[end] as number) < one.start) {
      end += 1;
      moved = true;
    }
    if (moved && clause.length > 0) {
      clauses.push(clause);
      clause = [];
    }
    clause.push(one);
  }
  if (clause.length > 0) clauses.push(clause);
  return clauses.flatMap((figures) =>
    figures.map((one) => {
      if (figures.length > PAIRS_MOST) return { ...one, ties: [] };
      const mine = new Set(valueTies(one.figure));
      const ties = figures
        .filter((other) => other !== one)
        .flatMap((other) => valueTies(other.figure).filter((tie) => !mine.has(tie)));
      // A figure alone in its clause is tied to being alone ("والديزل 2.83 درهم" of the diesel).
      return { ...one, ties: ties.length > 0 ? [...new Set(ties)] : [ALONE] };
    }),
  );
}

/** Where a sentence ends: its figures' nearest named thing is not carried past it. */
const SENTENCE_END = /[.!?](?!\d)|[\n。！？।؟]/gu;
/** Latin letters: a source mostly in them shares its words with a translation, not its sounds. */
const LATIN = /\p{Script=Latin}/gu;

/**
 * A word's consonants as any-ascii romanises it, the ones scripts write alike read alike ("سنگک"
 * and "sangak" are "sngk", "بربری" and "barbari" "brbr"); short ones say nothing.
 */
function skeleton(word: string): string | undefined {
  const letters = anyAscii(word)
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/([sktcp])h/g, (_, one: string) => (one === 'p' ? 'f' : one === 'c' ? 'k' : one))
    .replace(/v/g, 'b')
    .replace(/[qcg]/g, 'k')
    .replace(/[aeiouywh]/g, '')
    .replace(/(.)\1+/g, '$1');
  return letters.length >= 3 ? letters : undefined;
}

/** Each word of `text` with where it starts and its skeleton, and where its sentences end. */
function skeletonsOf(text: string) {
  const words = [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    key: skeleton(match[0]),
  }));
  return { words, ends: [...text.matchAll(SENTENCE_END)].map((match) => match.index) };
}

const skeletonsOfSource = new WeakMap<readonly Placed[], ReturnType<typeof skeletonsOf>>();

/** `placed`'s figures tied to the nearest word before them in their sentence that `shared` holds. */
function anchorTied(
  read: ReturnType<typeof skeletonsOf>,
  placed: readonly Placed[],
  shared: ReadonlySet<string>,
): Placed[] {
  const marks = [
    ...read.words.filter((word) => word.key && shared.has(word.key)),
    ...read.ends.map((start) => ({ start, key: undefined })),
  ].sort((a, b) => a.start - b.start);
  let at = 0;
  let current: string | undefined;
  return placed
    .filter((one) => one.figure.kind !== 'date')
    .map((one) => {
      while (at < marks.length && (marks[at]?.start as number) < one.start) {
        current = marks[at]?.key;
        at += 1;
      }
      return { ...one, ties: current ? [`w:${current}`] : [] };
    });
}

/**
 * A translated line's figures traded between two of the source's things it names in the
 * source's sounds ("Sangak … 8,000 tomans and barbari 12,000" of "سنگک … ۱۲ هزار تومان … بربری …
 * ۸ هزار تومان"), for a source not written in Latin letters.
 */
function namedSwaps(
  line: string,
  placed: readonly Placed[],
  text: string,
  sourcePlaced: readonly Placed[],
): string[] {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if ((text.match(LATIN) ?? []).length * 2 >= letters) return [];
  let theirs = skeletonsOfSource.get(sourcePlaced);
  if (!theirs) {
    theirs = skeletonsOf(text);
    skeletonsOfSource.set(sourcePlaced, theirs);
  }
  const known = new Set(theirs.words.flatMap((word) => (word.key ? [word.key] : [])));
  const mine = skeletonsOf(line);
  const shared = new Set(
    mine.words.flatMap((word) => (word.key && known.has(word.key) ? [word.key] : [])),
  );
  if (shared.size < 2) return [];
  return swappedFigures(anchorTied(mine, placed, shared), anchorTied(theirs, sourcePlaced, shared));
}

/**
 * A translated line's figures (as written) traded between two of the source's days' clauses, or
 * between two of its clauses' pairs of figures (round eleven: "23% sleep less than seven hours …
 * while 64% drink more than three cups" of "64% ينامون أقل من 7 ساعات، و23% يشربون أكثر من 3 أكواب").
 */
export function translatedSwaps(
  line: string,
  placed: readonly Placed[],
  source: { readonly text: string; readonly langs: readonly string[] },
  sourcePlaced: readonly Placed[],
  lineLangs: readonly string[],
): string[] {
  let theirs = partnersOfSource.get(sourcePlaced);
  if (!theirs) {
    theirs = partnerTied(source.text, sourcePlaced, source.langs[0]);
    partnersOfSource.set(sourcePlaced, theirs);
  }
  const mine = partnerTied(line, placed, lineLangs[0]);
  // A figure alone in the line's clause where the source has another alone ("le diesel 2,93" of
  // the diesel's lone 2.83); being alone ties no figure of a clause of several ("1,200 students,
  // 23% …" of the source's lone 1200), or the source's clauses would cut its pairs.
  const alone = new Set(mine.filter((one) => one.ties[0] === ALONE).map((one) => one.figure.text));
  const paired = [
    ...swappedFigures(withoutAlone(mine), withoutAlone(theirs)),
    ...swappedFigures(mine, theirs).filter((text) => alone.has(text)),
    ...namedSwaps(line, placed, source.text, sourcePlaced),
  ];
  const days = calendarTied(line, placed, lineLangs);
  // Only a line with a day or month beside a figure has anything to trade by its dates.
  if (!days.some((one) => one.ties[0] !== UNDATED)) return [...new Set(paired)];
  const dated = swappedFigures(days, calendarTied(source.text, sourcePlaced, source.langs));
  return [...new Set([...paired, ...dated])];
}
