/**
 * A clock time a line writes in number words after a word of the hour (issue 44 item 4, h301):
 * "ساعت پنج و نیم صبح" (at half past five) of the source's "۵:۳۰ صبح", "saat beş buçukta" of
 * "5.30", "pukul lima setengah"... The number words read as a count with its half ("n5.5"), which
 * the source's time ("t5:30") did not hold. Held where the word just before the figure makes it an
 * hour (figure-clock.ts' words: "ساعت", "saat", "pukul", "klo", "lúc"), its fraction is a half or a
 * quarter, and the source holds that time (or twelve hours on); "ساعت شش و نیم" of 5:30 stays
 * stopped, as does a half of anything else ("پنج و نیم میلیون").
 */
import type { ClaimSource } from '../claim-source.ts';
import { isHourWordBefore } from '../dates/figure-clock.ts';
import { foldWord } from '../words/fold-word.ts';
import type { Figure } from './figure-kinds.ts';

/** A fraction of the hour and its minutes. */
const MINUTES: Readonly<Record<string, string>> = { '25': '15', '5': '30', '75': '45' };
/** The word just before a figure. */
const WORD_BEFORE = /([\p{L}\p{M}]+)\s*$/u;

/** Whether the line's count `figure`, after an hour's word, is a time of the source's. */
export function heldHalfHourCount(figure: Figure, line: string, source: ClaimSource): boolean {
  if (figure.kind !== 'count') return false;
  const parts = /^n(\d{1,2})\.(25|5|75)$/.exec(figure.readings[0]?.[0] ?? '');
  const minutes = MINUTES[parts?.[2] ?? ''];
  if (!parts || minutes === undefined || Number(parts[1]) > 23) return false;
  const at = line.indexOf(figure.text);
  const word = WORD_BEFORE.exec(line.slice(Math.max(0, at - 24), Math.max(0, at)))?.[1];
  if (at < 0 || word === undefined || !isHourWordBefore(foldWord(word, false))) return false;
  const hour = Number(parts[1]);
  return [hour, hour + 12].some((one) => source.figures.has(`t${one}:${minutes}`));
}
