/**
 * Figures a source holds as a summary rewords them (docs/decisions/012, "Long documents"): the same
 * value written another way, found on a held-out set of long documents where faithful summaries were
 * stopped for them. Each adds keys to the source only (loose for the source, strict for the line):
 * - an ordinal naming a period as that period's number: "the third quarter" holds "Q3", "the
 *   fourth day" holds "day four", "the second half" holds "H2";
 * - a duration in words as the clock writes a race's time: "2 hours 2 minutes 16 seconds" holds
 *   "2:02:16";
 * - a range of days before or after its month as the other order writes it: "17-19 September" holds
 *   "September 17-19" (each day a day of that month);
 * - whole days, weeks and hours in the next larger unit: "48 hours" holds "two days", "14 days"
 *   "two weeks", "90 minutes" "1.5 hours";
 * - a vote's count as a score: "carried by 4 votes to 2" holds "voted 4-2"; a series level in
 *   words as its score: "two games apiece" holds "2-2";
 * - a streak's ordinal as its count: "3rd straight W" holds "three in a row", "the fifth
 *   consecutive year" "five years running";
 * - a year written short as posts write it: "FY25" and "Q3 '24" hold "fiscal 2025" and "2024"
 *   (either century: "'99" is 1999, "'25" 2025);
 * - basis points as points of a percentage: "60 basis points lower" holds "slipped 0.6 points";
 * - a total a sentence adds up: "412,000 … in the United States and another 38,000 … in Canada"
 *   holds "450,000 in the U.S. and Canada" (two counts, "another", "a further" or "plus" before
 *   the second, in one sentence).
 */

import { ENGLISH_ORDINAL_WORDS, englishOrdinalPlace } from '../numbers/english-ordinals.ts';
import { valueText } from './figure-quantities.ts';

/** The periods and parts people number either way: "the third quarter" and "Q3". */
const PERIOD_ORDINAL = new RegExp(
  String.raw`\b(${ENGLISH_ORDINAL_WORDS.join('|')}|(\d{1,2})(?:st|nd|rd|th))[\s-]+(?:fiscal\s+)?(quarter|half|day|week|round|stage|leg|game|test|innings|period|term|season|year|month|set|lap)s?\b`,
  // Not `u`: with `i` it made the pattern five times slower over a long source, and it matches the
  // same in the guard's NFKC text (no "ſ" or Kelvin sign left to fold to an ASCII letter).
  'gi',
);
/** "2 hours 2 minutes 16 seconds", "1 hour, 5 minutes", "2 h 5 min 30 s". */
const DURATION_WORDS =
  /(?<![\d.,])(\d{1,2})\s*(?:hours?|hrs?|h)\b,?\s*(?:and\s+)?(\d{1,2})\s*(?:minutes?|mins?|m)\b(?:,?\s*(?:and\s+)?(\d{1,2})\s*(?:seconds?|secs?|s)\b)?/giu;
const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
/** "17-19 September", "17–19 Sept." */
const DAYS_BEFORE_MONTH = new RegExp(
  String.raw`(?<![\d.,])(\d{1,2})\s?[-–]\s?(\d{1,2})\s+(?:${MONTHS})\b`,
  'gu',
);
/** "September 17-19", "Sept. 17–19". */
const DAYS_AFTER_MONTH = new RegExp(
  String.raw`\b(?:${MONTHS})\.?\s+(\d{1,2})\s?[-–]\s?(\d{1,2})(?![\d.,]?\d)`,
  'gu',
);
/** "by 4 votes to 2", "9 votes to 3": a vote's two sides. */
const VOTES = /(?<![\d.,])(\d{1,4}) votes? to (\d{1,4})(?![\d.,]?\d)/giu;
/** "two games apiece", "3 wins each", "one-all": a level score in words. */
const LEVEL =
  /\b(\d{1,2}|one|two|three|four|five|six|seven)(?:[\s-]+(?:games?|wins?|goals?|points?|sets?|matches|runs?))?[\s-]+(?:apiece|each|all)\b/giu;
/** The words a level score ends on (LEVEL's), with its flags: none in a text, no level score. */
const LEVEL_WORDS = /apiece|each|all/iu;
const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];
/** "3rd straight", "fifth consecutive", "2nd successive": a streak, counted by its ordinal. */
const STREAK = new RegExp(
  String.raw`\b(${ENGLISH_ORDINAL_WORDS.join('|')}|(\d{1,2})(?:st|nd|rd|th))\s+(?:straight|consecutive|successive)\b`,
  'gi',
);
/** "FY25", "FY 25", "FY'25", "Summer '25", "Q3 '24": a year's last two digits. */
const SHORT_YEAR = /(?:\bFY\s?['’]?|(?<![\p{L}\p{N}'’])['’])(\d{2})(?![\p{L}\p{N}'’])/giu;
/** "60 basis points", "25bps", "25 bp". */
const BASIS_POINTS = /(?<![\d.,])(\d{1,4}(?:\.\d+)?)\s?(?:basis points?|bps|bp)\b/giu;
/** Two counts one sentence adds: "412,000 sold in the US and another 38,000 sold in Canada". */
const ADDED =
  /(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)(?![\d.,]?\d)[^.;!?\d]{1,80}?\b(?:another|a further|an additional|plus)\s+(\d{1,3}(?:,\d{3})+|\d+)(?![\d.,]?\d)/giu;
/** The words that add a second count (ADDED's), with its flags. */
const ADDED_WORDS = /another|a further|an additional|plus/iu;
/** A whole number of a unit as the next larger one: hours in days, days in weeks, minutes in hours. */
const LARGER: ReadonlyArray<[string, number, string]> = [
  ['minute', 60, 'hour'],
  ['hour', 24, 'day'],
  ['day', 7, 'week'],
];

/** The number an ordinal word or "3rd" stands for, or undefined. */
function ordinalValue(word: string, digits: string | undefined): number | undefined {
  return digits === undefined ? englishOrdinalPlace(word) : Number(digits);
}

/** Adds to a source's `keys` the figures its words hold as a summary rewords them (see above). */
export function addRewordedFigures(text: string, keys: Set<string>): void {
  if (/\d|first|second|third|fourth|fifth/i.test(text)) {
    for (const match of text.matchAll(PERIOD_ORDINAL)) {
      const value = ordinalValue(match[1] ?? '', match[2]);
      if (value !== undefined) keys.add(`n${value}`);
    }
  }
  for (const match of /straight|consecutive|successive/i.test(text) ? text.matchAll(STREAK) : []) {
    const value = ordinalValue(match[1] ?? '', match[2]);
    // The count alone ("three in a row") and of whatever the streak counts ("five years running").
    if (value !== undefined) for (const prefix of ['n', 'nu:']) keys.add(`${prefix}${value}`);
  }
  // Each pattern tries every number of a long source: only a text that holds its words is read.
  for (const match of LEVEL_WORDS.test(text) ? text.matchAll(LEVEL) : []) {
    const word = (match[1] ?? '').toLowerCase();
    const value = /\d/.test(word) ? Number(word) : SMALL.indexOf(word);
    keys.add(`s:${value}-${value}`);
  }
  if (!/\d/.test(text)) return;
  // Each pattern below runs only over a text that holds what it cannot match without (a long
  // source's every number tried, and the `i` and `u` flags together, made each slow).
  for (const [, a, b] of /vote/i.test(text) ? text.matchAll(VOTES) : []) {
    keys.add(`s:${Number(a)}-${Number(b)}`);
    keys.add(`s:${Number(b)}-${Number(a)}`);
  }
  for (const [, digits] of /FY|['’]\d/i.test(text) ? text.matchAll(SHORT_YEAR) : []) {
    for (const century of [1900, 2000]) keys.add(`n${century + Number(digits)}`);
  }
  for (const [, first, second] of ADDED_WORDS.test(text) ? text.matchAll(ADDED) : []) {
    const total =
      Number((first ?? '').replace(/,/g, '')) + Number((second ?? '').replace(/,/g, ''));
    keys.add(`n${total}`);
  }
  for (const [, points] of /bp|ba[sſ]i[sſ] point/i.test(text) ? text.matchAll(BASIS_POINTS) : []) {
    const value = valueText(Number(points) / 100);
    keys.add(`n${value}`);
    keys.add(`p${value}`);
  }
  for (const match of /\d\s*h/i.test(text) ? text.matchAll(DURATION_WORDS) : []) {
    const [hours, minutes, seconds] = [match[1], match[2], match[3]].map(Number);
    if (hours === undefined || minutes === undefined || minutes > 59) continue;
    const clock = String(minutes).padStart(2, '0');
    // "2:02:16" is read as the time 2:02 (on either clock) and the count 16.
    keys.add(`t${hours}:${clock}`);
    keys.add(`t${hours + 12}:${clock}`);
    if (seconds !== undefined && !Number.isNaN(seconds)) keys.add(`n${seconds}`);
  }
  const dayRange = /\d\s?[-–]\s?\d/.test(text);
  for (const pattern of dayRange ? [DAYS_BEFORE_MONTH, DAYS_AFTER_MONTH] : []) {
    for (const match of text.matchAll(pattern)) {
      for (const day of [Number(match[1]), Number(match[2])]) {
        if (day < 1 || day > 31) continue;
        for (const prefix of ['day', 'n', 'o']) keys.add(`${prefix}${day}`);
      }
    }
  }
  // The measures' keys looked at, not every key of a long source once for each unit; a key added
  // for one unit ("u:hour:1.5" of 90 minutes) is looked at for the next (hours to days).
  const measures = [...keys].filter((key) => key.startsWith('u:'));
  for (const [unit, size, larger] of LARGER) {
    for (const key of [...measures]) {
      if (!key.startsWith(`u:${unit}:`)) continue;
      const value = Number(key.slice(unit.length + 3));
      // Halves too: "90 minutes" is "1.5 hours", "36 hours" "a day and a half" as 1.5 days.
      if (value < size || (value * 2) % size !== 0) continue;
      const added = `u:${larger}:${valueText(value / size)}`;
      if (!keys.has(added)) measures.push(added);
      keys.add(added);
    }
  }
}
