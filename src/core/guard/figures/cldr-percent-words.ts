/**
 * The percent's words of every language CLDR names it in (cldr-unit-names.ts): a Malay "2.75
 * peratus" or a Danish "3 procent" is the "2.75%" or "3%" a line writes, as figure-words.ts's hand
 * list reads "5 percent". A name CLDR writes before the number (Turkish "yüzde", Swahili
 * "asilimia") is read before it. Languages that write a case's ending onto the word (Hungarian
 * "11 százalékkal", "13 százalékot", Estonian "protsendini") have the name with a short ending read.
 */
import { CALENDAR_LANGUAGES } from '../dates/calendar-names.ts';
import { foldWord } from '../words/fold-word.ts';
import { cldrUnitNames } from './cldr-unit-names.ts';

/** Languages whose percent's word takes a case's ending of a few letters ("százalékkal"). */
const DECLINED = new Set(['hu', 'fi', 'et']);
/** The longest such ending read, and the shortest name it is read after. */
const ENDING_MAX = 3;
const DECLINED_NAME_MIN = 6;
/** A percent's abbreviations in the press, no CLDR name (above). */
const ABBREVIATIONS = ['proc', 'pct', 'pst'];
/** Its phrases in the press where CLDR writes another word: Romanian "9 la sută" ("procente"), h269. */
const PRESS_PHRASES = ['la sută'];
/** Enough values to meet every plural form (one, few, many, other, a fraction). */
const VALUES = [0, 1, 2, 3, 5, 11, 21, 1.5];

interface PercentNames {
  /** Folded names (one word or a phrase) written after the number. */
  after: Set<string>;
  /** The first word of each name written after the number ("per" of "per cent"). */
  firsts: Set<string>;
  /** Folded names written before it. */
  before: Set<string>;
  /** Folded names a case's ending may be written onto. */
  declined: string[];
  /** Any name as written, with its ending where it takes one, as a whole word in a text. */
  written: RegExp;
}

let names: PercentNames | undefined;

function percentNames(): PercentNames {
  if (names) return names;
  const found: PercentNames = {
    after: new Set(),
    firsts: new Set(),
    before: new Set(),
    declined: [],
    written: /$^/,
  };
  const written = new Set<string>();
  for (const lang of CALENDAR_LANGUAGES) {
    for (const { parts, before } of cldrUnitNames(lang, ['percent'], VALUES)) {
      parts.forEach((part, index) => {
        const name = foldWord(part.trim(), false);
        // The sign ("%", "٪") is read as such by figure-units.ts.
        if (!/\p{L}/u.test(name)) return;
        (index < before ? found.before : found.after).add(name);
        const escaped = part
          .trim()
          .toLowerCase()
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        if (DECLINED.has(lang) && index >= before && name.length >= DECLINED_NAME_MIN) {
          found.declined.push(name);
          written.add(`${escaped}\\p{L}{0,${ENDING_MAX}}`);
        } else written.add(escaped);
      });
    }
  }
  // Newspapers' abbreviations CLDR does not write: Polish and Czech "12 proc.", Danish "3 pct.",
  // Norwegian "4 pst." (a full stop after them, as a word's end).
  for (const short of ABBREVIATIONS) {
    found.after.add(short);
    written.add(`${short}\\.?`);
  }
  for (const phrase of PRESS_PHRASES) {
    found.after.add(foldWord(phrase, false));
    written.add(phrase);
  }
  for (const name of found.after) found.firsts.add(name.split(' ')[0] as string);
  // Longest first, so that a phrase is met before its first word.
  const alternatives = [...written].sort((a, b) => b.length - a.length).join('|');
  found.written = new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives})(?![\\p{L}\\p{M}])`, 'iu');
  names = found;
  return found;
}

/** True for folded words (one or a phrase) CLDR writes after a number to make it a percentage. */
export function isCldrPercentAfter(folded: string): boolean {
  const { after, declined } = percentNames();
  if (after.has(folded)) return true;
  return declined.some(
    (name) =>
      folded.length > name.length &&
      folded.length - name.length <= ENDING_MAX &&
      folded.startsWith(name) &&
      /^\p{L}+$/u.test(folded.slice(name.length)),
  );
}

/** True for a folded word a percent's name after the number may begin with ("per" of "per cent"). */
export function startsCldrPercentAfter(folded: string): boolean {
  const { firsts, declined } = percentNames();
  return firsts.has(folded) || declined.some((name) => folded.startsWith(name));
}

/** True for a folded word CLDR writes before a number to make it a percentage ("yüzde"). */
export function isCldrPercentBefore(folded: string): boolean {
  return percentNames().before.has(folded);
}

/** True when `text` writes a percent's name of any language CLDR names it in ("7 százalékos"). */
export function mentionsPercentName(text: string): boolean {
  return percentNames().written.test(text);
}
