/**
 * A Roman numeral before a quarter, a half-year, a league or a congress (issue 44, round
 * fifty-two): Polish, Czech, Hungarian, Russian and Romanian number these so ("w II kwartale", the
 * second quarter; "II liga"; "XX Zjazd"). The names reader read "II" as a name in capitals the
 * source lacked, and a faithful line of the source's "w drugim" kwartale was stopped. Before such a
 * noun a numeral of I-XII is an ordinal figure: it is kept where the source states that ordinal (a
 * Roman numeral or digits before such a noun, "Q2", or the ordinal's word in one of its languages,
 * in any of its endings: "drugim" of "drugi"), and stopped otherwise ("III kwartale" of a source's
 * first and second). Either way it is no name. Centuries are roman-centuries.ts's: those the
 * source holds are blanked here too (withoutHeldRomanCenturies), no names.
 */
import { lexiconOf } from '../numbers/number-words.ts';
import { withoutHeldRomanCenturies } from '../numbers/roman-centuries.ts';
import { foldWord } from '../words/fold-word.ts';
import type { Figure } from './figure-kinds.ts';
import { withoutHeldHalfYears } from './half-year-periods.ts';

/** Nouns a Roman ordinal numbers: quarters, half-years, leagues, congresses, in many languages. */
const NOUN = [
  'kwarta\\p{L}*',
  'quart(?:al|er)\\p{L}*',
  'kvartal\\p{L}*',
  'kwartaal',
  'trimest\\p{L}*',
  'квартал\\p{L}*',
  'negyedév\\p{L}*',
  'čtvrtlet\\p{L}*',
  'štvrťro\\p{L}*',
  'półroc\\p{L}*',
  'pololet\\p{L}*',
  'félév\\p{L}*',
  'halbjahr\\p{L}*',
  'semest\\p{L}*',
  'полугоди\\p{L}*',
  'liga|lig[iię]|lidze|ligue|league|лиг\\p{L}*|ліг\\p{L}*',
  'kongres\\p{L}*|congress\\p{L}*|congrès|congres\\p{L}*|zjazd\\p{L}*|съезд\\p{L}*',
].join('|');

/** One of the nouns, whole. */
const NOUN_WORD = new RegExp(`^(?:${NOUN})$`, 'iu');
/** A Roman numeral of I-XII (a full stop after it, as Hungarian and Czech write) and its noun. */
const ROMAN_BEFORE = new RegExp(
  `(?<![\\p{L}\\p{N}])(XI{0,2}|IX|VI{0,3}|IV|I{1,3})\\.?(?=\\s+(?:${NOUN})(?![\\p{L}]))`,
  'gu',
);
/**
 * Vietnamese, Indonesian and Malay put the numeral after the noun: "quý III" (the third quarter),
 * "kuartal III", "triwulan II", "semester I".
 */
const NOUN_FIRST = '[Qq]uý|[Kk]uartal|[Tt]riwulan|[Ss]emester|[Cc]aturwulan|[Ss]uku';
const ROMAN_AFTER = new RegExp(
  `(?<=(?<![\\p{L}])(?:${NOUN_FIRST})\\s+)(XI{0,2}|IX|VI{0,3}|IV|I{1,3})(?![\\p{L}\\p{N}])`,
  'gu',
);
const DIGITS_AFTER = new RegExp(`(?<![\\p{L}])(?:${NOUN_FIRST})\\s+(\\d{1,2})(?![\\p{N}])`, 'gu');
/** Digits as an ordinal before such a noun ("2. kwartał", "2nd quarter"), or a quarter's "Q2". */
const DIGITS_BEFORE = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\d{1,2})(?:\\.|st|nd|rd|th|-?\\p{L}{1,3})?\\s+(?:${NOUN})(?![\\p{L}])|\\bQ([1-4])\\b`,
  'giu',
);
const ROMAN_VALUES: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10 };

function romanValue(text: string): number {
  let total = 0;
  for (let index = 0; index < text.length; index++) {
    const value = ROMAN_VALUES[text[index] as string] ?? 0;
    const next = ROMAN_VALUES[text[index + 1] as string] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** The longest ending an ordinal's word takes past its stem ("drug|iego"). */
const ENDING_MAX = 4;

/** Whether `text` has the ordinal `value` as a word of `langs`, in any of its endings. */
function saysOrdinalWord(text: string, value: number, langs: readonly string[]): boolean {
  const stems: string[] = [];
  for (const lang of langs) {
    for (const [word, ordinal] of lexiconOf(lang)?.ordinals ?? []) {
      if (ordinal !== value || word.includes(' ')) continue;
      // Cyrillic's vowels and "й" too: "третий" is "трет", read in "третьем" (the third).
      const stem = foldWord(word, false).replace(/[aeiouyıаеиоуыэюяйь]+$/u, '');
      stems.push(stem.length >= 3 ? stem : foldWord(word, false));
    }
  }
  if (stems.length === 0) return false;
  for (const [written] of text.matchAll(/\p{L}+/gu)) {
    // The noun itself is no ordinal: Czech "čtvrtletí" (a quarter) opens on "čtvrt" (fourth).
    if (NOUN_WORD.test(written)) continue;
    const word = foldWord(written, false);
    if (stems.some((stem) => word.startsWith(stem) && word.length - stem.length <= ENDING_MAX))
      return true;
  }
  return false;
}

/** Whether the source states the ordinal `value` of such a noun in any of the forms above. */
function sourceStates(text: string, value: number, langs: readonly string[]): boolean {
  for (const match of text.matchAll(ROMAN_BEFORE))
    if (romanValue(match[1] ?? '') === value) return true;
  for (const match of text.matchAll(DIGITS_BEFORE))
    if (Number(match[1] ?? match[2]) === value) return true;
  for (const match of text.matchAll(ROMAN_AFTER))
    if (romanValue(match[1] ?? '') === value) return true;
  for (const match of text.matchAll(DIGITS_AFTER)) if (Number(match[1]) === value) return true;
  return saysOrdinalWord(text, value, langs);
}

/**
 * `line` with each Roman ordinal before such a noun blanked (no name), and `stop` told of those
 * the source does not state.
 */
export function withoutRomanPeriodOrdinals(
  line: string,
  source: { text: string; langs: readonly string[] },
  stop: (text: string) => void,
): string {
  // A century the source holds ("XIXe siècle" of "1854", "Novecento") is no name either.
  // "na segunda metade do ano" of "no segundo semestre": a period, no share (half-year-periods.ts).
  const unheld = withoutHeldRomanCenturies(withoutHeldHalfYears(line, source, stop), source);
  if (!/[IVX]/u.test(unheld)) return unheld;
  const blank = (numeral: string, roman: string) => {
    if (!sourceStates(source.text, romanValue(roman), source.langs)) stop(numeral);
    return ' '.repeat(numeral.length);
  };
  return unheld.replace(ROMAN_BEFORE, blank).replace(ROMAN_AFTER, blank);
}

/**
 * Whether the line's count `figure`, digits after "quý", "kuartal", "semester" or before
 * "kwartał", "quarter", numbers such a period the source states ("quý 3" of "quý III", "3.
 * negyedév" of "III. negyedév"): its ordinal in the source's forms above (h301).
 */
export function heldPeriodOrdinal(
  figure: Figure,
  line: string,
  source: { text: string; langs: readonly string[] },
): boolean {
  // "kuartal 2 tahun ini": the figures' reader took "2 tahun" (two years) in.
  const digits = /^(\d{1,2})(?![\d.,])/u.exec(figure.text)?.[1];
  if (figure.kind !== 'count' || digits === undefined) return false;
  const value = Number(digits);
  const at = (pattern: RegExp) =>
    [...line.matchAll(pattern)].some((match) => Number(match[1] ?? match[2]) === value);
  if (!at(DIGITS_AFTER) && !at(DIGITS_BEFORE)) return false;
  return sourceStates(source.text, value, source.langs);
}
