/**
 * A thread's body: the text's sentences whole (one longer than a post cut at its clauses), in the
 * text's order, packed into posts measured as the thread's network measures them (X's weighted
 * length, Bluesky's graphemes, Mastodon's characters).
 */
import { pieceSpans, postLength, replaceLinks, splitSentences } from '#core/index.ts';

/** A sentence's length as the network counts it, remembered: a long text's sentences are weighed once. */
export type Weigh = (text: string) => number;

/** `length` (X's weighted count unless said) remembered per text. */
export function weigher(length: (text: string) => number = postLength): Weigh {
  const known = new Map<string, number>();
  return (text) => {
    let weight = known.get(text);
    if (weight === undefined) {
      weight = length(text);
      known.set(text, weight);
    }
    return weight;
  };
}

/** How much post number `index` of `count` may hold (the last one leaves room for hashtags). */
export type PostRoom = (index: number, count: number) => number;

/** Pieces of a sentence longer than `max`, cut after clause marks, words kept whole (core's cut). */
function sentencePieces(sentence: string, max: number, weigh: Weigh): string[] {
  return pieceSpans(sentence, { start: 0, end: sentence.length }, max, weigh).map(
    ({ start, end }) => sentence.slice(start, end),
  );
}

/** True when the sentence is a link and nothing else. */
const onlyLink = (sentence: string): boolean =>
  replaceLinks(sentence, () => '').replace(/[\s.,;:!?…]+/gu, '') === '';

/**
 * Sentences whole; only one longer than `max` is cut, at its clauses. A link alone joins the
 * sentence before it ("Read it here:" + link). Every word of the text is in one of them: a last
 * sentence that looks cut off is the visitor's own, and stays.
 */
export function boundedSentences(
  text: string,
  language: string,
  max: number,
  weigh: Weigh,
): string[] {
  const sentences: string[] = [];
  for (const sentence of splitSentences(text, language)) {
    const previous = sentences.at(-1);
    if (previous !== undefined && onlyLink(sentence) && weigh(`${previous} ${sentence}`) <= max) {
      sentences[sentences.length - 1] = `${previous} ${sentence}`;
    } else sentences.push(sentence);
  }
  if (sentences.length > 1 && onlyLink(sentences[0] ?? '')) {
    const [link, next] = sentences.splice(0, 2);
    sentences.unshift(`${next} ${link}`);
  }
  return sentences.flatMap((sentence) =>
    weigh(sentence) <= max ? [sentence] : sentencePieces(sentence, max, weigh),
  );
}

/**
 * Whether sentences of these weights, in order and joined by spaces, fit in `count` posts. Each
 * post filled as full as it goes covers the longest start of the text any packing can, so this
 * greedy pass answers for every packing.
 */
function fitsInPosts(weights: readonly number[], count: number, room: PostRoom): boolean {
  let post = 0;
  let used = -1; // -1: the post is empty (no space before its first sentence)
  for (const weight of weights) {
    if (used >= 0 && used + 1 + weight <= room(post, count)) {
      used += 1 + weight;
      continue;
    }
    if (used >= 0) post += 1;
    if (post >= count || weight > room(post, count)) return false;
    used = weight;
  }
  return true;
}

/**
 * Whole sentences, in order, in exactly `count` posts (fewer when there are fewer sentences),
 * post `k` within `room(k, count)`, the heaviest post as light as it can be; undefined when they
 * do not fit.
 */
export function packEvenly(
  sentences: readonly string[],
  count: number,
  room: PostRoom,
  weigh: Weigh,
): string[] | undefined {
  const parts = Math.min(count, sentences.length);
  if (parts < 1) return undefined;
  // before[i]: weight of the first i sentences joined by spaces, plus one; a post of sentences
  // i..j-1 weighs before[j] - before[i] - 1.
  const before = [0];
  for (const sentence of sentences) before.push((before.at(-1) ?? 0) + weigh(sentence) + 1);
  const postWeight = (from: number, to: number) => (before[to] ?? 0) - (before[from] ?? 0) - 1;
  const n = sentences.length;
  // heaviest[k][j]: the lightest heaviest post when the first j sentences make k posts.
  const heaviest: number[][] = [[0, ...Array<number>(n).fill(Number.POSITIVE_INFINITY)]];
  const cut: number[][] = [[]];
  for (let k = 1; k <= parts; k++) {
    const row = Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
    const cuts = Array<number>(n + 1).fill(0);
    const max = room(k - 1, parts);
    for (let j = k; j <= n; j++) {
      for (let i = j - 1; i >= k - 1; i--) {
        const weight = postWeight(i, j);
        // Longer posts only get heavier as i goes down.
        if (weight > max) break;
        const worst = Math.max(heaviest[k - 1]?.[i] ?? Number.POSITIVE_INFINITY, weight);
        if (worst < (row[j] ?? Number.POSITIVE_INFINITY)) {
          row[j] = worst;
          cuts[j] = i;
        }
      }
    }
    heaviest.push(row);
    cut.push(cuts);
  }
  if (!Number.isFinite(heaviest[parts]?.[n] ?? Number.POSITIVE_INFINITY)) return undefined;
  const posts: string[] = [];
  for (let k = parts, j = n; k > 0; k--) {
    const i = cut[k]?.[j] ?? 0;
    posts.unshift(sentences.slice(i, j).join(' '));
    j = i;
  }
  return posts;
}

/**
 * The sentences in the fewest posts from `min` to `max` that hold them all, spread evenly over
 * those posts (so each is filled toward its room); undefined when even `max` posts do not.
 */
export function packInOrder(
  sentences: readonly string[],
  min: number,
  max: number,
  room: PostRoom,
  weigh: Weigh,
): string[] | undefined {
  const weights = sentences.map(weigh);
  for (let count = min; count <= max; count++) {
    if (fitsInPosts(weights, count, room)) return packEvenly(sentences, count, room, weigh);
  }
  return undefined;
}

/**
 * How many of the sentences, from the first, `count` posts hold in order (all of them when they
 * fit): a text longer than the posts is said from its start, and the rest is what is left.
 */
export function fittingPrefix(
  sentences: readonly string[],
  count: number,
  room: PostRoom,
  weigh: Weigh,
): number {
  const weights = sentences.map(weigh);
  if (fitsInPosts(weights, count, room)) return weights.length;
  let fits = 0;
  let over = weights.length;
  // Fitting is monotone: a shorter opening fits wherever a longer one does.
  while (over - fits > 1) {
    const middle = Math.floor((fits + over) / 2);
    if (fitsInPosts(weights.slice(0, middle), count, room)) fits = middle;
    else over = middle;
  }
  return fits;
}
