/**
 * Quote mode's card: the post itself, as its author wrote it, or every post of the author's own
 * thread it is in, each with its author's own choices: a post behind a content warning is shown
 * as its warning, never its words; one whose author turned quoting off is left out; one that asks
 * search engines away makes the card's page `noindex`. Nothing is written, so no model is asked
 * and nothing can fall back.
 */

import { QUOTE_MAX_POSTS, type SummaryResponse, warnedPostText } from '#core/index.ts';
import { type AuthorPost, unrolledPost } from '../posts/author-post.ts';
import { authorThreadWindow } from '../posts/author-thread.ts';
import type { FetchedPost } from '../services.ts';
import type { StoredPost } from './stored-cards.ts';

/** The posts of the author's thread a Quote card may show: all but those quoting is off for. */
function quotableThread(post: FetchedPost): AuthorPost[] | undefined {
  const thread = post.authorThread?.filter((item) => !item.quotingOff);
  return thread && thread.length > 1 ? thread : undefined;
}

/** The Quote card's window of its thread: at most QUOTE_MAX_POSTS, the asked post among them. */
function drawnPosts(thread: AuthorPost[], askedId: string): AuthorPost[] {
  const at = Math.max(
    0,
    thread.findIndex((item) => item.id === askedId),
  );
  return authorThreadWindow(
    thread.slice(0, at),
    thread[at] as AuthorPost,
    thread.slice(at + 1),
    QUOTE_MAX_POSTS,
  );
}

/** A post as a Quote card draws it: its words, or its warning in their place. */
const drawnText = (item: AuthorPost) =>
  item.contentWarning ? warnedPostText(item.contentWarning) : item.text;

/**
 * The posts a Quote card draws: the author's whole thread (at most QUOTE_MAX_POSTS around the
 * post), else the thread up to the post where the source could not read later posts, else the
 * post alone (its `tweetText` is the post's own text only when there is no thread: with one, it
 * is them joined).
 */
export function quotePosts(post: FetchedPost): string[] {
  const thread = quotableThread(post);
  const texts = thread ? drawnPosts(thread, post.id).map(drawnText) : (post.thread ?? []);
  const posts = texts.filter((text) => text.trim() !== '');
  return (posts.length > 0 ? posts : [post.tweetText]).slice(-QUOTE_MAX_POSTS);
}

/** A Quote card's answer (before it is stored) and what its store keeps besides. */
export interface QuoteCard {
  body: SummaryResponse;
  stored: Pick<StoredPost, 'noindex' | 'unrolledThread'>;
}

/** The Quote card's answer: the posts, their pictures and the post quoted, and its thread. */
export function quoteCard(
  post: FetchedPost,
  fromPost: boolean,
  author: Pick<SummaryResponse, 'displayName' | 'createdAt'>,
): QuoteCard {
  const thread = quotableThread(post);
  const common = {
    mode: 'quote' as const,
    ...(fromPost && { network: post.network }),
    username: post.username,
    ...author,
    profileImage: post.profileImage,
    ...(post.lang && { lang: post.lang }),
    posts: quotePosts(post),
  };
  if (!thread) {
    return {
      body: {
        ...common,
        ...(post.contentWarning && { contentWarning: post.contentWarning }),
        ...(post.media && { media: post.media }),
        ...(post.quote && { quote: post.quote }),
      },
      stored: {},
    };
  }
  // Each post carries its own warning in its place; no picture or quoted post of a warned one.
  const drawn = drawnPosts(thread, post.id).filter((item) => !item.contentWarning);
  const asked = drawn.find((item) => item.id === post.id);
  const media = asked?.media ?? drawn.find((item) => item.media)?.media;
  return {
    body: {
      ...common,
      ...(media && { media }),
      ...(asked?.quote && { quote: asked.quote }),
      threadPosts: thread.length,
    },
    stored: {
      // The page shows every post: it stays away from search engines if any one asks it to.
      ...((post.noindex || thread.some((item) => item.noindex)) && { noindex: true }),
      unrolledThread: thread.map(unrolledPost),
    },
  };
}
