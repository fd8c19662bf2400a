/**
 * A line's percentage the source writes as a share in words (issue 44, round 42): "50 % des bus"
 * of "un bus sur deux", "33% of adults" of "one in three adults", "40%" of "two out of five",
 * "50%" of "uno su due". share-phrases.ts reads the other way (a line's words of a source's
 * percentage); here the source's words are read as share-phrases.ts reads a line's, and the
 * line's percentage holds where it stands within three points of one of them.
 */
import type { Figure } from './figure-kinds.ts';
import { countOf, ONE_JOINED, SHARE_JOIN, SHARE_POINTS } from './share-phrases.ts';

/** The percentages `sourceText` writes as shares in words, its figures read by `read`. */
function wordShares(sourceText: string, read: (text: string) => Figure[]): number[] {
  const figures = read(sourceText);
  const shares: number[] = [];
  let from = 0;
  const places = figures.map((figure) => {
    const at = figure.text === '' ? -1 : sourceText.indexOf(figure.text, from);
    if (at >= 0) from = at + figure.text.length;
    return at;
  });
  figures.forEach((figure, index) => {
    const at = places[index] as number;
    const whole = countOf(figure);
    if (at < 0 || !whole) return;
    // "one in three", "un bus sur deux": the one is a word the figures reader leaves.
    if (ONE_JOINED.test(sourceText.slice(Math.max(0, at - 30), at))) shares.push(100 / whole);
    // "two in five": both numbers read, the join between them.
    const before = figures[index - 1];
    const part = before && countOf(before);
    const beforeAt = places[index - 1] ?? -1;
    if (before && part && beforeAt >= 0 && part < whole) {
      const join = sourceText.slice(beforeAt + before.text.length, at);
      if (SHARE_JOIN.test(join)) shares.push((100 * part) / whole);
    }
  });
  return shares;
}

/** Whether the line's percentage `figure` is a share the source writes in words. */
export function sourceWordShare(
  figure: Figure,
  sourceText: string,
  read: (text: string) => Figure[],
): boolean {
  if (figure.kind !== 'percent' || figure.readings.length !== 1) return false;
  const key = figure.readings[0]?.length === 1 ? figure.readings[0][0] : undefined;
  const value = key && /^p(\d+(?:\.\d+)?)$/.exec(key)?.[1];
  if (!value) return false;
  const shares = wordShares(sourceText, read);
  return shares.some((share) => Math.abs(share - Number(value)) <= SHARE_POINTS);
}
