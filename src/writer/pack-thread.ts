/**
 * A thread's body: the text's sentences whole (one longer than a post cut at its clauses), ranked
 * and packed into posts weighed as X weighs them.
 */
import { hasLink, postLength, replaceLinks } from '#core/index.ts';
import { readSentence } from './read-sentence.ts';
import { overlap, type Scored, scoreSentences, withoutCutEnd } from './sentence-scores.ts';
import { splitSentences } from './text-features.ts';

/** X's weighted length of a sentence, remembered: a long text's sentences are weighed once. */
export type Weigh = (text: string) => number;

export function weigher(): Weigh {
  const known = new Map<string, number>();
  return (text) => {
    let weight = known.get(text);
    if (weight === undefined) {
      weight = postLength(text);
      known.set(text, weight);
    }
    return weight;
  };
}

/** Longest weighted length a post may reach here: X's 280, less room for the shaping's hashtags. */
export const POST_WEIGHT_MAX = 270;

/** Pieces of a sentence longer than `max` weighted, cut after clause marks, words kept whole. */
function sentencePieces(sentence: string, max: number): string[] {
  const pieces: string[] = [];
  let current = '';
  // Clause marks first, then spaces: a link has neither, so it is never cut.
  const parts = sentence
    .split(/(?<=[,;:–—])\s+/u)
    .flatMap((part) => (postLength(part) <= max ? [part] : part.split(/\s+/u)));
  for (const part of parts) {
    const joined = current ? `${current} ${part}` : part;
    if (current && postLength(joined) > max) {
      pieces.push(current);
      current = part;
    } else current = joined;
  }
  if (current) pieces.push(current);
  return pieces;
}

/** True when the sentence is a link and nothing else. */
const onlyLink = (sentence: string): boolean =>
  replaceLinks(sentence, () => '').replace(/[\s.,;:!?…]+/gu, '') === '';

/**
 * Sentences whole; only one longer than a post is cut, at its clauses. A link alone joins the
 * sentence before it ("Read it here:" + link), and a last sentence the post's source cut off
 * ("…and a", "tasks in…") is left out.
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
    if (
      previous !== undefined &&
      onlyLink(sentence) &&
      postLength(`${previous} ${sentence}`) <= max
    ) {
      sentences[sentences.length - 1] = `${previous} ${sentence}`;
    } else sentences.push(sentence);
  }
  if (sentences.length > 1 && onlyLink(sentences[0] ?? '')) {
    const [link, next] = sentences.splice(0, 2);
    sentences.unshift(`${next} ${link}`);
  }
  const last = sentences.at(-1);
  if (sentences.length > 1 && last && !readSentence(last, language === 'en').complete) {
    if (!hasLink(last)) sentences.pop();
  }
  return withoutCutEnd(sentences).flatMap((sentence) =>
    weigh(sentence) <= max ? [sentence] : sentencePieces(sentence, max),
  );
}

/**
 * Packs whole sentences, in order, into at most `slots` posts of at most `max` weighted: evenly
 * when they fit that way, else each post as full as it goes. Undefined when they do not all fit.
 */
export function packPosts(
  sentences: string[],
  slots: number,
  max: number,
  weigh: Weigh,
): string[] | undefined {
  if (sentences.length <= slots) return sentences;
  // Weights add up across a space (no link or emoji spans one), so each sentence is weighed once.
  const total = sentences.reduce((sum, sentence) => sum + weigh(sentence) + 1, -1);
  for (const target of [Math.min(max, Math.ceil(total / slots)), max]) {
    const posts: string[] = [];
    let current = '';
    let currentWeight = 0;
    for (const sentence of sentences) {
      const weight = weigh(sentence);
      const joinedWeight = current ? currentWeight + 1 + weight : weight;
      if (current && (joinedWeight > max || currentWeight + weight / 2 > target)) {
        posts.push(current);
        current = sentence;
        currentWeight = weight;
      } else {
        current = current ? `${current} ${sentence}` : sentence;
        currentWeight = joinedWeight;
      }
    }
    if (current) posts.push(current);
    if (posts.length <= slots && posts.every((post) => weigh(post) <= max)) return posts;
  }
  return undefined;
}

/** The sentences ranked for a thread: those with a link first, then the most informative. */
export function rankForThread(sentences: string[], text: string): Scored[] {
  return scoreSentences(sentences, text)
    .map((item) => (hasLink(item.text) ? { ...item, score: item.score + 100 } : item))
    .sort((a, b) => b.score - a.score || a.index - b.index);
}

/**
 * The best-ranked sentences that fit in `budget` weighted characters, without repeats, in the
 * text's order. A sentence carrying a link is kept first: the reader needs the link whole.
 */
export function selectSentences(ranked: readonly Scored[], budget: number, weigh: Weigh): string[] {
  const chosen: Scored[] = [];
  let used = 0;
  // A text of similar sentences leaves little after the strict pass; the second only skips copies.
  for (const limit of [0.6, 0.95]) {
    for (const item of ranked) {
      if (used >= budget * 0.7) break;
      const weight = weigh(item.text) + 1;
      if (used + weight > budget || chosen.includes(item)) continue;
      // A sentence with a link stays even when its words repeat another's: the link differs.
      const repeats = chosen.some((kept) =>
        hasLink(item.text) ? kept.text === item.text : overlap(kept.terms, item.terms) > limit,
      );
      if (repeats) continue;
      chosen.push(item);
      used += weight;
    }
  }
  return chosen.sort((a, b) => a.index - b.index).map((item) => item.text);
}

/**
 * Whole sentences, in order, in exactly `count` posts (fewer when there are fewer sentences) of
 * at most `max` weighted, the heaviest post as light as it can be; undefined when they do not fit.
 * How a text in another language makes its four posts of whole sentences where packPosts, which
 * fills posts as full as they go, made fewer (issue 30, item 8).
 */
export function packEvenly(
  sentences: readonly string[],
  count: number,
  max: number,
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
    for (let j = k; j <= n; j++) {
      for (let i = k - 1; i < j; i++) {
        const weight = postWeight(i, j);
        if (weight > max) continue;
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
