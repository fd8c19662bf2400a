/**
 * Units of measure after a number, in the languages the guard reads (docs/decisions/012): "70 km",
 * "70 миль", "300mm", "18-21°C", "55 דקות". The words come from CLDR through `Intl.NumberFormat`'s
 * units (long, short and narrow, in each plural form), and the few CLDR has no sanctioned unit
 * for (tonnes) or that people write besides its forms ("kilos") are written here. A figure with a
 * unit is a measure of that unit: "70 miles" is not the source's "70 km", nor are "200 tonnes" its
 * "200 kilos".
 */

import { oncePer } from '../once-per-source.ts';
import { cldrUnitNames } from './cldr-unit-names.ts';
import { mixedRateForms } from './mixed-rate-forms.ts';
import { markedUnitForm, vowelMarksAgree } from './unit-vowel-marks.ts';

/** The units read: length, mass, volume, area, temperature, speed, data and durations. */
const UNITS = [
  'kilometer',
  'meter',
  'centimeter',
  'millimeter',
  'mile',
  'foot',
  'inch',
  'yard',
  'kilogram',
  'gram',
  'pound',
  'ounce',
  'stone',
  'liter',
  'milliliter',
  'gallon',
  'hectare',
  'acre',
  'celsius',
  'fahrenheit',
  'kilometer-per-hour',
  'mile-per-hour',
  'megabyte',
  'gigabyte',
  'terabyte',
  'second',
  'minute',
  'hour',
  'day',
  'week',
  'month',
  'year',
] as const;

/** Forms CLDR's units do not give: the tonne (no sanctioned unit), "kilos" for kilograms. */
const EXTRA: Readonly<Record<string, string>> = {
  tonne:
    'tonne tonnes ton tons tonelada toneladas tonnellata tonnellate tonne tonnen tonnes tona tony ton тонна тонны тонн тонну طن أطنان تن टन 톤 トン 吨',
  kilogram: 'kilo kilos chilo chili кило',
};

/** The values each form is made for: every plural category of the languages read. */
const VALUES = [1, 2, 3, 5, 11, 21, 1.5, 30, 100];

const ASCII = /^\p{ASCII}*$/u;
/** Printable ASCII with no two spaces together: lower case is all there is to fold. */
const PLAIN_ASCII = /^(?:[!-~]| (?! ))*$/;

/** Lower case without marks, composed again: Hangul stays syllables ("미터"), "é" is "e". */
function fold(text: string): string {
  const lower = text.toLowerCase();
  // ASCII has no marks to take off nor letters to compose: most texts after most numbers, read
  // once per number of a source (20,000 characters of "1 one " hold 3,333).
  if (PLAIN_ASCII.test(lower)) return lower;
  const plain = ASCII.test(lower)
    ? lower
    : lower
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .normalize('NFC');
  return plain.replace(/\s+/g, ' ');
}

interface UnitForms {
  /** Forms by their first character, longest first. */
  byFirst: Map<string, Array<{ form: string; unit: string; marked?: string }>>;
  /** Every form's first two characters. */
  starts: Set<string>;
  /** The same as character codes: the first's, and both in one number (the first's times 2^16). */
  firstCodes: Set<number>;
  startCodes: Set<number>;
  /** The language's unit words take a case's ending ("30 metriin", into 30 metres). */
  declined: boolean;
}

/**
 * Languages whose unit words take a case's ending of a few letters that CLDR's forms leave out:
 * Finnish "30 metriin sekunnissa", "kilometriin", Hungarian "méterrel", Estonian "meetrini".
 */
const DECLINED = new Set(['fi', 'hu', 'et']);
/** The longest such ending read, and the shortest form it is read after. */
const ENDING_MAX = 3;
const DECLINED_FORM_MIN = 4;

const formsByLanguage = /* @__PURE__ */ new Map<string, UnitForms>();

function add(forms: UnitForms, form: string, unit: string): void {
  const key = fold(form);
  // One letter ("m", "°") names too many units: minutes, metres, millions, degrees.
  if ([...key].length < 2 || /\d/u.test(key)) return;
  const first = key.charAt(0);
  const list = forms.byFirst.get(first) ?? [];
  if (list.some((entry) => entry.form === key)) return;
  const marked = markedUnitForm(form);
  list.push({ form: key, unit, ...(marked !== undefined && { marked }) });
  list.sort((a, b) => b.form.length - a.form.length);
  forms.byFirst.set(first, list);
  forms.starts.add(key.slice(0, 2));
  forms.firstCodes.add(key.charCodeAt(0));
  forms.startCodes.add(key.charCodeAt(0) * 0x10000 + key.charCodeAt(1));
}

/** A language's unit forms, made on first use. */
function formsOf(lang: string): UnitForms {
  let forms = formsByLanguage.get(lang);
  if (forms) return forms;
  forms = {
    byFirst: new Map(),
    starts: new Set(),
    firstCodes: new Set(),
    startCodes: new Set(),
    declined: DECLINED.has(lang),
  };
  // English's British spellings too ("300 metres", "1.5 litres"): CLDR's "en" writes "meters".
  for (const locale of lang === 'en' ? ['en', 'en-GB'] : [lang]) {
    for (const { unit, parts } of cldrUnitNames(locale, UNITS, VALUES)) {
      const text = parts.join(' ');
      if (text) add(forms, text, unit);
    }
  }
  // A speed's two units in different forms ("किमी प्रति घंटा", "km/hour"): mixed-rate-forms.ts.
  for (const { form, unit } of mixedRateForms(lang)) add(forms, form, unit);
  if (lang === 'en') {
    for (const [unit, words] of Object.entries(EXTRA)) {
      for (const word of words.split(' ')) add(forms, word, unit);
    }
  }
  formsByLanguage.set(lang, forms);
  return forms;
}

/**
 * The unit forms of English and `langs`, in that order, each language once: a reading asks with
 * the same set of languages after each of its numbers, and the list is made once for it.
 */
const formsIn = /* @__PURE__ */ oncePer((langs: Iterable<string>): UnitForms[] => {
  return [...new Set(['en', ...langs])].map(formsOf);
});

/** Forms that are everyday words before a number's noun ("5 in a row"). */
const NOT_UNITS = new Set(['in']);

/** How many characters of `text` make its first `count` characters once folded (marks aside). */
function writtenLength(text: string, count: number): number {
  let seen = 0;
  let at = 0;
  for (const char of text) {
    if (seen >= count && !/\p{M}/u.test(char)) break;
    at += char.length;
    if (!/\p{M}/u.test(char)) seen += 1;
  }
  return at;
}

/** Letters of scripts that may stand against a unit's letters without a space ("300mm의"). */
const LETTER = /[\p{L}\p{M}]/u;
const scriptOf = (char: string) =>
  /\p{sc=Latin}/u.test(char) ? 'latin' : /\p{sc=Cyrillic}/u.test(char) ? 'cyrillic' : char;

/** An ASCII letter's code in lower case, any other character's as it is. */
const lowerCode = (code: number) => (code >= 65 && code <= 90 ? code + 32 : code);
const printable = (code: number) => code >= 32 && code <= 126;

/**
 * False when measureAfter would find no unit at `at` of `text`, told from its first two printable
 * ASCII characters without slicing or folding the text: a long source asks after each number.
 */
export function mayBeginUnit(text: string, at: number, langs: Iterable<string>): boolean {
  const space = text.charCodeAt(at) === 32 ? 1 : 0;
  const first = text.charCodeAt(at + space);
  if (Number.isNaN(first) || first === 32 || (first >= 48 && first <= 57)) return false;
  if (!printable(first)) return true;
  const forms = formsIn(langs);
  // Told by character codes, no string made: asked after each number of a long source.
  const folded = lowerCode(first);
  let begins = false;
  for (const one of forms) begins ||= one.firstCodes.has(folded);
  if (!begins) return false;
  const second = text.charCodeAt(at + space + 1);
  // Every form has two characters or more.
  if (Number.isNaN(second)) return false;
  if (!printable(second)) return true;
  const two = folded * 0x10000 + lowerCode(second);
  for (const one of forms) if (one.startCodes.has(two)) return true;
  return false;
}

/**
 * The unit written right after a number (`after`: the text from the number's end), in `langs`
 * (English's forms and the extra ones always): its name and how many characters it takes, or
 * undefined. "70 km", "70km", "300mm의", "18-21°C"; not "70 kmh" or "5 minutely".
 */
export function measureAfter(
  after: string,
  langs: Iterable<string>,
): { unit: string; length: number } | undefined {
  const space = after.charAt(0) === ' ' ? 1 : 0;
  const start = after.charAt(space);
  if (start === '' || start === ' ' || /\d/u.test(start)) return undefined;
  const forms = formsIn(langs);
  // An ASCII character folds alone to what it folds to at the start of the text: where no unit
  // begins with it (most words after most numbers), the text after it is not folded at all.
  if (start < '\x80') {
    const folded = fold(start);
    if (!forms.some((one) => one.byFirst.has(folded))) return undefined;
    // Two ASCII characters fold alone as they do at the start of the text, too ("on" of "one":
    // no unit, though "oz" begins with its "o"); every form has two characters or more.
    if (after.charAt(space + 1) < '\x80') {
      const two = fold(after.slice(space, space + 2));
      if (!forms.some((one) => one.starts.has(two))) return undefined;
    }
  }
  const written = after.slice(space, space + 24);
  const text = fold(written);
  const first = text.charAt(0);
  for (const { byFirst, declined } of forms) {
    for (const { form, unit, marked } of byFirst.get(first) ?? []) {
      if (!text.startsWith(form)) continue;
      // "मील" (a mile) is no start of "मिलियन": a vowel sign folding took off (unit-vowel-marks.ts).
      if (
        marked &&
        !vowelMarksAgree(written.slice(0, writtenLength(written, form.length)), marked)
      ) {
        continue;
      }
      const next = text.charAt(form.length);
      const last = form.charAt(form.length - 1);
      // A letter of the same script right after it makes it another word, but for a case's
      // ending where the language declines its units ("metriin" of "metri").
      if (LETTER.test(next) && LETTER.test(last) && scriptOf(next) === scriptOf(last)) {
        const ending = /^[\p{L}\p{M}]*/u.exec(text.slice(form.length))?.[0].length ?? 0;
        if (!declined || form.length < DECLINED_FORM_MIN || ending > ENDING_MAX) continue;
        return { unit, length: space + writtenLength(written, form.length + ending) };
      }
      // An abbreviation's dot with a letter right after it is a longer abbreviation's: Thai's
      // "ก.ค." (July) is no "ก." (grams).
      if (last === '.' && LETTER.test(next) && LETTER.test(form.charAt(form.length - 2))) continue;
      if (NOT_UNITS.has(form)) return undefined;
      return { unit, length: space + writtenLength(written, form.length) };
    }
  }
  return undefined;
}
