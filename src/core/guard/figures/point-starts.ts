/**
 * A percentage a line gives as the start (or end) of a source's change told in points (issue 44
 * item 4, h301): "Räntan var 3,75 procent före höjningen" of "höjde styrräntan med 0,25
 * procentenheter till 4 procent", "the rate was 4.25% before the cut" of "cut by 25 basis points
 * to 4%". The source states the end and the step, and the start is their difference, which no
 * reader found among its figures (point-changes.ts reads the other way: a step of two percentages).
 *
 * Held where one sentence of the source has a step in points (point-changes.ts' words, right after
 * the step's number) and a percentage written after a word of its end ("till", "to", "auf", "à") or
 * of its start ("från", "from", "von", "de"), the sentence says which way the change went (its
 * rise and fall words: amount-sides.ts), and the line's figure is exactly the other end.
 * "4,25 procent" of a rise "till 4 procent" (the end plus the step) stays stopped, as does a
 * change the sentence gives no way of.
 */
import type { ClaimSource } from '../claim-source.ts';
import { amountSide } from '../meaning/amount-sides.ts';
import type { Figure } from './figure-kinds.ts';
import { POINTS } from './point-changes.ts';
import { saidChange } from './timed-ends.ts';

/** A change's end just before its percentage ("till 4 procent", "to 4%", "auf 4 %"). */
const TO =
  /(?:^|[^\p{L}])(?:to|till|til|auf|à|a|al|hasta|para|naar|tot|do|до|på|menjadi|lên|xuống|còn|σε|στο|στα|la|na|на)\s*$/iu;
/**
 * A change's start just before its percentage ("från 4 procent", "from 4%", "von 4 %"); not "de",
 * "da", "z", which are as often "of" ("una tasa de 4 %").
 */
const FROM = /(?:^|[^\p{L}])(?:from|från|fra|von|desde|dal|dalla|van|с|со|от|từ|dari|από)\s*$/iu;
const SENTENCE_END = /[.!?。！？;]\s|[\n。！？]/u;

/** The source's sentence around `at`. */
function sentenceAt(text: string, at: number): [number, number] {
  const open = text.slice(0, at).search(/[^.!?。！？;\n]*$/u);
  const close = text.slice(at).search(SENTENCE_END);
  return [open, close < 0 ? text.length : at + close];
}

/** Whether the line's percentage `figure` is the other end of a source's change in points. */
export function pointStart(figure: Figure, source: ClaimSource): boolean {
  if (figure.kind !== 'percent') return false;
  const key = figure.readings[0]?.length === 1 ? figure.readings[0][0] : undefined;
  const read = /^p(\d+(?:\.\d+)?)$/.exec(key ?? '')?.[1];
  if (read === undefined) return false;
  const value = Number(read);
  const placed = source.placed?.() ?? [];
  const langs = ['en', ...source.langs];
  return placed.some(({ figure: points, start }) => {
    const size = /^nu?:?(\d+(?:\.\d+)?)$/.exec(points.readings[0]?.[0] ?? '')?.[1];
    const end = start + points.text.length;
    if (
      points.kind !== 'count' ||
      size === undefined ||
      !POINTS.test(source.text.slice(end, end + 40))
    )
      return false;
    const [open, close] = sentenceAt(source.text, start);
    const sentence = source.text.slice(open, close);
    // The rise and fall words of the languages meaning/ lacks too ("höjde", "sänkte": timed-ends.ts).
    const way = amountSide(sentence, langs) || saidChange(sentence);
    if (way === 0) return false;
    return placed.some(({ figure: percent, start: at }) => {
      if (percent.kind !== 'percent' || at < open || at >= close) return false;
      const written = /^p(\d+(?:\.\d+)?)$/.exec(percent.readings[0]?.[0] ?? '')?.[1];
      if (written === undefined) return false;
      const before = source.text.slice(Math.max(0, at - 12), at);
      const side = TO.test(before) ? -1 : FROM.test(before) ? 1 : 0;
      if (side === 0) return false;
      const other = Number(written) + side * way * Number(size);
      // Exactly: a rounding of a worked-out end ("3,8" of 3.75) is as often another figure.
      return other > 0 && Math.abs(other - value) < 1e-9;
    });
  });
}
