/**
 * The thread: 4-5 posts in a style's voice, of the text's own sentences, every one in order where
 * the posts' room holds them (issue 40, item 5).
 */
import {
  NETWORK_POST_RULES,
  type NetworkId,
  type PostRules,
  THREAD_MAX_POSTS,
  THREAD_MIN_POSTS,
  type ThreadStyleId,
} from '#core/index.ts';
import { ownThreadPosts } from './own-thread-posts.ts';
import {
  boundedSentences,
  keepForRoom,
  type PostRoom,
  packEvenly,
  packInOrder,
  rankForThread,
  weigher,
} from './pack-thread.ts';
import { postTopics } from './post-topics.ts';
import { capitalise, languageOf } from './sentence-scores.ts';
import { cleanText, hashText } from './text-features.ts';
import { closeWithHashtags } from './thread-hashtags-of.ts';
import { type ThreadVoice, VOICES } from './thread-voices.ts';

/**
 * Room the last post keeps for the hashtags that close the thread: two of its words and the
 * style's tag fit there, so the shaping never has to add a post of hashtags alone.
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

/**
 * 4-5 posts in the style's voice. A text that fills four posts is all there, in order, each
 * sentence whole, in the fewest posts that hold it (at least four), spread evenly so each is
 * filled toward the network's limit; a longer text keeps as many of its sentences as five posts
 * hold, the most informative first. Only a text too short to fill four posts gets the voice's
 * opener and closer (in English; another language's own clauses make its posts). The last post
 * closes with hashtags from the posts' own words. `variation` (a new take's seed) varies the
 * asides, the opener and the closer; without one the text picks them.
 */
export function writeThread(
  source: string,
  style: ThreadStyleId,
  variation?: number,
  network: NetworkId = 'x',
): string {
  const rules = NETWORK_POST_RULES[network];
  const language = languageOf(source, undefined);
  const english = language === 'en';
  const text = cleanText(source, { keepLinks: true });
  const voice = VOICES[style];
  const seed = variation ?? hashText(text);
  const weigh = weigher(rules.length);
  const room: PostRoom = (index, count) =>
    index === count - 1 ? rules.limit - HASHTAG_ROOM : rules.limit;
  // A sentence longer than the smallest post's room is cut at its clauses: nothing else is.
  const sentences = onceEach(boundedSentences(text, language, rules.limit - HASHTAG_ROOM, weigh));
  let kept = sentences;
  let posts: string[];
  // Posts the text fills: another language has no opener or closer, so its sentences all count.
  const filled = english
    ? Math.min(sentences.length, Math.ceil(weigh(sentences.join(' ')) / FILLED_POST))
    : sentences.length;
  if (filled >= THREAD_MIN_POSTS) {
    let packed = packInOrder(sentences, THREAD_MIN_POSTS, THREAD_MAX_POSTS, room, weigh);
    if (!packed) {
      kept = keepForRoom(sentences, rankForThread(sentences, text), THREAD_MAX_POSTS, room, weigh);
      packed = packInOrder(kept, THREAD_MIN_POSTS, THREAD_MAX_POSTS, room, weigh) ?? kept;
    }
    const body = packed;
    // The voices' asides are English ("Breaking:", "Plot twist:"), and only where a post has room.
    posts = english
      ? body.map((post, index) =>
          restyled(voice, post, index, seed, room(index, body.length), rules),
        )
      : body;
  } else if (english) {
    const body = packEvenly(sentences, Math.max(filled, 1), room, weigh) ?? sentences;
    posts = shortThread(body, voice, { seed, voiceSeed: variation ?? 0 }, text, rules);
  } else {
    posts = sentences;
  }
  if (!english) {
    // No English voice lines here: the text's own clauses and words make the posts it lacks, so
    // the shaping never pads it with its English filler (issue 30, item 8); no post says how it
    // was written (that is the page's to say, beside the thread).
    posts = ownThreadPosts(posts, THREAD_MIN_POSTS, language);
  }
  posts = closeWithHashtags(posts, kept.join(' '), style, seed, rules);
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
