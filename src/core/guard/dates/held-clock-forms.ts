/**
 * A line's clock time written in another common form than the source's (h256): the source's
 * "8:30" as "8.30" in Czech, Romanian, Croatian or Hungarian ("v 8.30", "la 9.30", "u 20.45",
 * "8.30-kor"), whose CLDR clock writes the colon, so the figures' reader took it for the date
 * 30 August or the number 8.3 (a minute of 13 or more is no month at all); "8h30", "14 óra 20" of
 * "14:20", which it read as two figures, an hour and a bare 20; "od 9.00 do 17.30", a range of two
 * such times. Where the source holds that very time ("t8:30") the form is its time: held. A time
 * the source lacks ("9.30" of "8:30", "17.30" of a range ending at "16:30") is still stopped, and
 * so is a price or a measure that merely starts with such digits ("8.30 km", "8.30 €").
 */
import type { Figure } from '../figures/figure-kinds.ts';
import { foldWord } from '../words/fold-word.ts';
import { isHourWordAfter } from './figure-clock.ts';

/**
 * "8.30", "20.45", "18,30 ч.": an hour and its minutes with a full stop (or, before a word of the
 * hour, a comma, as Bulgarian writes it), no digit or decimal around them.
 */
const DOTTED = /(?<![\p{N}.,:])([01]?\d|2[0-3])([.,])([0-5]\d)(?![\p{N}]|[.,:]\p{N})/gu;
/** "8h30", "8 h 30", "14 óra 20", "7 Uhr 30": a word of the hour between hour and minutes. */
const WORDED =
  /(?<![\p{L}\p{N}.,:])([01]?\d|2[0-3])\s?([\p{L}\p{M}]{1,6})\s?([0-5]\d)(?![\p{N}]|[.,:]\p{N})/gu;
/** "8 giờ", "9 óra": an hour and its word, no minutes after them. */
const HOUR_ALONE =
  /(?<![\p{L}\p{N}.,:])([01]?\d|2[0-3])\s?([\p{L}\p{M}]{1,6})(?![\p{L}\p{M}]|\s?\d)/gu;
/** The word right after a time ("9.40 sati", "18.30 ч", "10.15 h"). */
const WORD_AFTER = /^\s?([\p{L}\p{M}]+)/u;
/**
 * Words of the hour after a time that CLDR's hour patterns (figure-clock.ts) leave out: the
 * letter "h", Croatian's and Serbian's "sati", "sata", "sat", Bulgarian's "ч", Czech's and
 * Slovak's "hod", "hodin", Hungarian's "óra", "órakor".
 */
const HOUR_AFTER = new Set(['h', 'sati', 'sata', 'sat', 'ч', 'hod', 'hodin', 'ora', 'orakor']);

/** True for a word (folded) of the hour after a time, in `langs` or in the list above. */
const isHourAfter = (word: string, langs: readonly string[]) =>
  HOUR_AFTER.has(word) || isHourWordAfter(word, langs);

/** The kinds a clock time in another form is read as: a date, a number, a time, a range. */
const CLOCK_KINDS: ReadonlySet<Figure['kind']> = new Set(['date', 'count', 'time', 'range']);

/** The spans of `line`'s dotted and worded clock times whose time `sourceKeys` holds. */
function heldSpans(
  line: string,
  sourceKeys: ReadonlySet<string>,
  langs: readonly string[],
  range: boolean,
): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const held = (hour: string, minutes: string) => sourceKeys.has(`t${Number(hour)}:${minutes}`);
  if (/\d[.,]\d/u.test(line)) {
    for (const match of line.matchAll(DOTTED)) {
      let end = match.index + match[0].length;
      const after = WORD_AFTER.exec(line.slice(end));
      const word = after && isHourAfter(foldWord(after[1] ?? '', false), langs);
      // A comma is a decimal's unless a word of the hour follows ("18,30 ч", not "18,30 €").
      if (match[2] === ',' && !word) continue;
      if (!held(match[1] ?? '', match[3] ?? '')) continue;
      if (after && word) end += after[0].length;
      spans.push([match.index, end]);
    }
  }
  for (const match of line.matchAll(WORDED)) {
    const word = foldWord(match[2] ?? '', false);
    // "h" is the hour's letter wherever a time is written so ("8h30"); other words as CLDR's.
    if (!isHourAfter(word, langs)) continue;
    if (held(match[1] ?? '', match[3] ?? ''))
      spans.push([match.index, match.index + match[0].length]);
  }
  // A range's whole hour before its end with minutes: "từ 8 giờ đến 11 giờ 30" of "từ 8h đến
  // 11h30" (h285: read as 8 to 11 o'clock and a bare 30). Only inside a range: "8 giờ" alone may be
  // eight hours, which a source's 8:00 does not hold.
  for (const match of range ? line.matchAll(HOUR_ALONE) : []) {
    const hour = Number(match[1]);
    if (!isHourAfter(foldWord(match[2] ?? '', false), langs)) continue;
    if (held(String(hour), '00') || (hour < 12 && held(String(hour + 12), '00')))
      spans.push([match.index, match.index + match[0].length]);
  }
  return spans;
}

/**
 * Whether the line's `figure` is, wherever `line` writes it, one of its clock times in another
 * form that the source (`sourceKeys`) holds, or a part of one ("14 óra", "20" of "14 óra 20"), or
 * a range of two ("9.00 do 17.30"): it starts and ends inside such times and its every digit is
 * one of theirs.
 */
export function heldClockForm(
  figure: Figure,
  line: string,
  sourceKeys: ReadonlySet<string>,
  langs: readonly string[],
): boolean {
  if (!CLOCK_KINDS.has(figure.kind) || !/\d/.test(figure.text)) return false;
  // The trigger: a dotted pair or a letter between digits, before the line's times are walked.
  if (!/\d(?:[.,]\d|\s?[\p{L}\p{M}])/u.test(line)) return false;
  const spans = heldSpans(line, sourceKeys, langs, figure.kind === 'range');
  if (spans.length === 0) return false;
  const inside = (at: number) => spans.some(([start, end]) => at >= start && at < end);
  let at = line.indexOf(figure.text);
  if (at < 0) return false;
  while (at >= 0) {
    const end = at + figure.text.length;
    if (!inside(at) || !inside(end - 1)) return false;
    for (let index = at; index < end; index++) {
      if (/\d/.test(line.charAt(index)) && !inside(index)) return false;
    }
    at = line.indexOf(figure.text, at + 1);
  }
  return true;
}
