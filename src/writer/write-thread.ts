/**
 * The thread: 4-5 posts in a style's voice, of the text's own sentences, every one in order where
 * the posts' room holds them (issue 40, item 5); what they do not hold is said from the start, so
 * the rest is left for the next posts (Continue thread, issue 46, item 3).
 */
import {
  NETWORK_POST_RULES,
  type NetworkId,
  type PostRules,
  type SentenceSpan,
  THREAD_MAX_POSTS,
  THREAD_MIN_POSTS,
  type ThreadStyleId,
} from '#core/index.ts';
import { ownThreadPosts } from './own-thread-posts.ts';
import {
  boundedSentences,
  fittingPrefix,
  type PostRoom,
  packEvenly,
  packInOrder,
  type Weigh,
  weigher,
} from './pack-thread.ts';
import { postTopics } from './post-topics.ts';
import { capitalise, languageOf } from './sentence-scores.ts';
import { cleanText, hashText } from './text-features.ts';
import { closeWithHashtags } from './thread-hashtags-of.ts';
import { type ThreadVoice, VOICES } from './thread-voices.ts';

/**
 * Room the last post keeps for the hashtags that close the thread, where the sentences leave it:
 * two of its words and the style's tag fit there. Hashtags are the first thing to go: sentences
 * that need this room get it, and the tags then go where they still fit, or not at all.
 */
export const HASHTAG_ROOM = 40;

/**
 * A post of an English text holds at least this much of it, weighed as the network weighs it: a
 * text of fewer than four times this is too short to fill four posts (a four-word sentence is not
 * a post), and the voice's opener and closer make up the rest.
 */
const FILLED_POST = 60;

/** A sentence as two are told apart: its letters and digits, lower-cased. */
const sentenceKey = (sentence: string): string =>
  sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The sentences in order, one said again later left out: a thread says each thing once. */
function onceEach(sentences: readonly string[]): string[] {
  const seen = new Set<string>();
  return sentences.filter((sentence) => {
    const key = sentenceKey(sentence);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The restyled post when it still fits its room; else the post as written. */
function restyled(
  voice: ThreadVoice,
  post: string,
  index: number,
  seed: number,
  room: number,
  rules: PostRules,
): string {
  const styled = capitalise(voice.restyle(post, index, seed));
  return rules.length(styled) <= room ? styled : capitalise(post);
}

/** The text's sentences as the thread says them: whole, in order, each said once. */
function threadSentences(text: string, language: string, rules: PostRules, weigh: Weigh): string[] {
  // A sentence longer than a post is cut at its clauses: nothing else is.
  return onceEach(boundedSentences(text, language, rules.limit, weigh));
}

/**
 * The text's sentences, from the first, that five posts hold. Only as much of a long text is read
 * as could fill them (twice the posts' room, more while the sentences read all fit), so a thread
 * of the opening of 20,000 characters does not split all of them.
 */
function openingThatFits(text: string, language: string, rules: PostRules, weigh: Weigh): string[] {
  const { full } = postRooms(rules);
  for (let head = 2 * THREAD_MAX_POSTS * rules.limit; ; head *= 2) {
    const whole = head >= text.length;
    const read = threadSentences(whole ? text : text.slice(0, head), language, rules, weigh);
    // The last sentence read may be cut by the head: only those before it count, unless whole.
    const known = whole ? read : read.slice(0, -1);
    const fitting = fittingPrefix(known, THREAD_MAX_POSTS, full, weigh);
    if (whole || fitting < known.length) return known.slice(0, fitting);
  }
}

/** What the thread's posts may hold: a post's limit, the last one's less the hashtags' room. */
function postRooms(rules: PostRules): { full: PostRoom; withTags: PostRoom } {
  return {
    full: () => rules.limit,
    withTags: (index, count) => (index === count - 1 ? rules.limit - HASHTAG_ROOM : rules.limit),
  };
}

/**
 * How many of `spans` (the text's sentences as core's threadSpans finds them), from the first, five
 * posts of the rules writer hold: the thread of their text places every one of them, so the
 * sentences after them are what the answer says is left. At least one.
 */
export function rulesThreadWindow(
  text: string,
  spans: readonly SentenceSpan[],
  network: NetworkId = 'x',
): number {
  const rules = NETWORK_POST_RULES[network];
  const weigh = weigher(rules.length);
  const fits = (count: number) => {
    const window = text.slice(spans[0]?.start ?? 0, spans[count - 1]?.end ?? 0);
    const language = languageOf(window, undefined);
    const sentences = threadSentences(
      cleanText(window, { keepLinks: true }),
      language,
      rules,
      weigh,
    );
    const { full } = postRooms(rules);
    return fittingPrefix(sentences, THREAD_MAX_POSTS, full, weigh) === sentences.length;
  };
  if (spans.length === 0) return 0;
  // One sentence always fits (none is longer than a post); grow by doubling, then halve the gap:
  // a handful of packings for any text.
  let fitting = 1;
  let over = spans.length + 1;
  for (let size = 2; size <= spans.length && over > spans.length; size *= 2) {
    if (fits(size)) fitting = size;
    else over = size;
  }
  if (over > spans.length) {
    if (fitting === spans.length || fits(spans.length)) return spans.length;
    over = spans.length;
  }
  while (over - fitting > 1) {
    const middle = Math.floor((fitting + over) / 2);
    if (fits(middle)) fitting = middle;
    else over = middle;
  }
  return fitting;
}

/**
 * 4-5 posts in the style's voice. The text's sentences, in order, each whole, in the fewest posts
 * that hold them (at least four), spread evenly so each is filled toward the network's limit; the
 * last post keeps room for hashtags only where the sentences leave it. A text longer than five
 * posts is said from its start as far as they hold (the route gives the writer only that much:
 * rulesThreadWindow). Only a text too short to fill four posts gets the voice's opener and closer
 * (in English; another language's own clauses make its posts). The last post closes with hashtags
 * from the posts' own words where they fit. `variation` (a new take's seed) varies the asides, the
 * opener and the closer; without one the text picks them. `firstPost` > 0 continues a thread: its
 * posts are as many as its sentences need (one to five), with no opener or closer.
 */
export function writeThread(
  source: string,
  style: ThreadStyleId,
  variation?: number,
  network: NetworkId = 'x',
  firstPost = 0,
): string {
  const rules = NETWORK_POST_RULES[network];
  const language = languageOf(source, undefined);
  const english = language === 'en';
  const text = cleanText(source, { keepLinks: true });
  const voice = VOICES[style];
  const seed = variation ?? hashText(text);
  const weigh = weigher(rules.length);
  const rooms = postRooms(rules);
  const sentences = openingThatFits(text, language, rules, weigh);
  const continuing = firstPost > 0;
  let posts: string[];
  // Posts the text fills: another language has no opener or closer, so its sentences all count.
  const filled = english
    ? Math.min(sentences.length, Math.ceil(weigh(sentences.join(' ')) / FILLED_POST))
    : sentences.length;
  if (continuing || filled >= THREAD_MIN_POSTS) {
    const fewest = continuing ? 1 : THREAD_MIN_POSTS;
    // The hashtags' room where the sentences leave it; else every post's whole room.
    const body = packInOrder(sentences, fewest, THREAD_MAX_POSTS, rooms.withTags, weigh) ??
      packInOrder(sentences, fewest, THREAD_MAX_POSTS, rooms.full, weigh) ?? [...sentences];
    // The voices' asides are English ("Breaking:", "Plot twist:"), and only where a post has room.
    posts = english
      ? body.map((post, index) =>
          restyled(voice, post, firstPost + index, seed, rooms.withTags(index, body.length), rules),
        )
      : body;
  } else if (english) {
    const body =
      packEvenly(sentences, Math.max(filled, 1), rooms.withTags, weigh) ??
      packEvenly(sentences, Math.max(filled, 1), rooms.full, weigh) ??
      sentences;
    posts = shortThread(body, voice, { seed, voiceSeed: variation ?? 0 }, text, rules);
  } else {
    posts = sentences;
  }
  if (!english && !continuing) {
    // No English voice lines here: the text's own clauses and words make the posts it lacks, so
    // the shaping never pads it with its English filler (issue 30, item 8); no post says how it
    // was written (that is the page's to say, beside the thread).
    posts = ownThreadPosts(posts, THREAD_MIN_POSTS, language);
  }
  posts = closeWithHashtags(posts, sentences.join(' '), style, seed, rules);
  // Numbered "1/5" with blank lines between, the format the thread prompt asks a model for.
  return posts.map((post, index) => `${index + 1}/${posts.length} ${post}`).join('\n\n');
}

/**
 * An English text too short to fill four posts, its sentences whole in the posts it fills: the
 * voice's opener, its closer and its short extra lines make four; sentences are never cut to make
 * more.
 */
function shortThread(
  body: readonly string[],
  voice: ThreadVoice,
  { seed, voiceSeed }: { seed: number; voiceSeed: number },
  text: string,
  rules: PostRules,
): string[] {
  const styled = body.map((post, index) =>
    restyled(voice, post, index, seed, rules.limit - HASHTAG_ROOM, rules),
  );
  let missing = THREAD_MIN_POSTS - styled.length;
  // The opener names the opening's subject; a shorter opening keeps a long text fast.
  const [topic] = postTopics(text, 1, 200);
  const choose = (lines: readonly string[]) => lines[voiceSeed % Math.max(lines.length, 1)];
  const hook = missing > 0 ? choose(voice.hooks(topic)) : undefined;
  if (hook) missing--;
  const closing = missing > 0 ? choose(voice.closings(topic)) : undefined;
  if (closing) missing--;
  const extras = voice.extras.slice(0, Math.max(0, missing));
  return [hook, ...styled, ...extras, closing].filter((post): post is string => !!post);
}
