/**
 * Noon written in kanji (issue 44, round fifty): "12月5日の12時に" of a source's "12月5日正午から",
 * as English "at 12:00" of "at noon". Figure-words.ts reads "noon", "midi", "mittag" as 12:00, but
 * Japanese and Chinese write "正午" (and Chinese "中午") inside a run with no spaces
 * ("日正午から"), which the figures' reader takes as no word of its own: the source's noon is read
 * here, and holds a line's time that is 12:00 on either clock's reading. Another hour ("13時")
 * is still stopped.
 */
import type { Figure } from '../figures/figure-kinds.ts';

const NOON = /正午|中午/u;

/** Whether the line's time `figure` is 12:00 and the source writes noon in kanji. */
export function heldKanjiNoon(figure: Figure, sourceText: string): boolean {
  if (figure.kind !== 'time') return false;
  if (!figure.readings.some((reading) => reading.length === 1 && reading[0] === 't12:00')) {
    return false;
  }
  return NOON.test(sourceText);
}
