/**
 * What Normal, Troll and Meme read of a post that belongs to its author's own thread: every post
 * of that thread by that author, in order, but those its author hid (a content warning), that
 * carry an adult label or whose author turned quoting off; given to the writer as one text with
 * its posts marked, cut to what the writer takes whole (its first and last posts kept).
 */
import {
  fitAuthorThread,
  quotedPostText,
  SMALL_MODEL_MAX_SOURCE_CHARS,
  type UnrolledPost,
  warnedPostText,
} from '#core/index.ts';
import { type AuthorPost, unrolledPost } from '../posts/author-post.ts';
import { threadFacts } from '../posts/thread-facts.ts';
import type { FetchedPost, GenerationRequest, TextGenerator } from '../services.ts';

/** A written card's reading of the thread. */
export interface WrittenThread {
  /**
   * The post as the shapers and the GIF search read it: its words are the thread's, as plain
   * paragraphs (every post's links are the card's own), its facts the thread's.
   */
  post: FetchedPost;
  /** Each post as the writer reads it, in order. */
  texts: string[];
  /** The posts as the card's page unrolls them. */
  unrolled: UnrolledPost[];
}

/** Whether a written card reads this post of the thread (the asked post always). */
const readable = (item: AuthorPost, askedId: string) =>
  item.id === askedId || (!item.contentWarning && !item.adultLabel && !item.quotingOff);

/**
 * A post as the writer reads it: its words (for pictures alone what they show), then the post it
 * quotes; the asked post's own warning before it (a card of a warned post says so). The one reading
 * of a post for every writer: a thread's posts, a single post (summary.ts) and the eval's.
 */
export function writerText(
  item: Pick<AuthorPost, 'text' | 'contentWarning' | 'quote' | 'facts'>,
): string {
  const parts = [item.text];
  const alts = item.facts?.photoAlts ?? [];
  if (item.text.trim() === '' && alts.length > 0) parts.push(alts.join('\n'));
  // Core's notes, so core's authorWords tells them from the author's words (answer-guard.ts): the
  // warning first, the quoted post last.
  if (item.contentWarning) parts.unshift(warnedPostText(item.contentWarning));
  if (item.quote) parts.push(quotedPostText(item.quote.username, item.quote.text));
  return parts.filter((part) => part.trim() !== '').join('\n\n');
}

/** The thread a written card reads, or undefined when the post is read alone. */
export function readWrittenThread(fetched: FetchedPost): WrittenThread | undefined {
  const posts = fetched.authorThread?.filter((item) => readable(item, fetched.id));
  if (!posts || posts.length < 2) return undefined;
  const texts = posts.map(writerText);
  return {
    post: {
      ...fetched,
      tweetText: texts.join('\n\n'),
      facts: threadFacts(posts, fetched),
    },
    texts,
    unrolled: posts.map(unrolledPost),
  };
}

/** The thread as the writer is given it, and how many posts of its middle were left out. */
export interface FittedSource {
  request: GenerationRequest;
  cut: number;
}

/**
 * The request for the thread's marked text as it fits the generator that writes (its own count
 * where it has one, else, or where that count fails, the small model's character limit), its
 * middle cut where it must be.
 */
export function fitWrittenThread(
  thread: WrittenThread,
  generator: Pick<TextGenerator, 'sourceFits'>,
  requestFor: (sourceText: string) => GenerationRequest,
): FittedSource {
  let last: GenerationRequest | undefined;
  const fits = (text: string) => {
    const request = requestFor(text);
    last = request;
    const byCharacters = request.sourceText.length <= SMALL_MODEL_MAX_SOURCE_CHARS;
    try {
      return generator.sourceFits?.(request) ?? byCharacters;
    } catch {
      // A count that fails (a model closing as it counts) must not fail the card: it is fitted as
      // for a generator with no count of its own, and its writer falls back as any call does.
      return byCharacters;
    }
  };
  const fitted = fitAuthorThread(thread.texts, fits);
  // The last try is usually the answer; built again only when it is not.
  const request = last?.sourceText === fitted.text ? last : requestFor(fitted.text);
  return { request, cut: fitted.cut };
}
