/**
 * Figures that trade places (issue 44): a line may hold every figure of its source and still say
 * the opposite, "from Rp12.500 to Rp10.000" of a source's "from Rp10.000 to Rp12.500", "104 teams
 * … 48 matches" of "48 teams … 104 matches", "4,60 zł zamiast 6 zł" of "6 zł zamiast 4,60 zł". A
 * figure is tied to the word just before it and the word just after it (its verb or preposition,
 * its unit or noun), when nothing but spaces stands between. A line's figure is swapped when a
 * word it is tied to holds another figure in the source, that figure is in the line elsewhere (the
 * two traded), no figure of the line holds that word's own, and the line's figure is the source's
 * only beside other words. The words are the source's own, in any language: no list of
 * prepositions. Linear: each figure looks at its two neighbours, and each tie is a map look-up.
 */

import { UNSPACED } from '../../unspaced-scripts.ts';
import { calendarKey } from '../dates/calendar-words.ts';
import type { Figure } from '../figures/figure-kinds.ts';
import { oncePer } from '../once-per-source.ts';
import { isStopWord } from '../words/stop-words.ts';
import { isChangeNounTie } from './change-noun-ties.ts';
import { keptBesideChangeWord } from './change-word-trades.ts';
import { clockAndDay } from './clock-day-trades.ts';
import { digitClassifierLength } from './digit-classifiers.ts';
import { CHANGES } from './figure-phrase-words.ts';
import { keptBesideFunctionWord } from './function-word-trades.ts';
import { keptBesideInflectedWord } from './inflected-ties.ts';
import { keptAtLeftOutNoun } from './left-out-nouns.ts';
import { measureAndMoney } from './measure-money.ts';
import { keptWithOwnName } from './own-name-ties.ts';
import { keptWithOwnNoun } from './own-noun-ties.ts';
import { keptInOwnPhrase } from './own-phrase-trades.ts';
import { placelessTie } from './placeless-ties.ts';
import { rangeAtFunctionWord } from './range-function-ties.ts';
import { keptInSharedVerbList } from './shared-verb-lists.ts';
import { spacelessChangeBefore } from './spaceless-changes.ts';

/** A figure where a text writes it, with the words it is tied to ("b:costa", "a:teams"). */
export interface Placed {
  figure: Figure;
  ties: string[];
  /** Where the figure starts in its text. */
  start: number;
}

/** Letters of a word, in any script. */
const LETTERS = /[\p{L}\p{M}]/u;
/** What may stand between a figure and its word: spaces, brackets and quotes (the low „ too). */
const BETWEEN = /^[\s()«»"“”„\p{Sc}]*$/u;

/** The word ending at `end` in `text` (spaces and brackets before it), lower case, or undefined. */
function wordBefore(text: string, end: number): string | undefined {
  let at = end;
  while (at > 0 && BETWEEN.test(text[at - 1] as string)) at -= 1;
  let from = at;
  while (from > 0 && LETTERS.test(text[from - 1] as string)) from -= 1;
  return tieWord(text.slice(from, at));
}

/**
 * A comparison with the year before, however written ("year on year", "year over year", "YoY",
 * "from a year ago"): one tie, so two figures a text compares so are no place told apart.
 */
const YEAR_ON_YEAR =
  /^(?:year[\s-]+(?:on|over)[\s-]+year|yoy\b|y\/y|(?:from|on|over|versus|vs\.?|compared (?:with|to)) (?:a|the) (?:year|prior year|previous year) (?:ago|earlier|before|period)|(?:from|on|over|versus|vs\.?) (?:a|the) (?:year-ago|prior-year|previous-year) (?:period|quarter))/iu;

/**
 * Swedish's ordinal ending after a colon ("var 15:e minut", "den 1:a maj"): the figure's own, its
 * word after it (round thirteen: "var 30:e minut … i stället för var 15:e", the two traded, was
 * kept, neither figure tied to "minut").
 */
const COLON_ORDINAL = /^:[ae](?![\p{L}\p{N}])/u;

/** An ending after an apostrophe, then a space: "'si ", "'i ", "'ü ". */
const APOSTROPHE_ENDING = /^['’]\p{L}{1,4}(?=\s)/u;

/** The word starting at `start` in `text` (after spaces and brackets), lower case, or undefined. */
function wordAfter(text: string, start: number): string | undefined {
  let at = start;
  if (text.charCodeAt(at) === 58 && COLON_ORDINAL.test(text.slice(at, at + 3))) at += 2;
  // Turkish writes a case ending onto a figure after an apostrophe ("%22'si sosyal yardımlara"):
  // the figure's own, its word after it.
  const ending = APOSTROPHE_ENDING.exec(text.slice(at, at + 8))?.[0];
  if (ending) at += ending.length;
  // Bengali's "৬টি গোল": a classifier written onto the digits is the figure's own too.
  else at += digitClassifierLength(text, at);
  while (at < text.length && BETWEEN.test(text[at] as string)) at += 1;
  if (YEAR_ON_YEAR.test(text.slice(at, at + 40))) return 'year-on-year';
  let to = at;
  while (to < text.length && LETTERS.test(text[to] as string)) to += 1;
  return tieWord(text.slice(at, to));
}

/** Every language's words of change (figure-phrase-words.ts), made on first need. */
let changeWords: ReadonlySet<string> | undefined;

/**
 * A word of change before a short preposition before the figure at `start` ("выросла на 14%",
 * "stieg um 14%", "rose by 14%"), or undefined: the figure's tie, as "rose 14%" is, so two
 * changes traded ("выросла на 6%, а … снизилась на 14%") are told apart by more than "на".
 */
function changeBefore(text: string, start: number): string | undefined {
  let at = start;
  while (at > 0 && BETWEEN.test(text[at - 1] as string)) at -= 1;
  let from = at;
  while (from > 0 && LETTERS.test(text[from - 1] as string)) from -= 1;
  if (at - from < 1 || at - from > 3 || from === at) return undefined;
  const word = wordBefore(text, from);
  changeWords ??= new Set(Object.values(CHANGES).flatMap((words) => [...words]));
  return word !== undefined && changeWords.has(word) ? word : undefined;
}

/** Between two times of one moment: the first's part of the day, its zone, a slash ("AM PT / "). */
const ZONED_NEXT = /^\s?(?:[A-Za-z.]{1,4}\s?){0,2}\/\s?$/u;

/** A tie to a word of change before the figure's preposition (changeBefore's). */
const isChangeTie = (tie: string) => {
  changeWords ??= new Set(Object.values(CHANGES).flatMap((words) => [...words]));
  return tie.startsWith('b:') && changeWords.has(tie.slice(2));
};

/** A word long enough to tell a figure's place ("à" and Arabic's "و" are not), spaced script. */
const tieWord = (word: string): string | undefined =>
  [...word].length >= 2 && !UNSPACED.test(word) ? word.toLowerCase() : undefined;

/** A date's day ("day31") or month ("m1") read apart, or undefined for any other figure. */
const datePart = (figure: Figure) => {
  const key = figure.kind === 'date' && figure.readings.length === 1 ? figure.readings[0] : [];
  // A day may carry its month's pair too ("dm3.9", date-pairs.ts).
  if (key?.length !== 1 && !(key?.length === 2 && key[1]?.startsWith('dm'))) return undefined;
  return /^day\d/.test(key[0] ?? '') ? 'day' : /^m\d/.test(key[0] ?? '') ? 'month' : undefined;
};

/**
 * Each figure of `figures` found in `text` in order, with its ties. A date's day and month, read
 * apart and written either way round ("May 1", "1 May"), are one figure tied to the words around
 * both ("by 31 January", "by January 31"); a month or weekday alone is no place in the sentence.
 */
export function placeFigures(text: string, figures: readonly Figure[], elide = false): Placed[] {
  const found: Array<{ figure: Figure; start: number; end: number }> = [];
  let cursor = 0;
  for (const figure of figures) {
    if (figure.text === '') continue;
    const start = text.indexOf(figure.text, cursor);
    if (start < 0) continue;
    cursor = start + figure.text.length;
    found.push({ figure, start, end: cursor });
  }
  const placed: Placed[] = [];
  // A source's figure its clause leaves without a noun takes the noun of the figure before ("I
  // had 9 cooks; here I have 14,": 14 cooks), where no sentence ends between them.
  let lent: { tie: string; end: number; next?: string } | undefined;
  let zoned: { ties: string[]; end: number } | undefined;
  const place = (figure: Figure, start: number, end: number) => {
    const ties: string[] = [];
    const before = wordBefore(text, start);
    const after = wordAfter(text, end);
    if (before) ties.push(`b:${before}`);
    // One moment in several zones ("at 9:00 AM PT / 12:00 PM ET"): each time is "at" it.
    if (figure.kind === 'time' && zoned && ZONED_NEXT.test(text.slice(zoned.end, start))) {
      ties.push(...zoned.ties.filter((tie) => tie.startsWith('b:') && tie !== `b:${before}`));
    }
    const change = changeBefore(text, start) ?? spacelessChangeBefore(text, start);
    if (change) ties.push(`b:${change}`);
    // A source's "a target of 250" is a line's "its 250 target": the noun before "of" is its too.
    const noun =
      elide && before === 'of' ? OF_NOUN.exec(text.slice(Math.max(0, start - 30), start)) : null;
    if (noun?.[1] && !isStopWord(noun[1].toLowerCase(), 'en'))
      ties.push(`a:${noun[1].toLowerCase()}`);
    if (after) ties.push(`a:${after}`);
    // "40,000 phones in March and 55,000 in April": the word after the noun after this one too.
    const parallel = after !== undefined && after === lent?.next;
    if ((parallel || (!after && ELIDED.test(text.slice(end, end + 2)))) && elide && lent)
      if (!/[.!?]/u.test(text.slice(lent.end, start))) ties.push(lent.tie);
    // A function word after a figure ("161 in", "72 and") is no noun to lend.
    const next = PAST_NOUN.exec(text.slice(end))?.[1]?.toLowerCase();
    if (after) lent = isStopWord(after, 'en') ? undefined : { tie: `a:${after}`, end, next };
    placed.push({ figure, ties, start });
    zoned = figure.kind === 'time' ? { ties, end } : undefined;
  };
  for (let index = 0; index < found.length; index++) {
    const { figure, start, end } = found[index] as (typeof found)[number];
    const part = datePart(figure);
    if (figure.kind !== 'date') {
      place(figure, start, end);
      continue;
    }
    const next = found[index + 1];
    const other = next && datePart(next.figure);
    if (!part || !other || part === other || !/^[\s,]*$/.test(text.slice(end, next.start)))
      continue;
    const readings = [[...(figure.readings[0] ?? []), ...(next.figure.readings[0] ?? [])]];
    place({ text: text.slice(start, next.end), kind: 'date', readings }, start, next.end);
    index += 1;
  }
  return placed;
}

/** "a target of ": the noun before "of" just before a figure. */
const OF_NOUN = /(?:^|[^\p{L}])(\p{L}{3,}) of[\s\p{Sc}]*$/u;

/** The word right after a figure's noun ("in" of "40,000 phones in March"). */
const PAST_NOUN = /^\s*[\p{L}\p{M}]+\s+([\p{L}\p{M}]+)/u;

/** What ends a clause right after a figure that names no noun of its own. */
const ELIDED = /^(?:[,;]|\.(?!\d)|$)/u;

/** Each tie's figures, one of each value. */
function byTie(placed: readonly Placed[]): Map<string, Figure[]> {
  const ties = new Map<string, Figure[]>();
  const seen = new Set<string>();
  for (const { figure, ties: words } of placed) {
    const value = figure.readings.map((reading) => reading.join(' ')).join('|');
    for (const tie of words) {
      if (seen.has(`${tie}\u0000${value}`)) continue;
      seen.add(`${tie}\u0000${value}`);
      const list = ties.get(tie);
      if (list) list.push(figure);
      else ties.set(tie, [figure]);
    }
  }
  return ties;
}

/** The ties of a source's placed figures that hold one figure each: made once per source, not for every line. */
const pinnedTies = /* @__PURE__ */ oncePer(
  (source: readonly Placed[]): ReadonlyMap<string, Figure[]> => {
    const all = byTie(source);
    for (const [tie, figures] of all) if (figures.length > 1) all.delete(tie);
    return all;
  },
);

/**
 * A key as a place in the sentence tells it: a price whatever its currency ("9" of "costa 9 euro",
 * its currency told once), a number whatever its unit ("30" of "30 كيلومتراً"): the figures reader
 * checks currencies and units apart.
 */
export const tieKey = (key: string) =>
  key.replace(/^c:[^:]*:/, 'c:').replace(/^(?:u:[^:]*:|nu:)/, 'n');

/** A line figure's readings as tieKey spells them, made once per figure. */
const tieReadingsOf = /* @__PURE__ */ oncePer((line: Figure): readonly (readonly string[])[] => {
  const readings: readonly (readonly string[])[] = line.readings.map((reading) =>
    reading.map(tieKey),
  );
  return readings;
});

/** A source figure's keys as tieKey spells them (figure-bindings.ts indexes a source by them). */
export const tieKeys = /* @__PURE__ */ oncePer((source: Figure): ReadonlySet<string> => {
  return new Set(source.readings.flat().map(tieKey));
});

/** True when the line's figure says the source's: one of its readings is all the source's keys. */
export const holds = (line: Figure, source: Figure): boolean => {
  const held = tieKeys(source);
  const readings = tieReadingsOf(line);
  // Loops, not some/every: asked for every pair of figures a rule compares, a closure a call
  // was a share of a card's garbage (issue 44 item 7).
  for (const reading of readings) {
    if (reading.length === 0) continue;
    let all = true;
    for (const key of reading) {
      if (!held.has(key)) {
        all = false;
        break;
      }
    }
    if (all) return true;
  }
  return false;
};

/** The units a figure's readings measure in ("month" of "u:month:5"), made once per figure. */
const unitsOf = /* @__PURE__ */ oncePer((figure: Figure): ReadonlySet<string> => {
  return new Set(figure.readings.flat().flatMap((key) => /^u:([^:]+):/.exec(key)?.[1] ?? []));
});

/** Both measure in units, and none the same. */
const otherUnits = (mine: ReadonlySet<string>, theirs: ReadonlySet<string>) =>
  theirs.size > 0 && ![...theirs].some((unit) => mine.has(unit));

/** What may stand between the word and the figure it leads to. */
const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the']);

/**
 * The line's word after `mine` leads straight to `other` ("£15 for a £240 pottery course"): the
 * word joins the two, so the source's "£240 for eight weeks" at that word was not traded for it.
 */
function across(text: string | undefined, mine: Placed, other: Placed, tie: string): boolean {
  if (text === undefined || !tie.startsWith('a:') || other.start <= mine.start) return false;
  const between = text.slice(mine.start + mine.figure.text.length, other.start);
  if (!/^\s.*\s$/su.test(between)) return false;
  const words = between.trim().toLowerCase().split(/\s+/);
  return (
    words[0] === tie.slice(2) &&
    (words.length === 1 || (words.length === 2 && ARTICLES.has(words[1] ?? '')))
  );
}

/** A year as people write one ("2018"): it trades places with another year, never with a count. */
export const isYear = (figure: Figure) =>
  /^\d{4}$/.test(figure.text) && Number(figure.text) >= 1000 && Number(figure.text) <= 2999;

/** "b:january": the tie of a figure written after an English month's name. */
const afterMonth = (tie: string) =>
  tie.startsWith('b:') && calendarKey(`${tie[2]?.toUpperCase()}${tie.slice(3)}`, true)?.[0] === 'm';

/**
 * The line's figures (as written) that trade places with another of the source's. Only a word that
 * holds one figure in the source pins a place: "of", "to", "from" of a long text hold several
 * ("a credit of 2%", "a maximum of 10%"), and a line rewording around them moves nothing. The other
 * figure has moved too: it stands at none of the words the source pins it to ("fell to 63 from 88 …
 * two more years" of "63 vacant … down from 88 … commit to two more years": the "two" kept its
 * "more"), and a year trades with a year ("a study of 88 cities … in summer 2018" of "88 cities for
 * the summer of 2018"). A month pins its year: a year the line gives a month the source gives
 * only another year is a date changed, though the source has that year elsewhere ("since January
 * 2024" of "since January 2023 … joined in 2024").
 */
export function swappedFigures(
  line: readonly Placed[],
  source: readonly Placed[],
  text?: string,
  /** The line as long, its days and months not blanked, and the source's text: their phrases. */
  phrases?: readonly [line: string, source: string],
): string[] {
  const sourceTies = pinnedTies(source);
  if (sourceTies.size === 0) return [];
  const lineTies = byTie(line);
  /**
   * A figure of the line at a word the source pins it to. Of a change's two ties ("stieg um 3 %":
   * "stieg" and "um"), the short word says nothing once the change is another than the source's
   * ("Der Umsatz stieg um 3 %, das Ergebnis sank um 7 %" of "Plus von 7 Prozent … sank um 3 %").
   */
  const stayed = (mine: Placed) => {
    const change = mine.ties.some(isChangeTie);
    return mine.ties.some(
      (tie) =>
        !(change && tie.length <= 5 && tie.startsWith('b:') && !isChangeTie(tie)) &&
        sourceTies.get(tie)?.some((other) => holds(mine.figure, other)),
    );
  };
  const swapped: string[] = [];
  for (const placed of line) {
    const { figure, ties } = placed;
    // A figure at a word the source pins it to has kept its place: "approved two temporary
    // agents instead of the three requested" of "asked for three temporary agents … approved
    // two agents, not three" moved the adjective, not the figures.
    if (stayed(placed)) continue;
    const traded = ties.some((tie) => {
      const theirs = sourceTies.get(tie);
      if (!theirs || theirs.some((other) => holds(figure, other))) return false;
      // "ein Minus von 6 %": the preposition is the change noun's (change-noun-ties.ts).
      if (isChangeNounTie(tie, text, placed.start)) return false;
      // A measure moved with its unit is no trade: "after five months and 1,000 miles" of "the
      // e-bike after 1,000 miles … five months and 1,000 miles later" says both where they were.
      const mine = unitsOf(figure);
      if (mine.size > 0 && theirs.every((other) => otherUnits(mine, unitsOf(other)))) return false;
      if (measureAndMoney(figure, theirs) || placelessTie(tie, figure, theirs)) return false;
      // The word's own figure is in the line at that word too: this one is beside it.
      const here = lineTies.get(tie) ?? [];
      if (here.some((mine) => theirs.some((other) => holds(mine, other)))) return false;
      // The word's own figure is in the line elsewhere, moved from its place: the two traded.
      const moved = line.some(
        (other) =>
          other.figure !== figure &&
          !across(text, placed, other, tie) &&
          theirs.some((their) => holds(other.figure, their)) &&
          isYear(other.figure) === isYear(figure) &&
          !clockAndDay(figure, other.figure) &&
          !stayed(other),
      );
      const redated = isYear(figure) && afterMonth(tie) && theirs.every(isYear);
      if (!moved && !redated) return false;
      // A preposition or conjunction holding one figure by chance (function-word-trades.ts).
      if (keptBesideFunctionWord(tie, placed, line, theirs, source, holds)) return false;
      // Two from-to pairs at a function word alone (range-function-ties.ts).
      if (rangeAtFunctionWord(tie, figure, theirs)) return false;
      // A change's verb traded for a synonym, the figures going their way (change-word-trades.ts).
      if (keptBesideChangeWord(tie, placed, line, theirs, source, holds)) return false;
      // Its own word with another case ending ("sijalla 98" of "sijalle 98", inflected-ties.ts).
      if (keptBesideInflectedWord(tie, placed, line, theirs, source, holds)) return false;
      // "Sur 230 vols prévus" of "186 vols sur les 230 prévus": the noun left out (left-out-nouns.ts).
      if (keptAtLeftOutNoun(tie, placed, text, theirs, source, holds)) return false;
      // "three in the first half" of "3 goals in the first half and 2 in the second" (own-phrase-trades.ts).
      if (keptInOwnPhrase(tie, placed, phrases, theirs, source, holds)) return false;
      // "took 11 minutes to … and 18 to fail over": one verb's list reordered (shared-verb-lists.ts).
      if (keptInSharedVerbList(tie, placed, line, phrases, theirs, source, holds)) return false;
      // "12 xe điện và 40 xe buýt" of "40 xe buýt và 12 xe điện": its own noun (own-noun-ties.ts).
      if (keptWithOwnNoun(tie, placed, line, phrases, theirs, source, holds)) return false;
      // "120 … i Västerås och 300 i Uppsala": each with its own place (own-name-ties.ts).
      if (keptWithOwnName(placed, text, theirs, source, phrases?.[1], holds)) return false;
      // And the source writes this figure too, at other words.
      return source.some(
        (other) =>
          !other.ties.includes(tie) && other.ties.length > 0 && holds(figure, other.figure),
      );
    });
    if (traded) swapped.push(figure.text);
  }
  return swapped;
}
