/**
 * How far back the words about a direction word reach (language-direction-claims.ts): three content
 * words, or on to the clause's nearest figure where it stands a little further. A verb-final clause
 * puts the direction last and its figure and subject before a few other words ("Op cultuur wordt 5
 * miljoen euro extra uitgegeven" of the post's "Op cultuur wordt 5 miljoen bezuinigd", round fifty):
 * three words back ("extra euro miljoen") missed the figure and the subject, so the line's cut told
 * as money spent shared one word with the post's and went through. The figure ties the words to
 * the same amount; the reach stops at the clause's edge as the words do.
 */

/** The most content words the words before a direction word may reach to meet its figure. */
const FIGURE_REACH = 6;

/**
 * How many content words before `index` to read: `window`, or as many as reach the nearest figure
 * within FIGURE_REACH where none of the first `window` is one. `content` says which tokens count,
 * `ends` where the clause ends going back.
 */
export function reachBefore<T extends { word: string }>(
  tokens: readonly T[],
  index: number,
  window: number,
  content: (token: T, at: number) => boolean,
  ends: (token: T, at: number) => boolean,
): number {
  let count = 0;
  for (let at = index - 1; at >= 0 && count < FIGURE_REACH; at -= 1) {
    const token = tokens[at] as T;
    if (ends(token, at)) break;
    if (!content(token, at)) continue;
    count += 1;
    if (/\p{N}/u.test(token.word)) return Math.max(count, window);
  }
  return window;
}
