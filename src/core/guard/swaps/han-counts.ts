/**
 * A Troll or Meme line's count of the post changed where no space ends a count's word (round
 * thirty-six): "前1000名游客" of "前500名入园游客". joke-counts.ts reads the word after a count
 * through a space, which Chinese and Japanese do not write; here the count's frame is its Han or
 * kana letters on both sides ("前…名"), and a count a little off the post's in the post's frame
 * reads as the post's figure, as in joke-counts.ts. A count more than three times the post's is an
 * exaggeration, and a frame the post fills twice gives a joke sums of its own. A count the post
 * gives itself with the same letter after it ("成人票298元" of "成人票价298元，学生票160元") is the
 * post's figure told in a shorter frame, not the student's price nudged (round thirty-eight).
 */
import type { ClaimSource } from '../claim-source.ts';

/** How far a nudged count may stand from the post's (joke-counts.ts's NUDGE). */
const NUDGE = 3;
/** A whole number between two letters of an unspaced script: its frame, then the count. */
const FRAMED =
  /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])(\d+)(?![\d.,:/%])([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu;

interface FramedCount {
  readonly frame: string;
  readonly value: number;
  readonly text: string;
  /** The count and the letter after it ("298元"): what the post must write to hold it. */
  readonly tail: string;
}

function framedCounts(text: string): FramedCount[] {
  return [...text.matchAll(FRAMED)].map(([, before = '', digits = '', after = '']) => ({
    frame: `${before}…${after}`,
    value: Number(digits),
    text: `${before}${digits}${after}`,
    tail: `${digits}${after}`,
  }));
}

/** The counts of the line (`rest`) in the post's unspaced frame, a little off the post's. */
export function nudgedHanCounts(rest: string, source: ClaimSource): string[] {
  if (source.translated || !/\d/u.test(rest)) return [];
  const theirs = framedCounts(source.text);
  if (theirs.length === 0) return [];
  const changed: string[] = [];
  for (const count of framedCounts(rest)) {
    const same = theirs.filter((their) => their.frame === count.frame);
    const their = same[0];
    if (same.length !== 1 || their === undefined || their.value === count.value) continue;
    if (new RegExp(`(?<![\\d.,])${count.tail}`, 'u').test(source.text)) continue;
    const ratio = Math.max(count.value, their.value) / Math.min(count.value, their.value);
    if (count.value > 0 && their.value > 0 && ratio <= NUDGE) changed.push(count.text);
  }
  return changed;
}
