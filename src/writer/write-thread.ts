/** The thread: 4-5 posts in a style's voice, of the text's own sentences. */
import { postLength, type ThreadStyleId } from '#core/index.ts';
import {
  boundedSentences,
  POST_WEIGHT_MAX,
  packEvenly,
  packPosts,
  rankForThread,
  selectSentences,
  weigher,
} from './pack-thread.ts';
import { ownThreadPosts } from './own-thread-posts.ts';
import { postTopics } from './post-topics.ts';
import { capitalise, languageOf } from './sentence-scores.ts';
import { cleanText, hashText } from './text-features.ts';
import { type ThreadVoice, VOICES } from './thread-voices.ts';

/** A thread has 4-5 posts (the spec): fewer are padded by the shaping (source sentences, filler). */
const THREAD_MIN_POSTS = 4;

/** The restyled post when it still fits; else the post as written. */
function restyled(voice: ThreadVoice, post: string, index: number, seed: number): string {
  const styled = capitalise(voice.restyle(post, index, seed));
  return postLength(styled) <= POST_WEIGHT_MAX ? styled : capitalise(post);
}

/**
 * 4-5 posts in the style's voice: a hook, the text's own sentences whole (links whole, weighed
 * as X weighs them), and a closing line. A text not in English gets no English hook or closing.
 */
export function writeThread(source: string, style: ThreadStyleId, variation?: number): string {
  const language = languageOf(source, undefined);
  const english = language === 'en';
  const text = cleanText(source, { keepLinks: true });
  const voice = VOICES[style];
  // A new take (a request's seed) varies the asides, the hook and the closing; without one the
  // text itself picks them, so one text always gives one thread.
  const seed = variation ?? hashText(text);
  const voiceSeed = variation ?? 0;
  // The hook names the opening's subject; a shorter opening keeps a long text fast.
  const [topic] = english ? postTopics(text, 1, 200) : [];
  const bodyMax = voice.postChars - 40; // room for the style's own asides
  const weigh = weigher();
  const sentences = boundedSentences(text, language, bodyMax, weigh);
  const choose = (lines: readonly string[]) => lines[voiceSeed % Math.max(lines.length, 1)];
  const hook = english ? choose(voice.hooks(topic)) : undefined;
  const closing = english ? choose(voice.closings(topic)) : undefined;
  const total = text.length > 500 || sentences.length >= 5 ? 5 : 4;
  const slots = total - (hook ? 1 : 0) - (closing ? 1 : 0);
  // A long text keeps its most informative sentences (those with a link first), as much as the
  // posts can hold; when whole sentences do not pack into the posts, fewer are kept.
  let budget = Math.floor(slots * bodyMax * 0.85);
  let kept = sentences;
  let packed =
    sentences.reduce((sum, sentence) => sum + weigh(sentence) + 1, -1) > budget
      ? undefined
      : packPosts(sentences, slots, bodyMax, weigh);
  const ranked = packed ? [] : rankForThread(sentences, text);
  for (let round = 0; !packed && round < 8; round++) {
    kept = selectSentences(ranked, budget, weigh);
    packed = packPosts(kept, slots, bodyMax, weigh);
    budget = Math.floor(budget * 0.85);
  }
  // Posts packed full leave a text in another language short of four: its sentences, spread
  // evenly, make them before any sentence is cut.
  if (!english && packed && packed.length < THREAD_MIN_POSTS && kept.length > packed.length) {
    packed = packEvenly(kept, slots, bodyMax, weigh) ?? packed;
  }
  // The voices' asides are English ("Breaking:", "Plot twist:"): other languages keep their words.
  let body = (packed ?? sentences.slice(0, slots)).map((post, index) =>
    english ? restyled(voice, post, index, seed) : post,
  );
  if (!english) {
    // No English voice lines here: the text's own clauses and words make the posts it lacks, so
    // the shaping never pads it with its English filler (issue 30, item 8); no post says how it
    // was written (that is the page's to say, beside the thread).
    body = ownThreadPosts(body, THREAD_MIN_POSTS, language);
  }
  // A short text fills four posts with the voice's own lines, never with pieces of its sentences.
  const extras = english ? voice.extras.slice(0, Math.max(0, slots - body.length)) : [];
  const posts = [hook, ...body, ...extras, closing].filter((post): post is string => !!post);
  // Numbered "1/5" with blank lines between, the format the thread prompt asks a model for.
  return posts.map((post, index) => `${index + 1}/${posts.length} ${post}`).join('\n\n');
}
