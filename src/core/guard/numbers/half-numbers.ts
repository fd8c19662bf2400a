/**
 * A number with its fraction said in words (issue 44 item 4): "two and a half million", "a billion
 * and a half", "deux millions et demi", "dos millones y medio", "due milioni e mezzo", "два с
 * половиной миллиона", "dwa i pół miliona", "iki buçuk milyon", "dua setengah juta", and the
 * words German and Dutch join ("zweieinhalb", "anderthalb", "tweeënhalf"). The number was read
 * without its fraction ("two", "deux millions") or not at all, so a faithful card's "two and a
 * half million" of a post's "2.5 million" was stopped, and "dreieinhalb Millionen" of it was kept.
 *
 * The fraction follows the number's words (then a scale may follow it: "two and a half million")
 * or its scale, of which it is a part ("deux millions et demi": 2.5 million; Vietnamese "một nghìn
 * rưỡi": 1,500). The number is read as
 * its words and fraction say, on the source's side as on the line's, so "three and a half
 * million" of 2.5 million is still a figure the source lacks.
 */
import type { FigureText, Quantity } from '../figures/figure-quantities.ts';
import { spaced, type Token } from '../figures/figure-tokens.ts';
import { foldWord } from '../words/fold-word.ts';
import { compactScale } from './compact-scales.ts';
import { decimalAfterPoint, POINT_WORDS } from './decimal-words.ts';
import { isScaleWord, lexiconOf, NUMBER_WORD_LANGUAGES, wordKey } from './number-words.ts';
import { readWordAlone, scaleAfterDigits } from './read-number-words.ts';

/** A fraction's words after a number or its scale, and the part of one they add. */
const TAILS: ReadonlyArray<readonly [RegExp, number]> = [
  [
    /^[\s-]+(?:and[\s-]+a[\s-]+half|et\s+demie?|y\s+medi[oa]|e\s+mezz[oa]|e\s+mei[oa]|en\s+een\s+half)/iu,
    0.5,
  ],
  [/^\s+(?:с\s+половиной|з\s+половиною|i\s+pół|a\s+půl|och\s+en\s+halv|og\s+en\s+halv)/iu, 0.5],
  // Turkish's, Indonesian's and Vietnamese's half after the number, no "and" ("iki buçuk", "dua
  // setengah", "một nghìn rưỡi"); Arabic's, Persian's and Hebrew's "and a half" ("مليون ونصف",
  // "دو و نیم", "שניים וחצי").
  [/^\s+(?:buçuk|setengah|rưỡi|و\s?نصف|و\s?نیم|וחצי)/iu, 0.5],
  [/^[\s-]+(?:and[\s-]+a[\s-]+quarter|et\s+quart|y\s+cuarto|с\s+четвертью|و\s?ربع)/iu, 0.25],
  [/^[\s-]+and[\s-]+three[\s-]+quarters/iu, 0.75],
];
/** No letter goes on past the tail's words ("buçukta" is a clock's half past: spoken-clock-times.ts). */
const ENDED = /^(?![\p{L}\p{M}])/u;

/** The first words of the tails, folded: most words are followed by none, and are read no further. */
const TAIL_FIRST = new Set(
  'and et y e en с з i a och og buçuk setengah rưỡi و ونصف ونیم وربع וחצי'
    .split(' ')
    .map((word) => foldWord(word, false)),
);

/**
 * The tail of a fraction after token `at` of `reading`: its part of one, where it ends, and
 * whether it is a decimal said in words ("point two", before a scale only: decimal-words.ts).
 */
function tailAt(
  reading: FigureText,
  at: number,
): { part: number; end: number; decimal?: boolean } | undefined {
  const { tokens, text } = reading;
  const next = tokens[at + 1];
  const end = (tokens[at] as Token).end;
  const first = next?.kind === 'word' ? (next.word?.plain ?? '') : '';
  if (POINT_WORDS.has(first) && text.slice(end, (next as Token).start) === ' ') {
    const decimal = decimalAfterPoint(at + 1, reading);
    const after = decimal && tokens[decimal.last + 1];
    if (!decimal || !after || text.slice((tokens[decimal.last] as Token).end, after.start) !== ' ')
      return undefined;
    if (scaleOf(after, reading) === undefined) return undefined;
    return { part: decimal.part, end: (tokens[decimal.last] as Token).end, decimal: true };
  }
  if (!TAIL_FIRST.has(first)) return undefined;
  const after = text.slice(end, end + 24);
  for (const [pattern, part] of TAILS) {
    const match = pattern.exec(after);
    if (match && ENDED.test(after.slice(match[0].length)))
      return { part, end: end + match[0].length };
  }
  return undefined;
}

/** The scale the word `token` is in the reading's languages ("million", "Millionen", "juta"). */
export function scaleOf(token: Token | undefined, reading: FigureText): number | undefined {
  if (token?.kind !== 'word') return undefined;
  // "півтора мільйона": a form the lexicon lacks, as CLDR's compact numbers write it.
  if (!isScaleWord(token.word?.plain ?? ''))
    return reading.calendarLangs.length > 0
      ? compactScale(token.text, reading.calendarLangs)
      : undefined;
  // The reading's own languages first ("billion" is 10^9 in English, 10^12 in French), then any
  // (a short line's language may be none read: "deux millions et demi").
  const langs = [...reading.full, ...NUMBER_WORD_LANGUAGES];
  for (const lexicon of langs.flatMap((lang) => lexiconOf(lang) ?? [])) {
    const factor = scaleAfterDigits(token.text, lexicon);
    if (factor) return factor;
  }
  return undefined;
}

/** The scale of a word that is its count too ("مليونين", two million: a million). */
function largeScale(token: Token | undefined): number | undefined {
  if (token?.kind !== 'word') return undefined;
  for (const lang of NUMBER_WORD_LANGUAGES) {
    const lexicon = lexiconOf(lang);
    const value = lexicon?.large.get(wordKey(token.text, lexicon));
    if (value) return 10 ** Math.floor(Math.log10(value));
  }
  return undefined;
}

/**
 * The fraction after a number and its unit, read into it: "dos horas y media" (2.5 hours), "due
 * ore e mezza", "two hours and a half".
 */
export function halfAfterUnit(quantity: Quantity, reading: FigureText): void {
  const { tokens } = reading;
  if (!quantity.unit || quantity.readings.length !== 1 || quantity.readings[0]?.length !== 1)
    return;
  const tail = tailAt(reading, quantity.last);
  if (!tail || tail.decimal) return;
  quantity.readings = [[(quantity.readings[0][0] as number) + tail.part]];
  quantity.last = tokenFrom(tokens, quantity.last, tail.end) - 1;
  quantity.end = (tokens[quantity.last] as Token).end;
}

/** The first token that starts at or after `at`. */
function tokenFrom(tokens: readonly Token[], from: number, at: number): number {
  let index = from;
  while (index < tokens.length && (tokens[index] as Token).start < at) index++;
  return index;
}

/**
 * The fraction after a number read in words (`quantity`), read into it: "two and a half million"
 * (2.5 million), "deux millions et demi" (its last scale's half), "a billion and a half".
 */
export function halfAfterWords(quantity: Quantity, reading: FigureText): void {
  const { tokens, text } = reading;
  if (quantity.digits || quantity.readings.length !== 1 || quantity.readings[0]?.length !== 1)
    return;
  const tail = tailAt(reading, quantity.last);
  if (!tail) return;
  const value = quantity.readings[0][0] as number;
  // Its last word a scale: the fraction is of it ("deux millions et demi", "مليونين ونصف").
  const own = scaleOf(tokens[quantity.last], reading) ?? largeScale(tokens[quantity.last]);
  if (own && tail.decimal) return;
  let total = value + tail.part * (own ?? 1);
  let last = tokenFrom(tokens, quantity.last, tail.end) - 1;
  const next = tokens[last + 1];
  const scale = own ? undefined : scaleOf(next, reading);
  if (scale && next && spaced(text, tail.end, next.start)) {
    total *= scale;
    last += 1;
  }
  quantity.readings = [[Number(total.toPrecision(12))]];
  quantity.last = last;
  quantity.end = (tokens[last] as Token).end;
}

/** German's and Dutch's half joined to its number: "zweieinhalb", "tweeënhalf" (2.5). */
const JOINED_HALF = /^(\p{L}+?)(?:einhalb|enhalf)$/u;
/**
 * One and a half in one Slavic word, in its genders and cases ("півтора року", "півтори тисячі",
 * "полутора лет", "półtorej godziny"): a card's "1,5 року" of a post's "півтора року" is the
 * source's, and "2,5 року" of it is not (h306).
 */
const SLAVIC_HALF = new Set(
  ['полтора', 'полторы', 'полутора', 'півтора', 'півтори', 'półtora', 'półtorej'].map((word) =>
    foldWord(word, false),
  ),
);
/** One and a half in one word: German's and Dutch's, and the Slavic ones. */
const ONE_AND_HALF = new Set(['anderthalb', 'anderhalf', ...SLAVIC_HALF]);
/** The value a word says with its joined half ("zweieinhalb", "półtora"); undefined for none. */
function joinedHalf(plain: string, reading: FigureText): number | undefined {
  if (ONE_AND_HALF.has(plain)) return 1.5;
  if (!plain.endsWith('halb') && !plain.endsWith('half')) return undefined;
  const head = JOINED_HALF.exec(plain)?.[1];
  if (!head) return undefined;
  for (const lang of ['de', 'nl']) {
    const lexicon = lexiconOf(lang);
    if (!lexicon || !(reading.source || reading.full.has(lang) || reading.restricted().has(lang)))
      continue;
    const value =
      readWordAlone(head, lexicon).number?.value ?? lexicon.prefixes.get(wordKey(head, lexicon));
    if (value !== undefined && Number.isInteger(value) && value > 0) return value + 0.5;
  }
  return undefined;
}

/**
 * A number the word at `index` says that the number reader reads as none: a joined half
 * ("zweieinhalb Millionen"), or a word that is a number only in a longer one before a fraction
 * ("one and a half million", "un million et demi"): with the scale after it, if any.
 */
export function halfNumberAt(index: number, reading: FigureText): Quantity | undefined {
  const { tokens, text } = reading;
  const token = tokens[index] as Token;
  if (token.kind !== 'word') return undefined;
  let value = joinedHalf(token.word?.plain ?? foldWord(token.text, false), reading);
  let end = token.end;
  if (value === undefined) {
    const tail = tailAt(reading, index);
    if (!tail) return undefined;
    for (const lang of reading.full) {
      const lexicon = lexiconOf(lang);
      const read = lexicon && readWordAlone(token.text, lexicon).number;
      if (read?.next === 1 && Number.isInteger(read.value) && read.value > 0) {
        value = read.value + tail.part;
        end = tail.end;
        break;
      }
    }
    if (value === undefined) return undefined;
  }
  let last = tokenFrom(tokens, index, end) - 1;
  const next = tokens[last + 1];
  const scale = scaleOf(next, reading);
  if (scale && next && spaced(text, end, next.start)) {
    // A line's "на півтора мільйона гривень" of a source's "31,5 мільйона гривень, на 1,5 мільйона
    // більше" (the currency said once, read by no reader yet) would be stopped: a line's Slavic
    // word before a scale is left unread, as it was; a source's is read ("1,5 млн" of it kept).
    if (!reading.source && SLAVIC_HALF.has(token.word?.plain ?? foldWord(token.text, false)))
      return undefined;
    value *= scale;
    last += 1;
  }
  return {
    readings: [[Number(value.toPrecision(12))]],
    kind: 'count',
    first: index,
    last,
    start: token.start,
    end: (tokens[last] as Token).end,
    digits: false,
  };
}
