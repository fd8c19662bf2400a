/**
 * A Troll or Meme line's day or hour moved off the post's (round thirty-six): "11月1日晚8点开抢" of
 * "10月31日晚8点正式开售", "vanaf 9.30 uur" of "vanaf 10.30 uur", "오후 5시쯤 비 그친다" of "오후
 * 3시쯤 그치고". Troll and Meme may exaggerate a figure (docs/decisions/012), and their figures are
 * otherwise not read; but a day or an hour is no amount to exaggerate: one the post does not give,
 * where the post gives a day (an hour) of its own, and told with the post's words beside it
 * ("vanaf", "오후", "日晚"), moves the post's event for a reader. A joke's own hour, among words of
 * its own ("새벽 5시부터 줄 서는 나", "um 10:59 noch den Drachen suchst"), is kept.
 */
import type { ClaimSource } from '../claim-source.ts';
import { figuresOf } from '../figures/claim-figures.ts';
import { inPostClockFrame, nearPostMinute, type PlacedFigure } from './joke-clock-frames.ts';
import { movedJokeWeekdays } from './joke-weekdays.ts';

/** The source's figure keys of a date (its day, month or both) and of a time on the clock. */
const KEYS = { date: /^(?:day|m|dm)\d/u, time: /^t\d/u } as const;

/** Scripts written without spaces between words: two letters beside a figure are a word of theirs. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Whether a word beside a figure is the source's: whole where words are spaced, else two letters. */
function sourceWord(word: string | undefined, source: ClaimSource, after: boolean): boolean {
  if (!word) return false;
  if (UNSPACED.test(word)) {
    const letters = after ? word.slice(0, 2) : word.slice(-2);
    return letters.length === 2 && source.text.includes(letters);
  }
  const lower = word.toLowerCase();
  const least = /\p{Script=Hangul}/u.test(word) ? 2 : 3;
  return lower.length >= least && source.words.has(lower);
}

/** The dates and times of the line (`rest`, as unsupportedClaims reads it) off the source's. */
export function jokeClockEdits(rest: string, source: ClaimSource): string[] {
  if (source.translated || !/\d/u.test(rest)) return [];
  const keys = [...source.figures];
  const placed: PlacedFigure[] = [];
  let from = 0;
  for (const figure of figuresOf(rest, source.langs)) {
    const at = rest.indexOf(figure.text, from);
    if (at < 0) continue;
    from = at + figure.text.length;
    placed.push({ figure, at });
  }
  const moved: string[] = [];
  for (const ours of placed) {
    const { figure, at } = ours;
    if (figure.kind !== 'date' && figure.kind !== 'time') continue;
    const kind = KEYS[figure.kind];
    if (!keys.some((key) => kind.test(key))) continue;
    if (figure.readings.some((reading) => reading.every((key) => source.figures.has(key))))
      continue;
    // A joke's minute around the post's hour, or the post's own clock word and day beside it
    // (joke-clock-frames.ts).
    if (figure.kind === 'time' && nearPostMinute(figure, source)) continue;
    const end = at + figure.text.length;
    const before = /([\p{L}\p{M}]+)[\s:,.]{0,3}$/u.exec(rest.slice(0, at))?.[1];
    const after = /^[\s:,.]{0,3}([\p{L}\p{M}]+)/u.exec(rest.slice(end))?.[1];
    if (
      sourceWord(before, source, false) ||
      sourceWord(after, source, true) ||
      (figure.kind === 'time' && inPostClockFrame(rest, ours, placed, source))
    )
      moved.push(figure.text);
  }
  // A weekday the post gives otherwise, told with the post's date or hour (joke-weekdays.ts).
  moved.push(...movedJokeWeekdays(rest, placed, source));
  return moved;
}
