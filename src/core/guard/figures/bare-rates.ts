/**
 * A rate told bare and the same rate with its percent (docs/decisions/012, h245): a central bank's
 * rate, an unemployment or inflation rate is written with no sign as often as with one ("Räntan på
 * lånet är 9,9.", "Le taux directeur est fixé à 3,5.", "Unemployment stood at 4.1 in March"), and a
 * summary adds the sign the reader expects ("9,9 %", "3,5 %", "4.1%"), or drops the one the post
 * wrote ("महंगाई दर 9 रही" of "9%"). The figure readers give the one a count's key and the other a
 * percent's, so neither held the other.
 *
 * Held only where the bare side is a rate: a rate's word stands before the bare number in its
 * sentence with no other figure between ("rate stood at 4.1 while 3 firms closed" does not make
 * the 3 a rate), or, past one figure, where the number is that figure's comparison ("68 (contre
 * 61 en 2019)", "4.1, up from 3.9"); and nothing but a short word, a particle or punctuation
 * follows it ("4,1.", "7,8 i maj", "64,8 oldu", "50'ye"; not "40 firms"). The value is the same to
 * its last digit: a changed or moved value is not held.
 */
import type { ClaimSource } from '../claim-source.ts';
import type { Figure } from './figure-kinds.ts';

/**
 * A rate's words in the languages probed, written by hand (no installed library lists them):
 * Latin-script stems as whole words (Turkish with its case endings), German's compounds by their
 * last part, and the CJK and Korean suffixes (率, 율, 률) and Hindi's "दर" anywhere.
 */
const RATE = new RegExp(
  [
    '(?<![\\p{L}\\p{M}])(?:rates?|ratios?|interest|unemployment|jobless|inflation|taux|tasas?|tipos?|',
    'paro|desempleo|inflación|zinsen|zins|leitzins|ränta|räntan|styrräntan|arbetslösheten|',
    'arbetslöshet|inflationen|tass[oi]|inflazione|disoccupazione|taxas?|selic|juros|inflação|',
    'desemprego|chômage|suku bunga|bunga|inflasi|pengangguran|tingkat|faiz(?:i|ini|e)?|',
    'oran(?:ı|ını|ında)?|enflasyon|işsizlik|процентн\\p{L}* ставк\\p{L}*|ставк\\p{L}*|инфляци\\p{L}*)',
    '(?![\\p{L}\\p{M}])|(?:quote|rate|zins|zinsen|zinssatz)(?![\\p{L}\\p{M}])|',
    '[率율률]|金利|금리|(?<![\\p{L}\\p{M}])(?:दर|ब्याज|महंगाई|मुद्रास्फीति)(?![\\p{L}\\p{M}])',
  ].join(''),
  'iu',
);

/** What may follow a bare rate: the sentence's end or punctuation, a suffix, a short word. */
const BARE_AFTER =
  /^(?:\s*$|\s*[.,;:!?()\]。、，！？]|['’]|\s+[\p{L}\p{M}]{1,4}(?![\p{L}\p{M}\p{N}])|[\p{sc=Hiragana}]|[로으이가은는을를의에와과도만였]|\s*[-–—])/u;

/** Comparison's words before the figure compared with ("contre 61", "up from 3.9", "dari 5,8"). */
const COMPARISON =
  'from|vs\\.?|versus|against|than|compared\\s+(?:with|to)|compares\\s+with|contre|contra|frente\\s+al?|von|gegenüber|nach|från|mot|dari|desde|rispetto\\s+al?';
/** The period compared with, told before its figure ("önceki ay 9,4", "前回48.1%", "전월 2.9%"). */
const PREVIOUS =
  '(?:previous|prior|önceki|sebelumnya|précédent|anterior|precedente|vorjahr|föregående|पिछले)(?:\\s+[\\p{L}\\p{M}]+)?\\s+|(?:前回|前年|前月|전월|전년|上月|去年)[\\p{L}]{0,2}\\s*';

/**
 * What may stand between a rate's figure and the one it is compared with: a bracket and up to
 * two words ("68 (contre 61", "5,3 (turun dari 5,8", "9,2 (önceki ay 9,4"), or a comparison's
 * word or the period compared after a comma ("4.1, up from 3.9").
 */
const COMPARED = new RegExp(
  `^[%％]?\\s*(?:\\(\\s*(?:[\\p{L}\\p{M}]+\\s+){0,2}|[,;–—]?\\s*(?:(?:[\\p{L}\\p{M}]+\\s+)?(?:${COMPARISON})\\s*|${PREVIOUS}))$`,
  'iu',
);

/** A comparison's word or the period compared just before a figure: "contre 61", "önceki ay 9,4". */
const COMPARED_BEFORE = new RegExp(
  `(?:(?:^|[^\\p{L}])(?:(?:${COMPARISON})\\s*|${PREVIOUS})|\\(\\s*)$`,
  'iu',
);

/** Whether the figure at `at` of `text` is the one another is compared with ("contre 61"). */
const comparedAt = (text: string, at: number) =>
  COMPARED_BEFORE.test(text.slice(Math.max(0, at - 24), at));

/** The sentence's start within `text` before `at`. */
const SENTENCE_END = /[.!?](?:\s|$)|[。！？\n]/gu;
function sentenceStart(text: string, at: number): number {
  let start = 0;
  for (const end of text.slice(Math.max(0, at - 160), at).matchAll(SENTENCE_END))
    start = Math.max(0, at - 160) + (end.index ?? 0) + end[0].length;
  return start;
}

/** How far before its number a rate's word may stand. */
const REACH = 60;
/** How many of the source's occurrences of a value are asked. */
const OCCURRENCES = 64;

/** Whether the number at `start`-`end` of `text` is a rate told bare: rateBefore, no noun after. */
export function bareRateAt(text: string, start: number, end: number): boolean {
  return BARE_AFTER.test(text.slice(end, end + 12)) && rateBefore(text, start);
}

/**
 * Whether a rate's word stands before the figure at `start` of `text` in its sentence, with no
 * figure between or one it is compared with ("Inflation was 5% in 2023 and 3% in 2024": not 3%).
 */
function rateBefore(text: string, start: number): boolean {
  const open = Math.max(sentenceStart(text, start), start - REACH);
  let before = text.slice(open, start);
  // Past one figure it is compared with: "68 (contre 61", "4.1, up from 3.9".
  const digit = before.search(/\d[^\d]*$/u);
  if (digit >= 0) {
    if (!COMPARED.test(before.slice(digit + 1))) return false;
    before = before.slice(0, digit).replace(/[\d.,\s]+$/u, '');
    if (/\d/u.test(before)) return false;
  }
  return RATE.test(before);
}

/** A figure's value where it is one number of one kind ("n4.1", "p4.1"), else undefined. */
function oneValue(figure: Figure, prefix: 'n' | 'p'): string | undefined {
  for (const reading of figure.readings) {
    const key = reading.length === 1 ? reading[0] : undefined;
    if (key?.startsWith(prefix) && /^[np]\d+(?:\.\d+)?$/u.test(key)) return key.slice(1);
  }
  return undefined;
}

/**
 * Whether the line's `figure` is a rate the source tells with the other kind: a percentage of a
 * rate the source writes bare, or a bare rate of the line the source writes as a percentage.
 */
export function bareRate(figure: Figure, line: string, source: ClaimSource): boolean {
  const percent = figure.kind === 'percent';
  // A bare number may be read as a day and month too ("4.1"): its count's reading is the rate.
  if (!percent && figure.kind !== 'count' && figure.kind !== 'date') return false;
  const value = oneValue(figure, percent ? 'p' : 'n');
  const other = `${percent ? 'n' : 'p'}${value}`;
  if (value === undefined || Number(value) > 100 || !source.figures.has(other)) return false;
  const place = line.indexOf(figure.text);
  if (place < 0 || (!percent && !bareRateAt(line, place, place + figure.text.length))) return false;
  // The same side of a comparison as the source's: "61 %, contre 68 %" of "68 (contre 61" is a swap.
  const compared = comparedAt(line, place);
  // The source's number as written, either decimal mark ("4.1", "4,1"); a date's reader may
  // have placed it as a day and month, so it is looked for in the text.
  // A long text may write a small number often: its first occurrences are asked, no more.
  const text = source.text;
  let asked = 0;
  for (const written of new Set([value, value.replace('.', ',')])) {
    for (let at = text.indexOf(written); at >= 0; at = text.indexOf(written, at + 1)) {
      if (++asked > OCCURRENCES) return false;
      const end = at + written.length;
      if (/[\d.,]/u.test(text.charAt(at - 1)) || /^(?:\d|[.,]\d)/u.test(text.slice(end, end + 2)))
        continue;
      if (comparedAt(text, at) !== compared) continue;
      // The source's side: a bare rate for the line's percentage, a percentage for its bare rate.
      if (
        percent
          ? bareRateAt(text, at, end)
          : /^\s?[%％]/u.test(text.slice(end, end + 2)) && rateBefore(text, at)
      )
        return true;
    }
  }
  return false;
}
