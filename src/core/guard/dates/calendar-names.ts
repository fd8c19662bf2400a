/**
 * The names of months and weekdays in every language the guard reads, from CLDR through `Intl`
 * (docs/decisions/012): long and short, alone ("lipiec", "sierpień") and in a date ("1 lipca"),
 * in the calendar the language writes dates in too (Persian's "فروردین" is the Solar Hijri year's
 * first month, keyed apart from January). Keys: "m1"-"m12" (Gregorian), "mpersian1"…, "d1"
 * Monday … "d7". A word is looked up folded (fold-word.ts), and in the languages that decline
 * their names ("w środę", "в субботу") by its stem: all but its last letter, four letters or more.
 * Built on first use, for all languages at once (a few thousand formats, tens of milliseconds).
 */
import { foldWord } from '../words/fold-word.ts';
import { withoutCaseEnding } from './case-ended-names.ts';
import { marksAgree, spelledForm } from './marked-names.ts';
import { monthRegions } from './month-regions.ts';

export interface CalendarName {
  key: string;
  lang: string;
  /** The name's words after the first, as written ("יום שני": "שני"), folded. */
  rest: readonly string[];
  /**
   * The first word with its marks, where they are vowels folding drops (Bengali's "জুন", June,
   * folds to "জন", a person): a word written otherwise is no such name.
   */
  written?: string;
}

/** Scripts whose marks are vowel signs, not optional accents: a word without them is another. */
const VOWEL_MARKS =
  /[\p{sc=Deva}\p{sc=Beng}\p{sc=Guru}\p{sc=Gujr}\p{sc=Orya}\p{sc=Taml}\p{sc=Telu}\p{sc=Knda}\p{sc=Mlym}\p{sc=Sinh}\p{sc=Thai}\p{sc=Laoo}\p{sc=Khmr}\p{sc=Mymr}]/u;

/** A word's vowel-marked form (lower case, composed), or undefined where its marks may be dropped. */
const markedForm = (word: string) => {
  const lower = word.toLowerCase().normalize('NFC');
  return VOWEL_MARKS.test(lower) && /\p{M}/u.test(lower) ? lower : undefined;
};

/**
 * The languages whose names are read (the guard's number-word languages and Japanese, Chinese,
 * and the other widely written ones CLDR has: a Danish "14. marts" or a Catalan "14 de març" was
 * not read, so its date's restatement was stopped). Built for a language only when a text is in it.
 */
const LANGUAGES = (
  'en es fr de pt it nl sv pl cs ro hu fi tr id ms vi ru uk el he ar fa ur hi bn ko ja zh ' +
  'th da nb nn no ca gl eu hr sr bs sl sk bg mk lt lv et sq sw ta te mr gu kn ml pa tl af'
).split(' ');
/**
 * Calendars whose months are the Gregorian ones: Thai's Buddhist calendar counts its years from
 * another era, its months are January's to December's, keyed once as "m1"….
 */
const GREGORIAN_MONTHS = new Set(['gregory', 'iso8601', 'buddhist', 'japanese', 'roc']);
/** Languages that decline month and weekday names: their names are matched by stem too. */
const DECLINED = new Set([
  'pl',
  'cs',
  'ru',
  'uk',
  'fi',
  'hu',
  'el',
  'sk',
  'hr',
  'sr',
  'bs',
  'sl',
  'lt',
  'lv',
]);

const fold = (text: string) =>
  foldWord(text, false)
    .replace(/[.,]$/u, '')
    .replace(/[\s-]+/gu, ' ')
    .trim();

interface Names {
  byWord: Map<string, CalendarName[]>;
  byStem: Map<string, CalendarName[]>;
  /** The names' first words as CLDR spells them, by their folded form; stems by "~" and theirs. */
  spelled: Map<string, Set<string>>;
}

/** Keeps `written` as a spelling of the folded `key` (marked-names.ts reads them). */
function addSpelling(names: Names, key: string, written: string): void {
  const forms = names.spelled.get(key) ?? new Set<string>();
  forms.add(spelledForm(written));
  names.spelled.set(key, forms);
}

const namesByLanguage = /* @__PURE__ */ new Map<string, Names>();

/**
 * Languages written in two alphabets, and the one CLDR's names are not in by default: a Serbian
 * text is as often in Latin letters ("petak", "marta") as in Cyrillic, a Bosnian one in Cyrillic.
 */
const OTHER_SCRIPT: Readonly<Record<string, string>> = { sr: 'Latn', bs: 'Cyrl' };
/** A script's subtag (four letters), as against a region's. */
const SCRIPT = /^[A-Z][a-z]{3}$/u;

/** The 15th of each month of 2024; ten days apart for another calendar's months. */
const MONTHS = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(2024, index, 15)));
const YEAR = Array.from({ length: 37 }, (_, index) => new Date(Date.UTC(2024, 0, 5 + index * 10)));
/** Monday 1 January 2024 and the six days after it. */
const WEEK = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2024, 0, 1 + index)));

function addName(names: Names, name: string, key: string, lang: string): void {
  const words = fold(name).split(' ');
  const first = words[0] ?? '';
  // "tháng 9" is a month's number, read as a figure.
  if ([...first].length < 2 || words.some((word) => /\d/u.test(word))) return;
  const rest = words.slice(1);
  const written = markedForm((name.trim().split(/[\s-]+/u)[0] ?? '').replace(/[.,]$/u, ''));
  const list = names.byWord.get(first) ?? [];
  if (
    !list.some(
      (one) => one.key === key && one.rest.join(' ') === rest.join(' ') && one.written === written,
    )
  ) {
    list.push({ key, lang, rest, ...(written !== undefined && { written }) });
  }
  names.byWord.set(first, list);
  const own = (name.trim().split(/[\s-]+/u)[0] ?? '').replace(/[.,]$/u, '');
  addSpelling(names, first, own);
  // A name ending on a consonant takes its case's vowel after it (h258): Serbian "7. априла",
  // "марта" of CLDR's "април", "март"; the word's stem is then the name whole.
  if (
    DECLINED.has(lang) &&
    rest.length === 0 &&
    [...first].length >= 4 &&
    !/[aeiouyаеиоуыэюяіїєәө]$/u.test(first)
  ) {
    addStem(names, first, key, lang);
    addSpelling(names, `~${first}`, spelledForm(own));
  }
  // Russian "в мае", "в июне", "к июлю": a short name on a soft sign or "й" takes its case's vowel
  // in the sign's place; at four letters or fewer no stem is read (below), so the forms are named.
  if (
    DECLINED.has(lang) &&
    rest.length === 0 &&
    /^[\p{sc=Cyrl}]{2,3}[ьй]$/u.test(own.toLowerCase())
  ) {
    for (const vowel of ['е', 'я', 'ю']) addName(names, `${own.slice(0, -1)}${vowel}`, key, lang);
  }
  if (!DECLINED.has(lang) || rest.length > 0 || [...first].length < 5) return;
  addStem(names, first.slice(0, -1), key, lang);
  addSpelling(names, `~${first.slice(0, -1)}`, [...spelledForm(own)].slice(0, -1).join(''));
  // A vowel that drops as the name is declined (round twenty-six): Ukrainian "з понеділка" of
  // "понеділок", Slovak "od pondelka", Polish "w poniedziałku"; the stem is the name without it.
  const fleeting = /[оеoe]([кk])$/u.exec(first);
  if (fleeting) addStem(names, `${first.slice(0, -2)}${fleeting[1]}`, key, lang);
}

function addStem(names: Names, stem: string, key: string, lang: string): void {
  const stems = names.byStem.get(stem) ?? [];
  if (!stems.some((one) => one.key === key)) stems.push({ key, lang, rest: [] });
  names.byStem.set(stem, stems);
}

/** The part of `type` in a date's formatted parts. */
const partOf = (format: Intl.DateTimeFormat, date: Date, type: string) =>
  format.formatToParts(date).find((part) => part.type === type)?.value;

/**
 * A language's names in one calendar: months keyed with `prefix`, weekdays if asked; `region` a
 * region's or a script's subtag ("Latn": Serbian writes its names in both alphabets).
 */
function addCalendar(
  names: Names,
  lang: string,
  calendar: string,
  prefix: string,
  region?: string,
): void {
  const locale = `${lang}${region ? `-${region}` : ''}-u-ca-${calendar}`;
  const numeric = new Intl.DateTimeFormat(locale, {
    month: 'numeric',
    numberingSystem: 'latn',
    timeZone: 'UTC',
  });
  const monthFormats = (['long', 'short'] as const).flatMap((month) => [
    new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' }),
    new Intl.DateTimeFormat(locale, { day: 'numeric', month, timeZone: 'UTC' }),
  ]);
  const seen = new Set<number>();
  for (const date of calendar === 'gregory' ? MONTHS : YEAR) {
    const value = Number(partOf(numeric, date, 'month'));
    if (!Number.isInteger(value) || seen.has(value)) continue;
    seen.add(value);
    for (const format of monthFormats) {
      const name = partOf(format, date, 'month');
      if (name) addName(names, name, `${prefix}${value}`, lang);
    }
  }
  if (calendar !== 'gregory' || (region && !SCRIPT.test(region))) return;
  const dayFormats = (['long', 'short'] as const).flatMap((weekday) => [
    new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' }),
    new Intl.DateTimeFormat(locale, { weekday, day: 'numeric', month: 'long', timeZone: 'UTC' }),
  ]);
  WEEK.forEach((date, index) => {
    for (const format of dayFormats) {
      const name = partOf(format, date, 'weekday');
      if (name) addName(names, name, `d${index + 1}`, lang);
    }
  });
}

/** A language's names, made on first use (a few milliseconds). */
function namesIn(lang: string): Names | undefined {
  let names = namesByLanguage.get(lang);
  if (names !== undefined || !LANGUAGES.includes(lang)) return names;
  names = { byWord: new Map(), byStem: new Map(), spelled: new Map() };
  try {
    addCalendar(names, lang, 'gregory', 'm');
    // A region's own names of the same months (month-regions.ts: Arabic's "كانون الأول").
    for (const region of monthRegions(lang)) addCalendar(names, lang, 'gregory', 'm', region);
    // The other alphabet's names: "u četvrtak" of a Serbian text in Latin letters (h258).
    const script = OTHER_SCRIPT[lang];
    if (script) addCalendar(names, lang, 'gregory', 'm', script);
    // The calendar the language writes dates in, when it is another (Persian's).
    const own = new Intl.DateTimeFormat(lang).resolvedOptions().calendar;
    if (!GREGORIAN_MONTHS.has(own)) addCalendar(names, lang, own, `m${own}`);
  } catch {
    // A runtime without this language's names reads none.
  }
  namesByLanguage.set(lang, names);
  return names;
}

const NONE: readonly CalendarName[] = [];

/**
 * The month and weekday names a word (as written) may begin in `langs`: by the word folded, then
 * by its stem in the languages that decline names. `written`, the word as the text has it, tells
 * apart the words folding makes one where marks are vowels ("১২ জন", twelve people, is no June).
 */
export function calendarNamesOf(
  word: string,
  langs: Iterable<string>,
  written?: string,
): readonly CalendarName[] {
  const found = namesOf(word, langs, written && spelledForm(written));
  if (written === undefined || !found.some((name) => name.written !== undefined)) return found;
  const form = written.toLowerCase().normalize('NFC');
  // "வியாழக்கிழமை" is "வியாழன்" with "கிழமை" joined on (case-ended-names.ts).
  return found.filter(
    (name) =>
      name.written === undefined ||
      name.written === form ||
      withoutCaseEnding(form, name.lang).includes(name.written),
  );
}

/** `ended`: the word is a name's with its case ending taken off, so no second ending is taken. */
function namesOf(
  word: string,
  langs: Iterable<string>,
  written?: string,
  ended = false,
): readonly CalendarName[] {
  const key = /^[\p{Ll}\p{Lo}\p{M}]+$/u.test(word) ? word : fold(word);
  const stem = [...key].length >= 5 ? key.slice(0, -1) : undefined;
  let found: CalendarName[] | undefined;
  for (const lang of langs) {
    const names = namesIn(lang);
    if (!names) continue;
    // A mark the name lacks makes the word another ("mają" is no "maja", marked-names.ts).
    const agrees = (at: string, form: string | undefined) =>
      form === undefined || marksAgree(form, names.spelled.get(at));
    const whole = names.byWord.get(key);
    const own =
      whole && agrees(key, written)
        ? whole
        : stem !== undefined && !whole && agrees(`~${stem}`, written)
          ? names.byStem.get(stem)
          : undefined;
    if (own) found = found ? [...found, ...own] : own;
  }
  // "Şubat'tan", "Ocak'ta": Turkish writes its endings onto a name after an apostrophe.
  if (!found && /['’]/u.test(key)) return namesOf(key.split(/['’]/u)[0] ?? '', langs);
  // Finnish "joulukuussa", Hungarian "januárban": a case ending joined on (case-ended-names.ts).
  if (!found && !ended) {
    for (const lang of langs) {
      for (const base of withoutCaseEnding(key, lang)) {
        const named = namesOf(base, [lang], undefined, true);
        if (named.length > 0) return named;
      }
    }
  }
  return found ?? NONE;
}

/**
 * Whether `word` (folded) is a month's or weekday's name of `lang` with a case ending joined on
 * ("huhtikuussa", "kedden"), not the name as CLDR writes it: no person's name is so written, so
 * such a word at a sentence's start before a capitalised place ("Huhtikuussa Helsingissä") is
 * the month (h258).
 */
export function isCaseEndedName(word: string, lang: string): boolean {
  const names = namesIn(lang);
  if (!names || names.byWord.has(word)) return false;
  return withoutCaseEnding(word, lang).some((base) => names.byWord.has(base));
}

/** A one-letter prefix Hebrew and Arabic write onto a word ("במרץ", in March; "ب", "و"). */
export const ONE_LETTER_PREFIX = /^[בלמהוכשوبلف]/u;

/** The languages whose names the guard reads. */
export const CALENDAR_LANGUAGES: readonly string[] = LANGUAGES;
