/**
 * A time of day said in words as people say it (issue 44 item 4): "half past seven", "quarter to
 * eight", "twenty past nine", "seven thirty", "Viertel nach sieben", "kwart voor acht", "sept
 * heures et demie", "huit heures moins le quart", "las siete y media", "alle sette e mezza", "às
 * sete e meia", "в половине восьмого", "wpół do ósmej", "saat yedi buçuk", "pukul setengah
 * delapan". The hour was read as a count ("seven"), so a faithful card's "half past seven" of a
 * post's "19:30" was stopped; now it is the time it says, on the clock a part of the day beside
 * it names ("in the evening") or on both, and "quarter to eight" of 19:30 is still stopped.
 * "half eight", "halb acht", "half acht" are figure-named.ts's; a time in digits, figure-clock.ts's.
 *
 * Each form is a run of words: its own words, the hour (H: a number, in words or digits), the
 * minutes (M: a number in words) or the hour as an ordinal in the genitive (G: "восьмого",
 * "ósmej", the hour it leads up to). "=" adds the minutes to the hour; "<" takes them from it
 * ("quarter to eight": 7:45; "wpół do ósmej": 7:30). "@": only after a clock's word ("at ten to
 * eight"), as "ten to twelve people" is a range.
 */

import type { Figure } from '../figures/figure-kinds.ts';
import type { FigureText } from '../figures/figure-quantities.ts';
import type { Token } from '../figures/figure-tokens.ts';
import { CLOCK_PREPOSITIONS } from '../figures/figure-words.ts';
import { type Lexicon, lexiconOf, wordKey } from '../numbers/number-words.ts';
import { numberLexicons, ordinalAt, readNumberAt } from '../numbers/read-number-words.ts';
import { foldWord } from '../words/fold-word.ts';
import { dayPeriodNear, foldedAround, hoursOf } from './figure-clock.ts';

const IT_ARTICLE = 'le|alle|dalle|delle|sulle|verso|entro';
const PT_ARTICLE = 'as|às|das|pelas|até';

/** The forms, by language. */
const FORMS: Readonly<Record<string, readonly string[]>> = {
  en: [
    'half past|after H =30',
    'quarter past|after H =15',
    'a quarter past|after H =15',
    'quarter to|before|of|till H <15',
    'a quarter to|before|of|till H <15',
    // "^": the minutes a multiple of five, as a clock's face is read ("three to one after two"
    // is a score and a time, no 2:01).
    'M past H =M^',
    '@ M after H =M^',
    'M minutes past|after H =M',
    '@ M to|before|till H <M^',
    'M minutes to|before|till H <M',
    // "seven thirty": minutes of ten or more, both in words.
    'H M =M',
  ],
  de: [
    'viertel nach H =15',
    'viertel vor H <15',
    'dreiviertel H <15',
    '@ M nach H =M^',
    '@ M vor H <M^',
    'H uhr M =M',
  ],
  nl: ['kwart over H =15', 'kwart voor H <15', '@ M over H =M^', '@ M voor H <M^', 'H uur M =M'],
  fr: [
    // "~": a span of hours too ("le trajet dure deux heures et demie": 2.5 hours).
    'H heure|heures et demie|demi =30~',
    'H heure|heures et quart =15~',
    'H heure|heures moins le quart <15',
    'H heure|heures moins quart <15',
    'H heure|heures moins M <M',
    'H heure|heures M =M',
  ],
  es: [
    'la|las H y media =30',
    'la|las H y cuarto =15',
    'la|las H menos cuarto <15',
    'la|las H y M =M',
    'la|las H menos M <M',
  ],
  it: [
    `${IT_ARTICLE} H e mezza|mezzo =30`,
    `${IT_ARTICLE} H e un quarto =15`,
    `${IT_ARTICLE} H e tre quarti =45`,
    `${IT_ARTICLE} H meno un quarto <15`,
    `${IT_ARTICLE} H e M =M`,
    `${IT_ARTICLE} H meno M <M`,
  ],
  pt: [`${PT_ARTICLE} H e meia =30`, `${PT_ARTICLE} H e um quarto =15`, `${PT_ARTICLE} H e M =M`],
  // Catalan (h285): "a les 6 i mitja de la tarda" of a post's "18.30 h" was a count of six. No
  // lexicon has Catalan's numbers: its hour in digits only.
  ca: ['la|les H i mitja =30', 'la|les H i quart =15'],
  ru: ['половине|половина G <30', 'четверть G <45', 'без четверти H <15'],
  pl: ['wpół do G <30', 'kwadrans po G =15'],
  // Turkish's half with a case ending is a time ("yedi buçukta"); with none, after "saat" only.
  tr: ['saat H buçuk =30', 'H buçukta|buçukda|buçuğa|buçuktan|buçuğu =30'],
  // Hindi's parts of one before the hour ("साढ़े सात बजे": 7:30; fraction-prefixes.test.ts).
  hi: ['साढ़े H बजे =30', 'सवा H बजे =15', 'पौने H बजे <15'],
  // The half hour before the hour, as German's "halb acht": "halv åtta" of 19.30 was stopped as a
  // count "åtta" (Czech "půl osmé" needs its ordinals' feminine genitive, which n2words lacks).
  sv: ['halv H <30', 'kvart över H =15', 'kvart i H <15'],
  da: ['halv H <30', 'kvart over H =15', 'kvart i H <15'],
  nb: ['halv H <30', 'kvart over H =15', 'kvart på H <15'],
  hu: ['fél H <30', 'negyed H <45', 'háromnegyed H <15'],
  id: ['pukul|jam setengah H <30'],
  ms: ['pukul|jam setengah H <30'],
};

type Item = ReadonlySet<string> | 'H' | 'M' | 'G';
interface Form {
  lang: string;
  items: readonly Item[];
  /** Fixed minutes, or "M" for the minutes said. */
  minutes: number | 'M';
  /** Taken from the hour: "quarter to eight". */
  before: boolean;
  /** Only after a clock's word. */
  clocked: boolean;
  /** A span of hours too. */
  span: boolean;
  /** The minutes a multiple of five. */
  fives: boolean;
}

/** The forms made into items, and the words a form may begin with (folded). */
let forms: readonly Form[] | undefined;
let firstWords: ReadonlySet<string> | undefined;
/** The forms led by a word, by that word; and those led by a number (looked up once a token). */
let formsByWord: ReadonlyMap<string, readonly Form[]> | undefined;
/** The forms led by a number, by language, each language's place in FORMS' order beside them. */
let numberLed: ReadonlyMap<string, { place: number; forms: readonly Form[] }> | undefined;

function formsOf(): readonly Form[] {
  if (forms) return forms;
  const made: Form[] = [];
  const first = new Set<string>();
  for (const [lang, texts] of Object.entries(FORMS)) {
    for (const text of texts) {
      const parts = text.split(' ');
      const clocked = parts[0] === '@';
      const span = (parts.at(-1) as string).endsWith('~');
      const fives = (parts.at(-1) as string).endsWith('^');
      const last = (parts.at(-1) as string).replace(/[~^]$/u, '');
      const items: Item[] = parts
        .slice(clocked ? 1 : 0, -1)
        .map((part) =>
          part === 'H' || part === 'M' || part === 'G'
            ? part
            : new Set(part.split('|').map((word) => foldWord(word, false))),
        );
      const head = items[0];
      if (typeof head !== 'string' && head) for (const word of head) first.add(word);
      const minutes = last.slice(1) === 'M' ? 'M' : Number(last.slice(1));
      made.push({ lang, items, minutes, before: last.startsWith('<'), clocked, span, fives });
    }
  }
  firstWords = first;
  const byWord = new Map<string, Form[]>();
  for (const form of made) {
    const head = form.items[0];
    if (typeof head === 'string' || !head) continue;
    for (const word of head) byWord.set(word, [...(byWord.get(word) ?? []), form]);
  }
  formsByWord = byWord;
  const byLang = new Map<string, { place: number; forms: Form[] }>();
  for (const form of made) {
    if (typeof form.items[0] !== 'string') continue;
    const group = byLang.get(form.lang) ?? { place: byLang.size, forms: [] };
    group.forms.push(form);
    byLang.set(form.lang, group);
  }
  numberLed = byLang;
  forms = made;
  return made;
}

/** Whether a word (folded) may begin a spoken time: a form's first word, or a number in English. */
export function mayBeginSpokenClock(plain: string): boolean {
  formsOf();
  return (
    (firstWords as ReadonlySet<string>).has(plain) || (lexiconOf('en')?.groups.has(plain) ?? false)
  );
}

/** The words of the run from `index` (joined by spaces or hyphens), at most four. */
function wordsFrom(reading: FigureText, index: number): string[] {
  const { tokens, text } = reading;
  const words: string[] = [];
  for (let at = index; at < tokens.length && words.length < 4; at++) {
    const token = tokens[at] as Token;
    if (token.kind !== 'word') break;
    if (at > index && !/^[ -]$/u.test(text.slice((tokens[at - 1] as Token).end, token.start)))
      break;
    words.push(token.text);
  }
  return words;
}

/** A number at `index` in `lexicon` or in digits: its value and the token after it. */
function numberAt(
  reading: FigureText,
  index: number,
  lexicon: Lexicon | undefined,
  digits: boolean,
) {
  const token = reading.tokens[index];
  if (!token) return undefined;
  if (token.kind === 'number')
    return digits && /^\d{1,2}$/u.test(token.text)
      ? { value: Number(token.text), next: index + 1, words: false }
      : undefined;
  if (!lexicon) return undefined;
  const read = readNumberAt(wordsFrom(reading, index), 0, lexicon);
  return read && { value: read.value, next: index + read.next, words: true };
}

/** The hour a genitive ordinal names ("восьмого", "ósmej"), as its nominative is read. */
function genitiveHour(word: string, lexicon: Lexicon): number | undefined {
  const key = wordKey(word, lexicon);
  const stems = [key.replace(/(?:ь?его|ого)$/u, ''), key.replace(/ej$/u, '')];
  for (const stem of stems) {
    if (stem === key) continue;
    for (const ending of ['', 'y', 'i', 'ои', 'ыи', 'ии', 'ой', 'ый', 'ий']) {
      const value = ordinalAt([stem + ending], 0, lexicon)?.value;
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

/** Spaces (or nothing) alone between two tokens of a form. */
const near = (reading: FigureText, a: Token, b: Token) =>
  /^ ?$/u.test(reading.text.slice(a.end, b.start));

/** The numbers read at a token in one call's forms, by token, language and digits allowed. */
type NumberMemo = Map<string, ReturnType<typeof numberAt>>;

/**
 * The hour and minutes `form` reads from `index`, and the token after it. The forms led by a
 * number read the same number in one language again and again ("H M", "M past H", "H heures M"):
 * `memo` reads it once a call (a run of number words was read for every form, a fifth of the
 * guard's time on "twenty-one 21 twenty-two …").
 */
function readForm(form: Form, index: number, reading: FigureText, memo: NumberMemo) {
  const { tokens } = reading;
  // A language no lexicon reads (Catalan) reads its hour in digits alone.
  const lexicon = lexiconOf(form.lang);
  let at = index;
  let hour: number | undefined;
  let minutes = typeof form.minutes === 'number' ? form.minutes : undefined;
  for (const item of form.items) {
    const token = tokens[at];
    if (!token || (at > index && !near(reading, tokens[at - 1] as Token, token))) return undefined;
    if (typeof item !== 'string') {
      if (token.kind !== 'word' || !item.has(token.word?.plain ?? '')) return undefined;
      at += 1;
    } else if (item === 'G') {
      hour = token.kind === 'word' && lexicon ? genitiveHour(token.text, lexicon) : undefined;
      if (hour === undefined) return undefined;
      at += 1;
    } else {
      // Digits are read as an hour only: a word reads the same as hour or minutes.
      const key = `${at} ${form.lang} ${token.kind === 'number' && item}`;
      let read = memo.get(key);
      if (read === undefined && !memo.has(key)) {
        read = numberAt(reading, at, lexicon, item === 'H');
        memo.set(key, read);
      }
      if (!read || !Number.isInteger(read.value)) return undefined;
      if (item === 'H') hour = read.value;
      else minutes = read.value;
      at = read.next;
    }
  }
  if (hour === undefined || minutes === undefined) return undefined;
  if (hour < 1 || hour > 24 || minutes < 1 || minutes > 59) return undefined;
  if (form.fives && minutes % 5 !== 0) return undefined;
  // "seven thirty": both in words, the minutes ten or more, the hour on a clock's face.
  if (form.items[0] === 'H' && form.items[1] === 'M' && (minutes < 10 || hour > 12))
    return undefined;
  // "trois heures trente minutes" is a span; "ten to twelve people" a range.
  if (/^\s*min/iu.test(reading.text.slice((tokens[at - 1] as Token).end))) return undefined;
  if (form.clocked) {
    const previous = tokens[index - 1];
    if (previous?.kind !== 'word' || !CLOCK_PREPOSITIONS.has(previous.word?.plain ?? ''))
      return undefined;
  }
  // "quarter to one" is 0:45 (or 12:45, as hoursOf reads it).
  if (form.before) return { hour: hour - 1, minutes: 60 - minutes, next: at };
  return { hour, minutes, next: at };
}

const NO_FORMS: readonly Form[] = [];

/** The languages a reading reads words of, its line's own only once asked. */
const reads = (reading: FigureText, lang: string) =>
  reading.source || reading.full.has(lang) || reading.restricted().has(lang);

/** A time said in words from the word at `index`, or undefined. */
export function spokenClockTime(
  index: number,
  reading: FigureText,
): { figure: Figure; next: number } | undefined {
  const token = reading.tokens[index] as Token;
  if (token.kind !== 'word') return undefined;
  const plain = token.word?.plain ?? '';
  // A form led by a number goes on with a word (the number's next word, or the form's own:
  // "past", "heures", "uhr"): where a digit or a mark follows, none is tried ("1 one 1 one …").
  const next = reading.tokens[index + 1];
  const wordFollows =
    next?.kind === 'word' && /^[ -]?$/u.test(reading.text.slice(token.end, next.start));
  formsOf();
  const led = (formsByWord as ReadonlyMap<string, readonly Form[]>).get(plain) ?? NO_FORMS;
  // Most words lead no form and have a digit or a mark after them ("1 one 2 two …"): nothing is
  // made for them (the maps and the forms' list below were made for every word read).
  if (!wordFollows && led.length === 0) return undefined;
  const memo: NumberMemo = new Map();
  for (const form of led) {
    const found = spokenForm(form, index, reading, memo);
    if (found) return found;
  }
  if (!wordFollows) return undefined;
  // A form led by a number: only in the languages the word may begin one in, in FORMS' order, each
  // language's number read once, and only where a word follows it close, as every such form goes
  // on ("twenty-one 21 …" reads none). Forms of other languages are passed over once a language,
  // not once a form (the forms' loop was a tenth of the guard's time on "1 one 2 two …").
  const numbers = token.word?.lexicons ?? numberLexicons(token.text);
  const groups = numberLed as NonNullable<typeof numberLed>;
  const langs = numbers
    .map((lexicon) => groups.get(lexicon.lang))
    .filter((group) => group !== undefined);
  if (langs.length > 1) langs.sort((a, b) => a.place - b.place);
  for (const group of new Set(langs)) {
    const lang = (group.forms[0] as Form).lang;
    const read = numberAt(reading, index, lexiconOf(lang), false);
    memo.set(`${index} ${lang} false`, read);
    const after = read && reading.tokens[read.next];
    const on =
      !!read &&
      Number.isInteger(read.value) &&
      after?.kind === 'word' &&
      near(reading, reading.tokens[read.next - 1] as Token, after);
    if (!on) continue;
    for (const form of group.forms) {
      const found = spokenForm(form, index, reading, memo);
      if (found) return found;
    }
  }
  return undefined;
}

/** The time `form` says from `index` in a language the reading reads, or undefined. */
function spokenForm(form: Form, index: number, reading: FigureText, memo: NumberMemo) {
  const read = readForm(form, index, reading, memo);
  if (!read || !reads(reading, form.lang)) return undefined;
  const token = reading.tokens[index] as Token;
  const end = (reading.tokens[read.next - 1] as Token).end;
  const around = foldedAround(reading.text, token.start, end);
  // The part of the day in the form's own language. German's "am Abend": its "am" is the
  // preposition, no AM (the day's part after it, which CLDR writes "abends", is not read).
  const after = form.lang === 'de' && /^am \p{L}/u.test(around.after) ? '' : around.after;
  const period = dayPeriodNear(around.before, after, [form.lang]);
  const padded = String(read.minutes).padStart(2, '0');
  const readings = hoursOf(read.hour, period).map((hour) => [`t${hour}:${padded}`]);
  if (form.span) readings.push([`u:hour:${read.hour + read.minutes / 60}`]);
  const figure: Figure = { text: reading.text.slice(token.start, end), kind: 'time', readings };
  return { figure, next: read.next };
}
