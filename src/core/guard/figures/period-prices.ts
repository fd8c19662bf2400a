/**
 * An amount told per another period than the source's, in any language CLDR writes a period in
 * (round forty-nine): "los residentes pagarán 45 euros al mes" of "… 45 euros al año". The figure is
 * the source's; the period it is paid in is not. per-unit-prices.ts reads English's "a month" only.
 *
 * The period's words are CLDR's own, through Intl's per-unit pattern ("litros por mes", "litri
 * all'anno", "литров в месяц", "لتر في الشهر", "升/月"): the words after the unit's name, the last
 * the period's noun and those before it the words that link a figure to it. A figure's period is a
 * period's noun right after it, only such linking words between. The line's figure is stopped only
 * where every figure of the source holding its value is told per some period, none the line's: an
 * amount the source gives per no period, or per the line's in other words, stays.
 */

import { sourceHolding } from '../swaps/figure-bindings.ts';
import type { Placed } from '../swaps/figure-ties.ts';
import { adverbPeriodAfter } from './period-adverbs.ts';

/** The periods CLDR writes a per-unit pattern for, that a price or a count is told per. */
const PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;

/**
 * Everyday words that link an amount to its period besides CLDR's one ("per", "por", "pro"):
 * "a month", "al año", "im Monat", "ao mês", "a la semana". A short list: CLDR keeps one pattern.
 */
const LINKS = [
  'a',
  'an',
  'each',
  'every',
  'al',
  'la',
  'cada',
  'im',
  'je',
  'ao',
  'alla',
  'all',
  'ogni',
  // Swedish, Danish and Norwegian: "i månaden", "om året", Danish CLDR's "pr." ("pr" here).
  'i',
  'om',
  'pr',
];

/** Swedish, Danish and Norwegian write "in the month" with the noun's definite ending. */
const DEFINITE_LANGS = new Set(['sv', 'da', 'nb', 'nn', 'no']);
/** Their definite singular endings: "månad-en", "veck(a)-n", "år-et", "uge-n", "time-n". */
const DEFINITE = /^(?:en|et|n|t)$/u;

const WORD = /[\p{L}\p{M}]+/gu;

export interface Reading {
  /** The period's noun, lower case, to its period. */
  nouns: Map<string, string>;
  links: Set<string>;
  /** Whether a noun's definite form is read too (a Nordic language among the reading's). */
  definite: boolean;
}

const readings = new Map<string, Reading>();

/** The period nouns and linking words of `langs`, from CLDR's per-unit patterns. */
export function readingOf(langs: readonly string[]): Reading {
  const key = langs.join(' ');
  const known = readings.get(key);
  if (known) return known;
  const reading: Reading = {
    nouns: new Map(),
    links: new Set(LINKS),
    definite: langs.some((lang) => DEFINITE_LANGS.has(lang.split('-')[0] as string)),
  };
  for (const lang of langs) {
    const unitName = (unit: string) => {
      try {
        const format = new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' });
        return format.formatToParts(45).find((part) => part.type === 'unit')?.value;
      } catch {
        return undefined;
      }
    };
    const liter = unitName('liter');
    for (const period of PERIODS) {
      const per = unitName(`liter-per-${period}`);
      // Only a period written after the unit ("월당 45리터" puts it before).
      if (!liter || !per?.startsWith(liter)) continue;
      const words = per.slice(liter.length).toLowerCase().match(WORD) ?? [];
      const noun = words.pop();
      if (noun === undefined) continue;
      reading.nouns.set(noun, period);
      for (const word of words) reading.links.add(word);
    }
  }
  readings.set(key, reading);
  return reading;
}

/** The period a word names: a period's noun, or in a Nordic language its definite form. */
function periodOf(word: string, reading: Reading): string | undefined {
  const period = reading.nouns.get(word);
  if (period !== undefined || !reading.definite) return period;
  for (const [noun, named] of reading.nouns) {
    // "veckan" of "vecka", "månaden" of "månad", "året" of "år": the noun, then its ending.
    if (word.startsWith(noun) && DEFINITE.test(word.slice(noun.length))) return named;
  }
  return undefined;
}

/**
 * The period the figure ending at `end` of `text` is told per: its noun a few linking words on, or
 * its adverb after the figure's noun ("4 mln pasażerów rocznie", period-adverbs.ts).
 */
export function periodAfter(text: string, end: number, reading: Reading): string | undefined {
  return nounPeriodAfter(text, end, reading) ?? adverbPeriodAfter(text, end);
}

function nounPeriodAfter(text: string, end: number, reading: Reading): string | undefined {
  const after = text.slice(end, end + 32).toLowerCase();
  for (const match of after.matchAll(WORD)) {
    // Nothing but spaces, an apostrophe or a slash between the figure and its period.
    const gap = after.slice(0, match.index).replace(/[\p{L}\p{M}]+/gu, '');
    if (!/^[\s'’/]*$/u.test(gap)) return undefined;
    const period = periodOf(match[0].normalize('NFC'), reading);
    if (period !== undefined) return period;
    if (!reading.links.has(match[0])) return undefined;
  }
  return undefined;
}

/** The line's figures (as written) told per another period than each of the source's of that value. */
export function periodPrices(
  line: string,
  placed: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
  langs: readonly string[],
): string[] {
  const reading = readingOf(langs);
  const found: string[] = [];
  for (const mine of placed) {
    const period = periodAfter(line, mine.start + mine.figure.text.length, reading);
    if (period === undefined) continue;
    const periods = sourceHolding(mine.figure, source).map((one) =>
      periodAfter(sourceText, one.start + one.figure.text.length, reading),
    );
    if (periods.length > 0 && periods.every((one) => one !== undefined && one !== period)) {
      found.push(mine.figure.text);
    }
  }
  return found;
}
