/**
 * Thai tells the hour in six watches of its own (h268): "ตีสาม" (struck three) is 03:00, "หกโมงเช้า"
 * (six gongs of the morning) 06:00, "บ่ายสองโมง" (two of the afternoon) 14:00, "ห้าโมงเย็น" 17:00,
 * "สองทุ่ม" (two drums) 20:00, "เที่ยง" noon and "เที่ยงคืน" midnight. The number words were read
 * as counts alone, so a post's "บ่ายสองโมง" did not hold its line's "14:00 น.", and a line's
 * "สองทุ่ม" of a post's "20:00 น." was stopped for its 2. A source gains each watch's time on the
 * 24-hour clock; a line's number in a watch is read as that time only, so an hour moved by one
 * ("สามทุ่ม") or a morning for an evening is still stopped, even where the source has the bare
 * number elsewhere. CLDR has no such watches (its Thai day periods are "บ่าย", "ค่ำ" beside digits),
 * so the few words are written here.
 */
import type { Figure } from '../figures/figure-kinds.ts';

/** Thai's numbers one to twelve ("นึง" is how "หนึ่ง" is said after a word). */
const NUMBERS: Readonly<Record<string, number>> = {
  หนึ่ง: 1,
  นึง: 1,
  สอง: 2,
  สาม: 3,
  สี่: 4,
  ห้า: 5,
  หก: 6,
  เจ็ด: 7,
  แปด: 8,
  เก้า: 9,
  สิบ: 10,
  สิบเอ็ด: 11,
  สิบสอง: 12,
};
const NUMBER = `((?<!\\d)\\d{1,2}|${Object.keys(NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
/** The watches, each with what may follow it: minutes ("ครึ่ง", half; "15 นาที"). */
const WATCH = new RegExp(
  [
    `ตี\\s?${NUMBER}`,
    `บ่าย\\s?(?:${NUMBER}\\s?)?โมง`,
    `${NUMBER}\\s?โมง\\s?(เช้า|เย็น|ตรง)?`,
    `${NUMBER}\\s?ทุ่ม|ทุ่ม(หนึ่ง|นึง)?`,
    'เที่ยง(คืน)?',
  ]
    .map((form) => `(?:${form})`)
    .join('|'),
  'gu',
);
const MINUTES = /^\s?(?:(ครึ่ง)|(\d{1,2})\s?นาที)/u;
/** A Thai watch's word: nothing is looked for in a text without one. */
const TRIGGER = /โมง|ทุ่ม|ตี|เที่ยง/u;

const numberOf = (word: string | undefined) =>
  word === undefined ? undefined : /\d/u.test(word) ? Number(word) : NUMBERS[word];

/** One watch as written: the number it says (none for "เที่ยง") and its times on the 24-hour clock. */
interface Watch {
  number: number | undefined;
  times: string[];
}

/** The hours (24-hour clock) a watch's match names; none for a number no watch has. */
function hoursOfWatch(match: RegExpMatchArray): { number: number | undefined; hours: number[] } {
  const [whole] = match;
  const [, struck, afternoon, gongs, part, drums, drumOne, night] = match;
  if (struck !== undefined) {
    const n = numberOf(struck) as number;
    return { number: n, hours: n >= 1 && n <= 6 ? [n] : [] };
  }
  if (whole.startsWith('บ่าย')) {
    const n = numberOf(afternoon) ?? 1;
    return { number: numberOf(afternoon), hours: n >= 1 && n <= 5 ? [12 + n] : [] };
  }
  if (gongs !== undefined) {
    const n = numberOf(gongs) as number;
    if (part === 'เช้า') return { number: n, hours: n >= 5 && n <= 11 ? [n] : [] };
    if (part === 'เย็น') return { number: n, hours: n >= 3 && n <= 7 ? [12 + n] : [] };
    // Bare "สี่โมง": the morning's or the afternoon's, either.
    return { number: n, hours: n >= 1 && n <= 12 ? [n % 12, (n % 12) + 12] : [] };
  }
  if (whole.includes('ทุ่ม')) {
    const n = numberOf(drums) ?? numberOf(drumOne) ?? 1;
    return {
      number: numberOf(drums) ?? numberOf(drumOne),
      hours: n >= 1 && n <= 5 ? [18 + n] : [],
    };
  }
  return { number: undefined, hours: [night === undefined ? 12 : 0] };
}

/** The watches `text` writes, each with its times. */
function watchesOf(text: string): Watch[] {
  if (!TRIGGER.test(text)) return [];
  const found: Watch[] = [];
  for (const match of text.matchAll(WATCH)) {
    const { number, hours } = hoursOfWatch(match);
    if (hours.length === 0) continue;
    const after = text.slice((match.index ?? 0) + match[0].length);
    const minutes = MINUTES.exec(after);
    const minute = minutes?.[1] ? '30' : (minutes?.[2] ?? '00').padStart(2, '0');
    found.push({ number, times: hours.map((hour) => `t${hour}:${minute}`) });
  }
  return found;
}

/** Adds to a Thai source's `keys` the times its watches name ("บ่ายสองโมง": t14:00). */
export function addThaiClockHours(text: string, keys: Set<string>): void {
  for (const watch of watchesOf(text)) for (const time of watch.times) keys.add(time);
}

/** Watches that say no number, whose hour a line would otherwise not show as a figure. */
const UNNUMBERED: Readonly<Record<string, string>> = { บ่ายโมง: 't13:00', เที่ยงคืน: 't0:00' };

/**
 * `figures` of a line with each number of a Thai watch read as the watch's time alone, the k-th
 * figure of a number the k-th watch of it ("หกโมงเช้า … หกโมงเย็น" is 06:00, then 18:00). Where
 * the line writes the same number elsewhere too ("6 คน" and "หกโมงเช้า"), which figure is the
 * watch's is not known: each such figure gains the watches' times as other readings. "บ่ายโมง"
 * (13:00) and "เที่ยงคืน" (midnight), which say no number, are added as times of their own.
 */
export function withThaiClockHours(text: string, figures: Figure[]): Figure[] {
  const watches = watchesOf(text);
  if (watches.length === 0) return figures;
  const isCount = (figure: Figure, value: number) =>
    figure.kind === 'count' &&
    figure.readings.some((one) => one.length === 1 && one[0] === `n${value}`);
  const seen = new Map<number, number>();
  const read = figures.map((figure): Figure => {
    const own = watches.filter(
      (watch) => watch.number !== undefined && isCount(figure, watch.number),
    );
    const value = own[0]?.number;
    if (value === undefined) return figure;
    const alike = figures.filter((one) => isCount(one, value)).length;
    const times = [...new Set(own.flatMap((watch) => watch.times))].map((time) => [time]);
    if (alike !== own.length) return { ...figure, readings: [...figure.readings, ...times] };
    const index = seen.get(value) ?? 0;
    seen.set(value, index + 1);
    const mine = own[index]?.times ?? [];
    return { ...figure, kind: 'time', readings: mine.map((time) => [time]) };
  });
  for (const [word, time] of Object.entries(UNNUMBERED)) {
    if (text.includes(word)) read.push({ text: word, kind: 'time', readings: [[time]] });
  }
  return read;
}
