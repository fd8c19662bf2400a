/**
 * What a source holds besides the figures it writes (docs/decisions/012: loose for the source,
 * strict for the line), each a reading any reader makes of the text as it stands:
 * - half of a figure where the source says half beside it: "40 euros por mês… baixa para metade"
 *   holds 20 euros, "yarı fiyat" of 20 TL holds 10 TL, "Die Hälfte davon" of 310 Millionen holds
 *   155 Millionen (in the sentence with the half and the one before it);
 * - a price of no currency in the currency the source gives its other prices in ("costa 9 euro…
 *   costava 5": 5 euros);
 * - the people of a chat: a text of lines "Name: …" by two people holds "two";
 * - the names a text lists after a plural noun or "between" ("the universities of Cambridge and
 *   Salford", "an agreement between Brightline and Caldera"): their count, "two universities";
 * - a number that ends its clause with no unit, beside a percentage (in its sentence or the one
 *   before): its share, as the line writes it ("went up to 1.8 percent … it's down to 0.4" holds
 *   "0.4%");
 * - a range of whole hours as the hours ("08:00 до 12:00" holds "з 8 до 12 години"), and a
 *   range with a word of the hour after it as its two hours ("von 7 bis 16 Uhr" holds "bis 16
 *   Uhr": the word is the range's, both ends are times).
 * - what a summary rewords: "Q3" of "the third quarter", "two days" of "48 hours" (reworded-figures.ts).
 * - a second half's minute as the match's: "후반 17분" holds "the 62nd minute" (match-minutes.ts).
 * - a score written as its sides: "Bristol City 1, Sunderland 2" holds "2-1" (side-scores.ts).
 */

import { MONTHS } from '../dates/calendar-words.ts';
import { addDatePairs } from '../dates/date-pairs.ts';
import { addVietnameseMonthWords } from '../dates/vietnamese-month-words.ts';
import { addSideScores } from '../swaps/side-scores.ts';
import { foldWord, plainWord } from '../words/fold-word.ts';
import { addPartCurrencies } from './carried-currencies.ts';
import { addCarriedScales } from './carried-scales.ts';
import { mentionsPercentName } from './cldr-percent-words.ts';
import { addDegreeWords } from './degree-words.ts';
import { valueText } from './figure-quantities.ts';
import { isHalfWord, mayHoldHalfWord } from './figure-words.ts';
import { addFractionChangeShares } from './fraction-change-shares.ts';
import { addFractionCounts } from './fraction-counts.ts';
import { addFractionShares } from './fraction-shares.ts';
import { addMatchMinutes } from './match-minutes.ts';
import { addRewordedFigures } from './reworded-figures.ts';

/** A count's key of a million or more: an amount a scale word writes ("8,1 млрд."). */
const MILLIONS = /^n(\d{7,}(?:\.\d+)?)$/;
/**
 * The words that make what follows a part of a sum just named ("of which", "davon", "dont", "de
 * los cuales", "из них"), in the languages whose posts give budgets so.
 */
const PART_OF =
  /(?<![\p{L}])(?:of which|including|davon|darunter|dont|de los cuales|de las cuales|dos quais|das quais|di cui|waarvan|из них|в том числе|z czego)(?![\p{L}])/iu;
/** A line of a chat: a speaker's name of one to three words, a colon, what they said. */
const SPEAKER = /^[ \t]*(\p{L}[\p{L}\p{M}'’.-]*(?:[ \t]\p{L}[\p{L}\p{M}'’.-]*){0,2}):[ \t]*\S/gmu;
/** Two hours joined by a dash or a short word, a word after them ("7 bis 16 Uhr", "9–17 h"). */
const HOURS_THEN_WORD =
  /(?<![\d:.,])(\d{1,2})[ \t]*(?:\p{Pd}|[ \t]\p{Ll}{1,5}[ \t])[ \t]*(\d{1,2})[ \t]+(\p{L}{1,8})(?!\p{L})/gu;
/** A word of the clock before two hours joined by a dash ("kl. 10–16", "klo 6–18"). */
const WORD_THEN_HOURS =
  /(?<![\p{L}])(kl|klo|saat|godz|pukul|jam)\.?[ \t](\d{1,2})[ \t]?[-–][ \t]?(\d{1,2})(?![\d:.,]?\d)/gu;
/**
 * Two times on the clock joined by a few letters or a dash: a range of hours. An end is a whole
 * hour, a quarter's or a half's ("17.30"), or an hour of the 12-hour clock ("1pm", "9 a.m."): the
 * second and third group are the first end's minutes and "a" or "p", the fifth and sixth the last's.
 */
const HOUR_RANGE =
  /(?<![\d:.])(\d{1,2})(?:[:.](00|15|30|45)|\s?([aApP])\.?[mM]\.?)(?![\d:.]?\d)[\s\p{L}\p{Pd}]{1,8}?(\d{1,2})(?:[:.](00|15|30|45)|\s?([aApP])\.?[mM]\.?)(?![\d:.]?\d)/gu;
/** What a text holds where it may hold a range of hours: a minute's ":00" or "am", "p.m.". */
const MAY_HOLD_HOURS = /\d(?:[:.](?:00|15|30|45)|\s?[aApP]\.?[mM])/;
const SENTENCE_END = /(?<=[.!?。！？])\s+|\n+/u;
/** A capitalised name of one to four words ("Salford", "Caldera Retail Group plc"). */
const LISTED = String.raw`\p{Lu}[\p{L}\p{M}&'’.-]*(?: (?:\p{Lu}[\p{L}\p{M}&'’.-]*|of|plc|Ltd\.?|Inc\.?)){0,4}`;
/** Names listed after a plural noun's "of" or after "between", the last after "and" or "&". */
const NAMES_LISTED = new RegExp(
  String.raw`\b(?:\p{Ll}{3,}s of|between)(?: the)? ${LISTED}((?:, ${LISTED})*),? (?:and|&) ${LISTED}`,
  'gu',
);
/**
 * A percentage: the sign or the English words. Without the `u` flag, which with `i` made the
 * pattern ten times slower over a long source; the same matches in the guard's NFKC text, where no
 * character folds to an ASCII letter ("ſ", the Kelvin sign) is left.
 */
const PERCENTAGE = /[%٪]|\bper ?cent\b/i;
/** The sign, the English words, or another language's name for it ("11, illetve 7 százalékos"). */
const saysPercent = (text: string) => PERCENTAGE.test(text) || mentionsPercentName(text);
/**
 * An ordinal written with a full stop before a word, as German, Hungarian, Danish, Finnish, Czech,
 * Polish and Turkish write them ("a 78. percben", "in der 78. Minute", "78. dakikada").
 */
const DOT_ORDINAL = /(?<![\d.,:])(\d{1,3})\.[ \t]+(?=\p{L})/gu;
/** A number with no unit after it, where its clause ends: "down to 0.4." */
const CLAUSE_LAST_NUMBER = /(?<![\d.,])(\d+(?:\.\d+)?)(?=[.;!?)](?:\s|$)|,\s|$)/gu;

/**
 * Every key of `keys` halved where it is money, a count or a measure; a count's half is money too
 * where the passage states money ("2,4 Milliarden Euro, davon gehen 310 Millionen in Schulen. Die
 * Hälfte davon": 155 Millionen Euro), in the source's currency (widenSourceKeys).
 */
function halves(keys: ReadonlySet<string>, into: Set<string>): void {
  const money = [...keys].some((key) => key.startsWith('c:'));
  for (const key of keys) {
    const found = /^(c:[^:]+:|n|nu:|u:[^:]+:)(\d+(?:\.\d+)?)$/.exec(key);
    if (!found) continue;
    const half = valueText(Number(found[2]) / 2);
    into.add(`${found[1]}${half}`);
    if (found[1]?.startsWith('c:') || (money && found[1] === 'n')) into.add(`c:?:${half}`);
  }
}

/** How many people speak in a chat (two or more lines "Name: …"), or 0 for a text that is none. */
export function chatSpeakers(text: string): number {
  const names = new Set<string>();
  let lines = 0;
  for (const match of text.matchAll(SPEAKER)) {
    lines += 1;
    names.add(foldWord(match[1] ?? '', false));
  }
  return lines >= 2 && names.size >= 2 ? names.size : 0;
}

/**
 * Adds to a source's `keys` what it holds besides its figures; `read` gives the keys of a part of
 * the text (the figures reader's, for the sentences around a half).
 */
export function widenSourceKeys(
  text: string,
  keys: Set<string>,
  read: (part: string) => ReadonlySet<string>,
  langs: readonly string[] = [],
): void {
  // Most sources say no half: their words are not split into sentences.
  if (/[\p{L}]/u.test(text) && mayHoldHalfWord(text) && saysHalf(text)) {
    const sentences = text.split(SENTENCE_END);
    sentences.forEach((sentence, index) => {
      if (!saysHalf(sentence)) return;
      halves(read(`${sentences[index - 1] ?? ''}\n${sentence}`), keys);
    });
  }
  // Chinese and Japanese write half in words no space sets apart: the share itself, 50%.
  if (CJK_HALF.test(text)) keys.add('p50');
  // "about 25%" of "about a quarter of its trains" (fraction-shares.ts).
  addFractionShares(text, keys);
  // "100 dipendenti" of "un terzo dei 300 dipendenti" (fraction-counts.ts).
  addFractionCounts(text, keys, read);
  // "up by roughly 20%" of "risen by about a fifth" (fraction-change-shares.ts).
  addFractionChangeShares(text, keys);
  // "in the 62nd minute" of "후반 17분" (match-minutes.ts).
  addMatchMinutes(text, keys);
  addPartCurrencies(text, keys, read);
  // "9 millones de euros más 2 en variables": 2 millones (carried-scales.ts).
  addCarriedScales(text, keys, read);
  // "de 40 a 45 grados": degrees of no scale named, either scale's (degree-words.ts).
  addDegreeWords(text, keys);
  // "ngày 12 tháng Ba": 12 March, its month in words (vietnamese-month-words.ts).
  addVietnameseMonthWords(text, langs, keys);
  const currencies = new Set<string>();
  for (const key of keys) {
    // A long source holds thousands of keys, few of them money's: most are told by their start.
    if (!key.startsWith('c:')) continue;
    const currency = /^c:([^?:]+):/.exec(key)?.[1];
    if (currency) currencies.add(currency);
  }
  if (currencies.size > 0) {
    for (const key of [...keys]) {
      if (!key.startsWith('c:?:')) continue;
      for (const currency of currencies) keys.add(`c:${currency}:${key.slice(4)}`);
    }
  }
  // "154,000 won" of "154,000원": English's "won" (and "real") is an everyday word too, not read
  // as the currency after a number (figure-units.ts), so a source's amount in it holds the count.
  if (currencies.has('won') || currencies.has('real')) {
    for (const key of [...keys]) {
      const amount = /^c:(?:won|real):(.+)$/.exec(key)?.[1];
      if (amount) keys.add(`n${amount}`);
    }
  }
  // "до 8,1 млрд." after "52,3 млрд рублей": an amount of a million or more in a sentence that
  // names no currency, where the source names one only, is in that one (a line writes "8.1
  // billion roubles"). A sentence that names it sets its other amounts apart ("2.4 billion
  // kroner, against 2.2 billion forecast"): a line's "NOK 2.2 billion" is not held.
  const [only] = currencies.size === 1 ? currencies : [];
  if (only && [...keys].some((key) => MILLIONS.test(key))) {
    for (const sentence of text.split(SENTENCE_END)) {
      let inner = read(sentence);
      if ([...inner].some((key) => key.startsWith('c:'))) {
        // "24,5 Millionen Euro, davon 9 Millionen": the amounts after "of which" are the named
        // sum's parts, in its currency (round eighteen: "9 million euros" of it was stopped).
        const part = PART_OF.exec(sentence);
        if (!part) continue;
        inner = read(sentence.slice(part.index));
      }
      for (const key of inner) {
        const amount = MILLIONS.exec(key)?.[1];
        if (amount) keys.add(`c:${only}:${amount}`);
      }
    }
  }
  // "the 78th minute" of "a 78. percben": the ordinal a line writes with its English ending. A
  // sentence's last number read so too is harmless: "4th" of "Platz 4." says the same.
  for (const [, number] of /\d\.[ \t]/.test(text) ? text.matchAll(DOT_ORDINAL) : []) {
    keys.add(`o${Number(number)}`);
  }
  const speakers = text.includes(':') ? chatSpeakers(text) : 0;
  if (speakers > 0) keys.add(`n${speakers}`);
  // The pattern tries every lowercase word of a long text: only one that says "s of " or
  // "between " may hold such a list.
  const listing = text.includes('s of ') || text.includes('between ');
  for (const match of listing ? text.matchAll(NAMES_LISTED) : []) {
    keys.add(`n${2 + (match[1]?.match(/, /g)?.length ?? 0)}`);
  }
  if (saysPercent(text)) sharesBesidePercentages(text, keys);
  // "we got one star, along with 18 other restaurants": one of 19, as a reader counts them.
  if (text.includes(' other')) {
    for (const [, number] of text.matchAll(OTHERS)) {
      for (const key of read(number ?? '')) {
        if (/^n\d+$/.test(key)) keys.add(`n${Number(key.slice(1)) + 1}`);
      }
    }
  }
  // Each end read with the word: the figures reader's own hours ("16 Uhr": 16:00), none else;
  // each hour and word once (a text of "1 one 1 one …" holds thousands of such ranges).
  // The hours read are kept by their word: no string or array made for a pair read before.
  const hoursRead = new Map<string, Set<string>>();
  const readHour = (hour: string, word: string, seen: Set<string>) => {
    if (seen.has(hour)) return;
    seen.add(hour);
    for (const key of read(`${hour} ${word}`)) if (/^t\d/.test(key)) keys.add(key);
  };
  for (const [, from = '', to = '', word = ''] of text.matchAll(HOURS_THEN_WORD)) {
    let hours = hoursRead.get(word);
    if (hours === undefined) {
      hours = new Set();
      hoursRead.set(word, hours);
    }
    readHour(from, word, hours);
    readHour(to, word, hours);
  }
  // "kl. 10–16", "klo 6–18", "saat 9-17": a word of the clock before a range makes both its ends
  // hours, as it makes one ("kl. 10") an hour (round fifteen's Danish and Finnish hours).
  for (const [, word = '', from = '', to = ''] of /\d\s?[-–]\s?\d/u.test(text)
    ? text.matchAll(WORD_THEN_HOURS)
    : []) {
    for (const hour of [from, to]) {
      for (const key of read(`${word} ${hour}`)) if (/^t\d/.test(key)) keys.add(key);
    }
  }
  // Each pattern below runs only over a text holding what it cannot match without.
  // A range's hours are the numbers a line writes of them too: "between 9 and 1" of "from 9am to
  // 1pm", "van negen tot half zes" of "9.00–17.30", "9 to 5" of "9:00–17:00" (round thirteen).
  for (const match of MAY_HOLD_HOURS.test(text) ? text.matchAll(HOUR_RANGE) : []) {
    const [first, last] = [Number(match[1]), Number(match[4])];
    if (first > 24 || last > 24) continue;
    for (const hour of [first, last]) {
      keys.add(`n${hour}`);
      if (hour > 12) keys.add(`n${hour - 12}`);
    }
    // A range of whole hours on the 24-hour clock is a span of hours as well ("10:00-16:00").
    if (match[2] !== '00' || match[5] !== '00') continue;
    const [from, to] = [first, last].sort((a, b) => a - b);
    for (const prefix of ['n', 'u:hour:']) keys.add(`r:${prefix}${from}-${to}`);
  }
  addRewordedFigures(text, keys);
  addDatePairs(text, keys, langs);
  addYearBefore(text, keys);
  addSideScores(text, keys);
}

const MONTH_YEAR =
  /(?<![\p{L}])(January|February|March|April|May|June|July|August|September|October|November|December),? ((?:19|20)\d\d)(?!\p{N})/gu;
/** A month written with no day or year by it ("the three months to December"); not "May". */
const MONTH_ALONE =
  /(?<!\p{L}|\p{N} ?)(January|February|March|April|June|July|August|September|October|November|December)(?![\p{L}]| ?,? ?\p{N})/gu;

/**
 * The year before a source's date, where the source names a later month with no year: a report
 * dated "5 March 2025" that counts "the three months to December" means December 2024, as a
 * reader works it out. Only the first dated month counts: the document's own date.
 */
function addYearBefore(text: string, keys: Set<string>): void {
  const dated = /(?:19|20)\d\d/.test(text) ? MONTH_YEAR.exec(text) : null;
  MONTH_YEAR.lastIndex = 0;
  if (!dated) return;
  const month = MONTHS.indexOf((dated[1] ?? '').toLowerCase());
  const year = Number(dated[2]);
  // A month the source also writes with a year is that one: "sold between September 2024 and
  // November 2025 … redesigned in late November" holds no 2023.
  const withYears = new Set([...text.matchAll(MONTH_YEAR)].map((match) => match[1]));
  for (const [name] of text.matchAll(MONTH_ALONE)) {
    if (MONTHS.indexOf(name.toLowerCase()) > month && !withYears.has(name)) {
      keys.add(`n${year - 1}`);
      return;
    }
  }
}

/** A number before "other" or "others": the count of those, and one more. */
const OTHERS = /(?<![\p{L}\p{N}])(\p{N}[\p{N},]*|\p{L}+) others?(?![\p{L}])/giu;

/** A clause's last number with no unit, in a sentence with a percentage or after one, as a share. */
function sharesBesidePercentages(text: string, keys: Set<string>): void {
  const sentences = text.split(SENTENCE_END);
  sentences.forEach((sentence, index) => {
    if (!saysPercent(sentence) && !saysPercent(sentences[index - 1] ?? '')) return;
    for (const match of sentence.matchAll(CLAUSE_LAST_NUMBER)) {
      keys.add(`p${valueText(Number(match[1]))}`);
    }
  });
}

/** Half as a share in Chinese and Japanese ("半分に減らした", "一半的人", "半数"). */
const CJK_HALF = /半分|一半|半数|折半|过半|過半/u;

/** Whether a word of `text` says half: its words looked at one by one, none kept. */
function saysHalf(text: string): boolean {
  for (const match of text.matchAll(/[\p{L}\p{M}]+/gu)) {
    // plainWord: foldWord(word, false), each word folded once for all the texts it is in.
    if (isHalfWord(plainWord(match[0]))) return true;
  }
  return false;
}
