import { segmentsOf } from '../../segments-of.ts';
/**
 * Thai number words (issue 44): "นานสองปี" is "for two years", "สามร้อยห้าสิบล้าน" 350 million.
 * The lexicons (number-words.ts) cannot hold them: their folding strips Thai's vowel and tone
 * marks ("สี่" would be "ส"), and their readers cut words at spaces, where Thai writes a number
 * inside a run of letters. So the words are kept as written, spelled as n2words spells them (the
 * test beside this file asks n2words), and found where ICU's dictionary (`Intl.Segmenter`) cuts
 * the run: a segment wholly made of number words, with its neighbours that are too.
 */

/** n2words' 1 to 9. Zero ("ศูนย์") is left out: it is "centre" too ("ศูนย์การค้า"). */
export const THAI_UNITS: readonly string[] = [
  'หนึ่ง',
  'สอง',
  'สาม',
  'สี่',
  'ห้า',
  'หก',
  'เจ็ด',
  'แปด',
  'เก้า',
];
/** Ten; the head of twenty ("ยี่สิบ"); one after a ten or a scale ("สิบเอ็ด", "ร้อยเอ็ด"). */
export const THAI_TEN = 'สิบ';
export const THAI_TWENTY = 'ยี่';
export const THAI_ONE_AFTER = 'เอ็ด';
/** The scales below a million, as n2words writes them after a unit ("หนึ่งร้อย", "สองพัน"). */
export const THAI_SCALES: ReadonlyArray<readonly [string, number]> = [
  ['ร้อย', 100],
  ['พัน', 1_000],
  ['หมื่น', 10_000],
  ['แสน', 100_000],
];
/** A million: what stands before it is counted in millions ("สามร้อยห้าสิบล้าน"). */
export const THAI_MILLION = 'ล้าน';

type Part = readonly [
  word: string,
  kind: 'unit' | 'ten' | 'twenty' | 'one' | 'scale',
  value: number,
];

const PARTS: readonly Part[] = [
  ...THAI_UNITS.map((word, index): Part => [word, 'unit', index + 1]),
  [THAI_TEN, 'ten', 10],
  [THAI_TWENTY, 'twenty', 20],
  [THAI_ONE_AFTER, 'one', 1],
  ...THAI_SCALES.map(([word, value]): Part => [word, 'scale', value]),
];

export interface ThaiNumber {
  value: number;
  /** Opens on a scale with no unit before it ("ร้อยเอ็ด", "แสนดี", "พันเอก"): everyday words too. */
  bare: boolean;
}

/** The parts of `text` below a million, in order, or undefined where a letter is none of them. */
function partsOf(text: string): Part[] | undefined {
  const parts: Part[] = [];
  for (let at = 0; at < text.length; ) {
    const part = PARTS.find(([word]) => text.startsWith(word, at));
    if (part === undefined) return undefined;
    parts.push(part);
    at += part[0].length;
  }
  return parts;
}

/** A number below a million ("สามร้อยห้าสิบ"); undefined for what n2words never writes. */
function belowMillion(text: string): ThaiNumber | undefined {
  const parts = partsOf(text);
  if (parts === undefined || parts.length === 0) return undefined;
  let total = 0;
  // Each place is smaller than the one before it: "สามร้อยห้าสิบ", never "ห้าสิบสามร้อย".
  let place = Number.POSITIVE_INFINITY;
  let bare = false;
  for (let index = 0; index < parts.length; index++) {
    const [, kind, value] = parts[index] as Part;
    const next = parts[index + 1];
    if (kind === 'unit') {
      if (next?.[1] === 'scale' && next[2] < place) {
        total += value * next[2];
        place = next[2];
        index++;
      } else if (next?.[1] === 'ten' && value >= 3 && place > 10) {
        total += value * 10;
        place = 10;
        index++;
      } else if (next === undefined && place > 1 && value > 1) {
        total += value;
        place = 1;
      } else if (next === undefined && index === 0) {
        total = 1;
        place = 1;
      } else return undefined;
    } else if (kind === 'ten' && place > 10) {
      total += 10;
      place = 10;
    } else if (kind === 'twenty' && next?.[1] === 'ten' && place > 10) {
      total += 20;
      place = 10;
      index++;
    } else if (kind === 'one' && index > 0 && place >= 10 && next === undefined) {
      total += 1;
      place = 1;
    } else if (kind === 'scale' && index === 0) {
      total += value;
      place = value;
      bare = true;
    } else return undefined;
  }
  return { value: total, bare };
}

/**
 * `text` read whole as one Thai number ("สอง", "หนึ่งพันห้าร้อย", "หนึ่งล้านล้าน"), or undefined.
 * "หนึ่ง" after a ten is read as n2words writes it, "เอ็ด"; "สองสิบ" is no number.
 */
export function thaiNumber(text: string): ThaiNumber | undefined {
  const million = text.lastIndexOf(THAI_MILLION);
  if (million < 0) return belowMillion(text);
  const head = text.slice(0, million);
  const tail = text.slice(million + THAI_MILLION.length);
  const millions = head === '' ? { value: 1, bare: true } : thaiNumber(head);
  const rest = tail === '' ? { value: 0, bare: false } : belowMillion(tail);
  if (millions === undefined || rest === undefined || rest.bare) return undefined;
  return { value: millions.value * 1_000_000 + rest.value, bare: millions.bare };
}

export interface ThaiNumberSpan extends ThaiNumber {
  start: number;
  end: number;
}

let segmenter: Intl.Segmenter | undefined;
const ANY_PART = /* @__PURE__ */ new RegExp(
  [...PARTS.map(([word]) => word), THAI_MILLION].join('|'),
  'u',
);
const ANY_PART_EVERYWHERE = /* @__PURE__ */ new RegExp(ANY_PART.source, 'gu');
const SPACE = /\s/u;

/** The number words of one run of `text` without spaces, `from` to `to`, added to `spans`. */
function spansOfRun(text: string, from: number, to: number, spans: ThaiNumberSpan[]): void {
  segmenter ??= new Intl.Segmenter('th', { granularity: 'word' });
  let run: { start: number; end: number } | undefined;
  const close = () => {
    const read = run && thaiNumber(text.slice(run.start, run.end));
    if (run && read) spans.push({ ...read, start: run.start, end: run.end });
    run = undefined;
  };
  for (const { segment, index } of segmentsOf(segmenter, text.slice(from, to))) {
    if (!ANY_PART.test(segment) || thaiNumber(segment) === undefined) {
      close();
      continue;
    }
    const start = from + index;
    if (run) run.end = start + segment.length;
    else run = { start, end: start + segment.length };
  }
  close();
}

/**
 * The Thai number words of `text`, where ICU cuts its runs: neighbouring segments that are all
 * number words are one number ("สาม|ร้อย|ห้า|สิบ"); a segment with other letters in it
 * ("สี่แยก" where ICU keeps it whole, "ศูนย์การค้า") is none. Only the runs between spaces that
 * hold a number word's letters are cut: ICU's dictionary takes far longer on a whole long text.
 */
export function thaiNumberWords(text: string): ThaiNumberSpan[] {
  if (!ANY_PART.test(text) || typeof Intl.Segmenter !== 'function') return [];
  const spans: ThaiNumberSpan[] = [];
  let done = 0;
  for (const match of text.matchAll(ANY_PART_EVERYWHERE)) {
    const at = match.index ?? 0;
    if (at < done) continue;
    let from = at;
    while (from > 0 && !SPACE.test(text.charAt(from - 1))) from--;
    let to = at;
    while (to < text.length && !SPACE.test(text.charAt(to))) to++;
    spansOfRun(text, from, to, spans);
    done = to;
  }
  return spans;
}
