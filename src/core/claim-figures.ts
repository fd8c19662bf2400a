/**
 * The figures a text states, each as the values it may mean, so the guard (unsupported-claims.ts)
 * can tell whether the source holds it: digits of any script (full-width and other scripts' digits
 * read as ASCII), grouped or not ("40,000", "40 000", "40.000"), decimals, scales ("2 million",
 * "2M", "40万"), number words (number-words.ts), Japanese and Chinese numerals, times ("11 pm",
 * "23:00"), dates (digits, and English month and day names) and scores ("9-2": two figures).
 */
import { calendarKey, dateKeys, isCalendarName } from './calendar-words.ts';
import { cjkScale, cjkValue, isCjkNumeralAlone } from './cjk-numerals.ts';
import {
  numberWordsValue,
  ordinalWordValue,
  plainWord,
  readNumberWord,
  scaleWord,
} from './number-words.ts';

/** One figure as written, and the ways to read it: a reading holds when all its values do. */
export interface Figure {
  text: string;
  readings: string[][];
}

/** A value's key: numbers by value ("8", "8.0", "eight" → "8"), months and days by name. */
const numberKey = (value: number): string => `n${Number(value.toPrecision(12))}`;

const digitValues = /* @__PURE__ */ new Map<string, string>();
/**
 * The ASCII digit of a decimal digit of any script: Unicode puts each script's ten digits in a
 * row, zero first, so its value is its distance from the start of its run (counted in tens).
 */
function asciiDigit(digit: string): string {
  let known = digitValues.get(digit);
  if (known === undefined) {
    const code = digit.codePointAt(0) ?? 48;
    let start = code;
    while (start > 0 && /\p{Nd}/u.test(String.fromCodePoint(start - 1))) start -= 1;
    known = String((code - start) % 10);
    digitValues.set(digit, known);
  }
  return known;
}

/**
 * The text as the guard compares it: compatibility forms folded (full-width letters, digits and
 * signs), every script's digits as ASCII, non-breaking and thin spaces as spaces.
 */
export function normaliseForClaims(text: string): string {
  return (
    text
      .normalize('NFKC')
      // A keycap ("3️⃣") numbers a post or a point; it states no figure.
      .replace(/[\d#*]\uFE0F?\u20E3/gu, ' ')
      .replace(/[^\d\P{Nd}]/gu, asciiDigit)
      .replace(/[\u00a0\u2007\u2009\u202f]/g, ' ')
  );
}

/** The values of digits with separators: one reading, or two where the separator is unclear. */
function digitReadings(run: string): number[][] {
  const plain = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  const chunks = run.split(' ');
  if (chunks.length > 1) {
    // "40 000" groups thousands; "2024 100" is two numbers.
    const separate = chunks.flatMap((chunk) => digitReadings(chunk).slice(0, 1));
    const grouped =
      /^\d{1,3}$/.test(chunks[0] ?? '') && chunks.slice(1).every((chunk) => /^\d{3}$/.test(chunk));
    return grouped ? [[plain(chunks.join(''))], separate.flat()] : [separate.flat()];
  }
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(run)) {
    const readings = [[plain(run.replace(/,/g, ''))]];
    // "1,500" may be one and a half where the comma is the decimal mark.
    if (/^\d+,\d{3}$/.test(run)) readings.push([plain(run.replace(',', '.'))]);
    return readings;
  }
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(run)) {
    const readings = [[plain(run.replace(/\./g, '').replace(',', '.'))]];
    if (/^\d+\.\d{3}$/.test(run)) readings.push([plain(run)]);
    return readings;
  }
  if (/^\d+[.,]\d+$/.test(run)) return [[plain(run.replace(',', '.'))]];
  return [run.split(/[.,']/).map(plain)];
}

/** Single-letter and short scales after digits: "10k", "2M", "7B", "$4bn". */
const SUFFIX_SCALES: Readonly<Record<string, number>> = {
  k: 1e3,
  m: 1e6,
  mn: 1e6,
  mm: 1e6,
  b: 1e9,
  bn: 1e9,
};
/**
 * Figures: a time ("11:30", "11h30", "7.30pm", "23:00", with am/pm; "11 pm", "5am"), digits with separators
 * (grouping or decimal marks) and perhaps a scale ("2M", "40万"), or CJK numerals. Numbered groups:
 * 1 time, 2 hour, 3 minute, 4 half; 5 clock, 6 hour, 7 half; 8 digits, 9 suffix, 10 CJK scale; 11 han.
 */
const FIGURE = /* @__PURE__ */ new RegExp(
  [
    // "7.30pm": a full stop between hour and minutes only before am or pm (else "3.50" is a price).
    '((\\d{1,2})(?:[:h]|\\.(?=\\d{2}\\s?[ap]\\.?m\\.?(?![\\p{L}])))(\\d{2})(?!\\d)(?:\\s?([ap]\\.?m\\.?)(?![\\p{L}]))?)',
    '((\\d{1,2})\\s?([ap]\\.?m\\.?)(?![\\p{L}]))',
    "(\\d+(?:(?:[.,']|\\s(?=\\d{3}(?!\\d)))\\d+)*)((?:mn|mm|bn|[kKmMbB])(?![\\p{L}\\p{N}]))?([万萬億亿兆千百])?",
    '([〇零一二两兩三四五六七八九十百千万萬億亿兆]+)',
  ].join('|'),
  'gu',
);
/**
 * A Latin word, where every number, month and day word we read is written (hyphenated words kept
 * whole: "forty-two", "quatre-vingt-dix"): plain ranges, no Unicode classes, for speed.
 */
const LATIN_WORD = /[A-Za-z\u00C0-\u024F]+(?:[-‐][A-Za-z\u00C0-\u024F]+)*/g;
const LETTER = /[\p{L}\p{M}]/u;
/** True when the character at `index` is a letter outside the Latin ranges (so no word ends there). */
const otherLetterAt = (text: string, index: number) => {
  const char = text[index];
  return char !== undefined && char > '\u024F' && LETTER.test(char);
};

interface Token {
  kind: 'figure' | 'word' | 'other';
  text: string;
  figure?: Figure;
  /** A word's number-word parts, when it is one. */
  number?: ReturnType<typeof readNumberWord>;
  start: number;
  end: number;
}

const HALF_DAY = /^[ap]/i;

/** The hour as written and, past noon or before it, the same hour on the other clock. */
function hourReadings(hour: number, half: string | undefined): string[][] {
  const pm = half !== undefined && /^p/i.test(half);
  const readings = [[numberKey(hour)]];
  if (hour <= 12) readings.push([numberKey(pm || half === undefined ? hour + 12 : hour)]);
  if (hour > 12) readings.push([numberKey(hour - 12)]);
  return readings;
}

/** A time token: hour readings, with the minutes as a second value unless they are ":00". */
function timeFigure(text: string, hour: number, minute: number, half?: string): Figure {
  const readings = hourReadings(hour, half).map((reading) =>
    minute === 0 ? reading : [...reading, numberKey(minute)],
  );
  return { text, readings };
}

/** What a word is as a number: "forty-two", "two-year" ("two"), "zweiundvierzig"; else undefined. */
function readWord(text: string, langs: readonly string[]): Token['number'] {
  const word = plainWord(text).replace(/quatre[-‐]vingt/g, 'quatrevingt');
  const pieces = word.split(/[-‐]/);
  const read = pieces.map((piece) => readNumberWord(piece, langs));
  if (read.every(Boolean)) {
    return {
      parts: read.flatMap((entry) => entry?.parts ?? []),
      alone: pieces.length > 1 || (read[0]?.alone ?? false),
    };
  }
  // "two-year": the number word before the hyphen.
  return read[0] && pieces.length > 1 ? { parts: read[0].parts, alone: read[0].alone } : undefined;
}

/**
 * Words met before, read once: a source and its lines say the same words again and again, and
 * reading a word (its accents taken off, its parts found) is most of the guard's time. Kept to a
 * few thousand words, forgotten all at once when full.
 */
const knownWords = /* @__PURE__ */ new Map<string, Token['number'] | null>();
const KNOWN_WORDS_MAX = 5_000;

function wordNumber(text: string, langs: readonly string[]): Token['number'] {
  const key = langs.length === 0 ? text : `${langs.join(',')}:${text}`;
  const known = knownWords.get(key);
  if (known !== undefined) return known ?? undefined;
  const read = readWord(text, langs);
  if (knownWords.size >= KNOWN_WORDS_MAX) knownWords.clear();
  knownWords.set(key, read ?? null);
  return read;
}

function tokensOf(text: string, langs: readonly string[]): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const start = match.index;
    const [whole] = match;
    const base = { text: whole, start, end: start + whole.length, kind: 'figure' as const };
    if (match[1]) {
      const half = match[4] && HALF_DAY.test(match[4]) ? match[4] : undefined;
      tokens.push({ ...base, figure: timeFigure(whole, Number(match[2]), Number(match[3]), half) });
    } else if (match[5]) {
      tokens.push({ ...base, figure: timeFigure(whole, Number(match[6]), 0, match[7]) });
    } else if (match[8]) {
      const readings = digitReadings(match[8]);
      const suffix = match[9];
      const cjk = match[10];
      const factor =
        SUFFIX_SCALES[(suffix ?? '').toLowerCase()] ?? (cjk ? cjkScale(cjk) : undefined);
      const scaled = factor === undefined ? [] : readings.map((r) => r.map((v) => v * factor));
      // "2M" may be two months or two metres as well: the digits alone are a reading too.
      const all = suffix ? [...scaled, ...readings] : factor ? scaled : readings;
      tokens.push({ ...base, figure: { text: whole, readings: all.map((r) => r.map(numberKey)) } });
    } else if (match[11] && !isCjkNumeralAlone(whole)) {
      tokens.push({ ...base, figure: { text: whole, readings: [[numberKey(cjkValue(whole))]] } });
    }
  }
  const figures = tokens.length;
  for (const match of text.matchAll(LATIN_WORD)) {
    const [word] = match;
    const start = match.index;
    const end = start + word.length;
    // Part of a word in another script, or of digits ("900M-row" is read with its digits).
    if (otherLetterAt(text, start - 1) || otherLetterAt(text, end)) continue;
    // Only the words a figure may be made of are kept: numbers, months and days, "a" of "a
    // million". The others never join a figure (only spaces may stand between its words).
    const lower = word.toLowerCase();
    const number = wordNumber(word, langs);
    if (number || lower === 'a' || lower === 'an' || isCalendarName(lower)) {
      tokens.push({ text: word, start, end, kind: 'word', ...(number && { number }) });
    }
  }
  // A word inside a figure's text ("11 pm", "2M") is the figure's.
  const kept: Token[] = tokens.slice(0, figures);
  for (let index = figures; index < tokens.length; index++) {
    const word = tokens[index] as Token;
    let inside = false;
    for (let at = 0; at < figures && !inside; at++) {
      const figure = tokens[at] as Token;
      inside = word.start < figure.end && word.end > figure.start;
    }
    if (!inside) kept.push(word);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** A figure as a reader sees it: with its currency sign or percent ("$25", "45%"), no full stop. */
function shownFigure(text: string, token: Token): string {
  const sign = /[$€£¥₹₩]$/u.exec(text.slice(Math.max(0, token.start - 1), token.start))?.[0] ?? '';
  const percent = text.slice(token.end, token.end + 1) === '%' ? '%' : '';
  return `${sign}${token.text.replace(/\.$/, '')}${percent}`;
}

/** Only spaces may stand between the words of one number. */
const joinable = (text: string, from: number, to: number) => /^\s*$/.test(text.slice(from, to));

/**
 * The figures of `text` (normalised with normaliseForClaims first), reading number words in
 * English and in `langs`. `everyWord`: also the words that are numbers only inside a longer one
 * ("one", "un", "ein"), which a source's figures hold though a line's state none.
 */
export function figuresOf(
  text: string,
  langs: readonly string[] = [],
  { everyWord = false }: { everyWord?: boolean } = {},
): Figure[] {
  const tokens = tokensOf(text, langs);
  const figures: Figure[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    const next = tokens[index + 1];
    const before = tokens[index - 1];
    if (token.kind === 'figure' && token.figure) {
      token.figure.text = shownFigure(text, token);
      // "2 million", "2,5 Millionen", "40 mil": a scale word after the digits.
      const factor =
        next?.kind === 'word' && joinable(text, token.end, next.start)
          ? scaleWord(plainWord(next.text), langs)
          : undefined;
      if (factor !== undefined && !/[kmb万萬億亿兆]$/iu.test(token.text)) {
        figures.push({
          text: `${token.figure.text} ${next?.text}`,
          readings: token.figure.readings.map((reading) =>
            reading.map((key) => numberKey(Number(key.slice(1)) * factor)),
          ),
        });
        index += 1;
        continue;
      }
      figures.push(token.figure);
      continue;
    }
    if (token.kind !== 'word') continue;
    // "May 3", "3 May": only a space between the month and its number.
    const calendar = isCalendarName(token.text)
      ? calendarKey(
          token.text,
          (before?.kind === 'figure' && joinable(text, before.end, token.start)) ||
            (next?.kind === 'figure' && joinable(text, token.end, next.start)),
        )
      : undefined;
    if (calendar) {
      figures.push({ text: token.text, readings: [[calendar]] });
      continue;
    }
    // "a million", "a hundred": the article is the one.
    const article =
      /^an?$/i.test(token.text) &&
      next?.kind === 'word' &&
      joinable(text, token.end, next.start) &&
      next.number?.parts[0]?.role !== 'unit' &&
      next.number?.parts[0]?.role !== undefined &&
      next.number.parts[0].role !== 'glue';
    const number = article
      ? { parts: [{ role: 'unit', value: 1 } as const], alone: true }
      : token.number;
    if (!number) continue;
    // A run of number words: "forty thousand", "dos mil quinientos", "vingt et un".
    const parts = [...number.parts];
    let alone = number.alone;
    let last = index;
    let words = token.text;
    while (last + 1 < tokens.length) {
      const following = tokens[last + 1] as Token;
      if (following.kind !== 'word' || !following.number) break;
      if (!joinable(text, (tokens[last] as Token).end, following.start)) break;
      parts.push(...following.number.parts);
      words += ` ${following.text}`;
      last += 1;
      // "vingt et un", "one hundred": a run is a figure when one of its words is one alone; glue
      // and words that are numbers only inside a longer one make none ("un magasin neuf et…").
      alone ||=
        following.number.alone && following.number.parts.some((part) => part.role !== 'glue');
    }
    // "eight and nine" is two numbers; glue at the end ("eight and") is the sentence's.
    const values = numberWordsValue(parts);
    index = last;
    if (!alone && !everyWord) continue;
    for (const value of values) figures.push({ text: words, readings: [[numberKey(value)]] });
  }
  return figures;
}

/** Words an English ordinal may be ("third", "twenty-first"): found before reading them is paid. */
const ORDINAL_ENDING = /\b[A-Za-z]+(?:[-‐][A-Za-z]+)?(?:st|nd|rd|th)\b/gi;

/**
 * Every value any figure of `text` may mean: what a source holds. Its "one" and "un" too, its
 * English ordinals ("third", "twenty-first") and its dates' months both ways ("2024-02-12",
 * "12 February"): a line may say them the other way ("1", "3rd", "21st", "12 February", "12/02").
 */
export function figureValues(text: string, langs: readonly string[] = []): Set<string> {
  const values = new Set<string>();
  for (const figure of figuresOf(text, langs, { everyWord: true })) {
    for (const reading of figure.readings) for (const value of reading) values.add(value);
  }
  for (const key of dateKeys(text)) values.add(key);
  for (const [word] of text.matchAll(ORDINAL_ENDING)) {
    const pieces = word.toLowerCase().split(/[-‐]/);
    const ordinal = ordinalWordValue(pieces.at(-1) ?? '');
    if (ordinal === undefined) continue;
    // "twenty-first": the tens before the ordinal.
    const tens = pieces.length === 2 ? readNumberWord(pieces[0] ?? '', []) : undefined;
    const ten = tens?.parts.length === 1 ? (tens.parts[0]?.value ?? 0) : 0;
    values.add(numberKey((ten >= 20 && ten % 10 === 0 && ordinal < 10 ? ten : 0) + ordinal));
  }
  return values;
}
