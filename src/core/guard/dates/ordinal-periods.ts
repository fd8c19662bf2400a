/**
 * An ordinal period changed to another period (issue 44, round fifty-one): "Durante el primer mes
 * el servicio funcionará de 6 a 22 h" of a post's "Durante la primera semana …". An ordinal in
 * words is no figure the readers of dates or figures see, so the week made a month went through.
 * Here an ordinal of 1-10 (the lexicons' ordinal words in any of their endings, "primer",
 * "primera", "ersten", or digits with an ordinal's mark, "1.", "1st", "1ª") bound to the period
 * noun right after it (a day, week, month or year, as CLDR names the unit in the post's languages
 * and English: "semana", "Woche", "mois") is read in the post and the line. The line's is stopped
 * where the post ties that ordinal to other periods only: a post that says "the first week" and
 * nowhere "the first month". An ordinal the post ties to no period keeps the line (not this
 * reader's to judge), and so does a period the post ties to that ordinal anywhere.
 */
import { lexiconOf } from '../numbers/number-words.ts';
import { foldWord } from '../words/fold-word.ts';

const UNITS = ['day', 'week', 'month', 'year'] as const;

/** The longest ending an ordinal's word takes past its stem ("primer|os", "erst|en"). */
const ENDING_MAX = 4;
/** The longest ending a period's noun takes past CLDR's forms of it ("Monat|s", "semaine|s"). */
const NOUN_ENDING_MAX = 2;

interface Reading {
  /** Ordinal stems by their value (1-10). */
  readonly stems: readonly (readonly [string, number])[];
  /** CLDR's period nouns, folded, by their unit. */
  readonly nouns: readonly (readonly [string, string])[];
}

const readings = new Map<string, Reading>();

function readingOf(langs: readonly string[]): Reading {
  const key = langs.join(',');
  const known = readings.get(key);
  if (known) return known;
  const stems: [string, number][] = [];
  const nouns: [string, string][] = [];
  for (const lang of langs) {
    for (const [word, value] of lexiconOf(lang)?.ordinals ?? []) {
      if (value > 10 || word.includes(' ')) continue;
      const stem = word.replace(/[aeiouyı]+$/u, '');
      stems.push([stem.length >= 3 ? stem : word, value]);
    }
    for (const unit of UNITS) {
      let format: Intl.NumberFormat;
      try {
        format = new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' });
      } catch {
        continue;
      }
      for (const count of [1, 2, 5]) {
        const name = format
          .formatToParts(count)
          .filter((part) => part.type === 'unit')
          .map((part) => part.value)
          .join('')
          .trim();
        if (name && !name.includes(' ')) nouns.push([foldWord(name, false), unit]);
      }
    }
  }
  const reading = { stems, nouns };
  readings.set(key, reading);
  return reading;
}

/** The value of an ordinal word or digits with an ordinal's mark, else undefined. */
function ordinalValue(word: string, mark: string, reading: Reading): number | undefined {
  if (/^\d{1,2}$/u.test(word)) {
    const value = Number(word);
    return mark && value >= 1 && value <= 10 ? value : undefined;
  }
  const folded = foldWord(word, false);
  for (const [stem, value] of reading.stems)
    if (folded.startsWith(stem) && folded.length - stem.length <= ENDING_MAX) return value;
  return undefined;
}

/** The unit a period noun names, else undefined. Short names ("an", "ay") only as written. */
function unitOf(word: string, reading: Reading): string | undefined {
  const folded = foldWord(word, false);
  for (const [noun, unit] of reading.nouns) {
    if (folded === noun) return unit;
    if (
      noun.length >= 3 &&
      folded.startsWith(noun) &&
      folded.length - noun.length <= NOUN_ENDING_MAX
    )
      return unit;
  }
  return undefined;
}

/** An ordinal (a word, or digits with ".", "st", "º", "ª", "er", "e"), then the next word. */
const PAIR =
  /(?<![\p{L}\p{N}])(\p{L}+|\d{1,2})(\.|st|nd|rd|th|º|ª|°|er|re|e|ème|eme)?\s+(\p{L}+)(?![\p{L}])/gu;

/** Each ordinal period of `text`, as written, with its value and unit. */
function ordinalPeriods(text: string, reading: Reading) {
  const found: { text: string; value: number; unit: string }[] = [];
  PAIR.lastIndex = 0;
  for (let match = PAIR.exec(text); match !== null; match = PAIR.exec(text)) {
    const value = ordinalValue(match[1] ?? '', match[2] ?? '', reading);
    const unit = value === undefined ? undefined : unitOf(match[3] ?? '', reading);
    if (value !== undefined && unit !== undefined) found.push({ text: match[0], value, unit });
    // The noun may be the next pair's ordinal's word; start again at it.
    PAIR.lastIndex = match.index + (match[1]?.length ?? 1) + (match[2]?.length ?? 0);
  }
  return found;
}

/** The ordinal periods of `line` (as written) the post ties to other periods only. */
export function changedOrdinalPeriods(
  line: string,
  text: string,
  langs: readonly string[],
): string[] {
  const reading = readingOf([...new Set([...langs, 'en'])]);
  const theirs = ordinalPeriods(line, reading);
  if (theirs.length === 0) return [];
  const tied = new Map<number, Set<string>>();
  for (const one of ordinalPeriods(text, reading)) {
    const units = tied.get(one.value) ?? new Set<string>();
    units.add(one.unit);
    tied.set(one.value, units);
  }
  return theirs
    .filter((one) => {
      const units = tied.get(one.value);
      return units !== undefined && !units.has(one.unit);
    })
    .map((one) => one.text);
}
