/**
 * A place put where the source has another, where capitals do not tell the names readers it is
 * one (h275, docs/decisions/012): German capitalises its nouns, so "Stadtfest in Karlsruhe am
 * 12. Juni" of "… am 12. Juni in Freiburg statt" reads "Karlsruhe" as "Karls" and "Ruhe";
 * Hungarian puts its place in a case ending, often right after a sentence's first word ("Júliusban
 * Debrecenben lesz a fesztivál" of "Budapesten rendezik júliusban"), where the names readers take
 * the two capitals for the sentence's opening.
 *
 * A slot of place is a capitalised word after a German preposition of place ("in", "nach",
 * "aus"), or a Hungarian capitalised word in a locative case ending ("-ban", "-en", "-ett", …),
 * in the line past its sentence's first word (a place first in its sentence, "Pécsen" of
 * "Szegeden", is left: Hungarian's adverbs end so too, "Összesen", and no list of them is kept).
 * Stopped: a line's word in such a slot that the source writes in no form (nor its stem), no
 * month, weekday or common word, where the source has a word in such a slot that the line holds in
 * no form. A faithful line names the source's place (in any case), or none; a line that names a
 * place the source lacks where the source's own place has gone, moved the event.
 */
import type { ClaimSource } from '../claim-source.ts';
import { isMonthNameWord } from '../dates/month-name-words.ts';
import { newToSource } from '../names/first-word-names.ts';
import { oncePer } from '../once-per-source.ts';
import { commonWordsOf, isCommonWord } from '../words/common-words.ts';

const CAPITALISED = String.raw`\p{Lu}[\p{Ll}\p{M}]+(?:-\p{Lu}[\p{Ll}\p{M}]+)*`;
/** German: a capitalised word after a preposition of place. */
const GERMAN = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(?:[Ii]n|[Nn]ach|[Aa]us)\s+(${CAPITALISED})(?![\p{L}\p{M}])`,
  'gu',
);
/** Hungarian: a capitalised word in a locative, lative or ablative case ending. */
const HUNGARIAN =
  /(?<![\p{L}\p{M}])(\p{Lu}[\p{Ll}\p{M}]+(?:ban|ben|ba|be|ból|ből|on|en|ön|ra|re|ról|ről|ott|ett|ött))(?![\p{L}\p{M}])/gu;
/**
 * Hungarian words of time in those endings, which a sentence's first word may be ("Idén",
 * "Nyáron"): a short closed list, as no kept package lists Hungarian's common words.
 */
const HUNGARIAN_TIME = new Set([
  'idén',
  'jövőre',
  'nyáron',
  'télen',
  'reggel',
  'délben',
  'este',
  'éjjel',
  'hétvégén',
  'végén',
  'elején',
  'közben',
  'eddig',
  'később',
  'korábban',
  'régen',
  'időben',
  'tavasszal',
  'ősszel',
  'múltban',
  'jövőben',
]);

const LANGS: Record<string, RegExp> = { de: GERMAN, hu: HUNGARIAN };
/** What stands before a sentence's first word: nothing, or a sentence's end and spaces. */
const FIRST = /(?:^|[.!?])[\s"“„«(]*$/u;

/**
 * German places' last parts ("Offen|burg", "Heidel|berg", "Sinds|heim"): a word so ending is no
 * common compound unless German's list has it whole, though both halves are words.
 */
const GERMAN_PLACE_END =
  /(?:burg|berg|dorf|heim|hausen|furt|bach|ingen|brück|born|hagen|leben|rode)$/u;

/** Whether a capitalised German word is a common word ("Zukunft", "Betrieb"), no place. */
function germanCommon(word: string): boolean {
  const lower = word.toLowerCase();
  if (commonWordsOf('de')?.has(lower)) return true;
  if (GERMAN_PLACE_END.test(lower)) return false;
  return isCommonWord(word, 'de') || isCommonWord(word, 'en');
}

const weekdays = /* @__PURE__ */ new Map<string, string[]>();

/** A language's weekdays as Intl names them ("hétfő", "szerda"), lower case. */
function weekdaysOf(lang: string): string[] {
  let names = weekdays.get(lang);
  if (!names) {
    const format = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
    // 5 January 1970 was a Monday: seven days from it give each weekday once.
    names = [...Array(7).keys()].map((day) =>
      format.format(new Date(Date.UTC(1970, 0, 5 + day))).toLowerCase(),
    );
    weekdays.set(lang, names);
  }
  return names;
}

/** A word naming a time rather than a place: a month or weekday in any ending, a word of time. */
function timeWord(word: string, lang: string): boolean {
  const lower = word.toLowerCase();
  if (isMonthNameWord(word, [lang]) || HUNGARIAN_TIME.has(lower)) return true;
  // "Hétfőn", "Szerdán": the weekday's last vowel lengthens before an ending.
  return weekdaysOf(lang).some((day) => day.length > 3 && lower.startsWith(day.slice(0, -1)));
}

/**
 * The words in slots of place of `text`, no time word; in the line (`line`), no German common
 * word either ("in Zukunft"). The source's may be one: German's list holds cities ("Freiburg").
 */
function slotted(text: string, lang: string, line: boolean): string[] {
  const pattern = LANGS[lang];
  if (!pattern) return [];
  const found: string[] = [];
  for (const match of text.matchAll(pattern)) {
    const word = match[1] ?? '';
    if (timeWord(word, lang)) continue;
    if (line && lang === 'de' && germanCommon(word)) continue;
    // A line's first word is capitalised whatever it is, and Hungarian's adverbs end as places
    // do ("Összesen", "Hamarosan", "Valójában"): only a capital past it marks a place there.
    if (line && lang === 'hu' && FIRST.test(text.slice(0, match.index))) continue;
    found.push(word);
  }
  return found;
}

const sourceSlots = /* @__PURE__ */ oncePer((source: ClaimSource) =>
  slotted(source.text, source.langs[0] ?? '', false),
);

/** Whether the line writes `word` in some form: a word sharing its first letters, most of them. */
function lineHolds(word: string, lineWords: readonly string[]): boolean {
  const lower = word.toLowerCase();
  const need = Math.max(4, Math.ceil([...lower].length * 0.6));
  const start = lower.slice(0, need);
  return lineWords.some((one) => one.startsWith(start));
}

/** The line's places put in the slot of the source's place (see the file's comment). */
export function casePlaceSwaps(line: string, source: ClaimSource): string[] {
  if (source.translated) return [];
  const lang = source.langs[0] ?? '';
  const mine = slotted(line, lang, true).filter((word) => newToSource(word, source));
  if (mine.length === 0) return [];
  const lineWords = line.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [];
  // The source's place is still said: the line's new word is said beside it.
  if (sourceSlots(source).every((word) => lineHolds(word, lineWords))) return [];
  return mine;
}
