/**
 * An author's own thread as a card reads it: how many of its posts are read, how they are marked
 * in the one text the writer is given, how a thread too long for the writer is cut (its first and
 * last posts kept, its middle left out), and the words the card, its page and the app say of it.
 */

/** The most posts of an author's own thread read for one card (and unrolled on its page). */
export const AUTHOR_THREAD_MAX_POSTS = 25;

/** The mark before each post in the text the writer reads: `[Post 3/12]`. */
export const threadPostMark = (number: number, total: number): string =>
  `[Post ${number}/${total}]`;

/** `1 post`, `9 posts`: a cut can leave a single post out (a 3-post thread cut to its ends). */
const postCount = (count: number): string => (count === 1 ? '1 post' : `${count} posts`);

/** The line that stands where the middle of a thread was cut. */
export const threadCutLine = (count: number): string =>
  `[${postCount(count)} in the middle of the thread left out]`;

const MARK_LINE = /^\[Post \d+\/\d+\]$/;
const CUT_LINE = /^\[\d+ posts? in the middle of the thread left out\]$/;

/** Beside the post's date on the card: `Thread · 12 posts`. */
export const threadLabel = (posts: number): string => `Thread · ${posts} posts`;

/** On the card, after the thread's label, when its middle was cut to fit the writer. */
export const THREAD_CUT_LABEL = 'middle cut';

/** Under the card in the app, with a link to the unrolled thread. */
export const threadSummedUpNote = (posts: number): string =>
  `Summed up from a thread of ${posts} posts`;

/** Under a Quote card of a thread in the app: it draws at most QUOTE_MAX_POSTS of them. */
export const threadQuotedNote = (posts: number): string => `Quoted from a thread of ${posts} posts`;

/** The heading of a thread card's page, over its posts as text. */
export const wholeThreadHeading = (posts: number): string => `The whole thread (${posts} posts)`;

/** What the app adds to its note when the thread's middle was cut to fit. */
export const threadCutNote = (count: number): string =>
  `${postCount(count)} in its middle ${count === 1 ? 'was' : 'were'} left out: the whole thread did not fit what the writer reads at once.`;

/**
 * The posts as one text, each under its mark (its number in the whole thread), and one line where
 * posts were left out. `numbers` are the posts' places in the thread (1-based), ascending.
 */
export function markedThreadText(
  posts: readonly string[],
  total: number,
  numbers: readonly number[] = posts.map((_, index) => index + 1),
): string {
  const blocks: string[] = [];
  posts.forEach((text, index) => {
    const number = numbers[index] ?? index + 1;
    const previous = index === 0 ? 0 : (numbers[index - 1] ?? index);
    if (number - previous > 1) blocks.push(threadCutLine(number - previous - 1));
    blocks.push(`${threadPostMark(number, total)}\n${text.trim()}`);
  });
  return blocks.join('\n\n');
}

/** How many posts a marked thread text holds, or 0 for a text that is not one. */
export function markedThreadPosts(text: string): number {
  const first = /^\[Post 1\/(\d+)\]$/m.exec(text.trimStart().split('\n', 1)[0] ?? '');
  return first ? Number(first[1]) : 0;
}

/** A marked thread text read as prose: the marks and the cut line gone, each post a paragraph. */
export function unmarkThreadText(text: string): string {
  if (markedThreadPosts(text) === 0) return text;
  return text
    .split('\n')
    .filter((line) => !MARK_LINE.test(line.trim()) && !CUT_LINE.test(line.trim()))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The posts of a marked thread text, each as the writer reads it (marks and cut lines gone); a text
 * that is not a marked thread is one post.
 */
export function markedPostTexts(text: string): string[] {
  if (markedThreadPosts(text) === 0) return [text];
  const posts: string[][] = [];
  for (const line of text.split('\n')) {
    if (MARK_LINE.test(line.trim())) posts.push([]);
    else if (!CUT_LINE.test(line.trim())) posts.at(-1)?.push(line);
  }
  return posts.map((lines) => lines.join('\n').trim()).filter((post) => post !== '');
}

/** A thread as the writer is given it. */
export interface FittedThread {
  /** The marked text of the posts kept. */
  text: string;
  /** The places (1-based) of the posts kept, in order. */
  kept: number[];
  /** Posts of the middle left out because the whole did not fit; 0 when it did. */
  cut: number;
}

/** The first `front` and last `back` posts' places. */
function ends(total: number, keep: number): number[] {
  const front = Math.ceil(keep / 2);
  const back = keep - front;
  return [
    ...Array.from({ length: front }, (_, index) => index + 1),
    ...Array.from({ length: back }, (_, index) => total - back + index + 1),
  ];
}

/**
 * The thread as marked text that `fits`: all of it when it fits, else as many posts as fit, the
 * first half of them from its start and the rest from its end, its middle cut (said by a line in
 * the text and by `cut`). At least the first and last posts are kept, even when they alone do
 * not fit: the writer's own limit clips what is left. Each try is asked of `fits` (it may count
 * a model's tokens), so the number of posts kept is found by halving, in a few tries.
 */
export function fitAuthorThread(
  posts: readonly string[],
  fits: (text: string) => boolean,
): FittedThread {
  const total = posts.length;
  const textOf = (kept: number[]) =>
    markedThreadText(
      kept.map((number) => posts[number - 1] ?? ''),
      total,
      kept,
    );
  const all = posts.map((_, index) => index + 1);
  const whole = textOf(all);
  if (total <= 2 || fits(whole)) return { text: whole, kept: all, cut: 0 };
  // Fewer posts kept is never longer: the largest count that fits is found by halving.
  let low = 2;
  let high = total - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(textOf(ends(total, middle)))) low = middle;
    else high = middle - 1;
  }
  const kept = ends(total, low);
  return { text: textOf(kept), kept, cut: total - kept.length };
}

/**
 * Said in the prompt when the post is a marked thread: the writer reads every post of it, and may
 * open with what the thread is about as a whole.
 */
export function threadPromptRule(text: string): string | undefined {
  const posts = markedThreadPosts(text);
  if (posts < 2) return undefined;
  return `The post is a thread of ${posts} posts by one author, each marked ${threadPostMark(1, posts)} to ${threadPostMark(posts, posts)}: write about the whole thread, not one of its posts. The first line may say what the thread is about as a whole.`;
}

/** A post behind its author's content warning, as a card shows it: the warning, never its words. */
export const warnedPostText = (warning: string): string =>
  `Content warning: ${warning.replace(/\s+/g, ' ').trim()}`;
