/** Fetches a post from the configured sources in order, with caching and honest errors. */
import {
  AUTHOR_THREAD_MAX_POSTS,
  type PostMedia,
  type PostRef,
  postRefKey,
  X_MESSAGES,
} from '#core/index.ts';
import type { Config, PostSourceName } from '../config/index.ts';
import { HttpError } from '../http/errors.ts';
import {
  type AllowedHost,
  parseAllowedHosts,
  parsePrivateHosts,
} from '../image-proxy/allowed-hosts.ts';
import type { Logger } from '../logging/logger.ts';
import type { Cache, FetchedPost, PostFacts, PostService } from '../services.ts';
import type { AuthorPost } from './author-post.ts';
import { authorThreadWindow } from './author-thread.ts';
import { BLUESKY_MESSAGES, type BlueskySource, createBlueskySource } from './bluesky-source.ts';
import { createFxTwitterSource } from './fxtwitter-source.ts';
import { goneError } from './gone-reason.ts';
import { createMastodonSource, MASTODON_MESSAGES, type MastodonSource } from './mastodon-source.ts';
import { createOembedSource } from './oembed-source.ts';
import { isXHandle } from './post-facts.ts';
import {
  DEFAULT_AVATAR_URL,
  MAX_POST_MEDIA,
  type NormalisedPost,
  type PostSource,
  SourceFailure,
  type SourceOutcome,
} from './post-source.ts';
import { safeProfileImage } from './profile-image.ts';
import { createSyndicationSource } from './syndication-source.ts';
import { threadFacts } from './thread-facts.ts';

/** A popular post costs one upstream call per this many seconds. */
export const POST_CACHE_SECONDS = 10 * 60;
/** Per request to one source; a thread walk gets twice this in all. */
export const SOURCE_TIMEOUT_MS = 8_000;

export interface PostServiceOptions {
  /** Tests shorten it to exercise timeouts quickly. */
  timeoutMs?: number;
  /** Replaces the built-in sources (tests). */
  sources?: PostSource[];
  bluesky?: BlueskySource;
  mastodon?: MastodonSource;
  /**
   * The link an instance's avatar is shown by: the image proxy's signed link for a host off the
   * list (services pass `imageProxy.linkFor`); without it such avatars become the default one.
   */
  imageLink?: (url: string, purpose: 'avatar' | 'media') => string | undefined;
}

export function buildSource(name: PostSourceName, config: Config): PostSource {
  switch (name) {
    case 'fxtwitter':
      return createFxTwitterSource(config.posts.fxtwitterBaseUrl);
    case 'syndication':
      return createSyndicationSource(config.posts.syndicationBaseUrl);
    case 'oembed':
      return createOembedSource(config.posts.oembedBaseUrl);
  }
}

type Found = Extract<SourceOutcome, { kind: 'found' }>;

/**
 * A found post whose handle breaks X's rules (1-15 of `A-Za-z0-9_`) was not read right: the
 * source counts as unreadable and the next one is asked. Our JSON is a surface of its own, so
 * markup in a source's fields must not pass through even though the web app escapes it.
 */
function checkReadable(outcome: Found): void {
  for (const item of [outcome.post, ...outcome.thread, ...(outcome.laterPosts ?? [])]) {
    if (!isXHandle(item.username)) throw new SourceFailure('answered a username X does not allow');
  }
}

interface FetchOptions {
  includeThread: boolean;
  includeLaterPosts: boolean;
}

/** An X post of the thread as a card reads it: its words, link, time, pictures we may show. */
function xAuthorPost(item: NormalisedPost, imageHosts: readonly AllowedHost[]): AuthorPost {
  const media = safeMedia(item.media, (url) =>
    safeProfileImage(url, imageHosts) === url ? url : undefined,
  );
  return {
    id: item.id,
    text: item.text,
    url: `https://x.com/${item.username}/status/${item.id}`,
    ...(item.createdAt && { createdAt: item.createdAt }),
    ...(media && { media }),
    ...(item.facts && { facts: item.facts }),
    ...(item.quote && { quote: item.quote }),
  };
}

/**
 * The author's own posts around the asked one, oldest first, at most AUTHOR_THREAD_MAX_POSTS. A source
 * may have read the thread for this alone (without includeThread), so it is read here from the
 * outcome, and only the asked post's author is ever let in. Undefined for a post alone.
 */
function authorThreadOf(
  outcome: Found,
  imageHosts: readonly AllowedHost[],
): AuthorPost[] | undefined {
  const { post, thread, laterPosts = [] } = outcome;
  const own = (item: NormalisedPost) => item.username.toLowerCase() === post.username.toLowerCase();
  const at = thread.findIndex((item) => item.id === post.id);
  const before = (
    at >= 0 ? thread.slice(0, at) : thread.filter((item) => item.id !== post.id)
  ).filter(own);
  const after: NormalisedPost[] = [];
  for (const item of laterPosts) {
    if (!own(item) || item.id === post.id) break;
    after.push(item);
  }
  const window = authorThreadWindow(before, post, after, AUTHOR_THREAD_MAX_POSTS);
  return window.length > 1 ? window.map((item) => xAuthorPost(item, imageHosts)) : undefined;
}

function toFetchedPost(
  id: string,
  found: Found,
  imageHosts: readonly AllowedHost[],
  { includeThread, includeLaterPosts }: FetchOptions,
) {
  const { post } = found;
  // A thread read only for a Quote card is not the text of a card that did not ask for it.
  const thread = includeThread ? found.thread : [post];
  const result: FetchedPost = {
    network: 'x',
    id,
    username: post.username,
    displayName: post.displayName ?? post.username,
    profileImage: safeProfileImage(post.profileImage, imageHosts),
    tweetText: post.text,
  };
  if (post.createdAt) result.createdAt = post.createdAt;
  const authorThread = includeLaterPosts ? authorThreadOf(found, imageHosts) : undefined;
  if (authorThread) result.authorThread = authorThread;
  if (post.lang) result.lang = post.lang;
  if (thread.length > 1) {
    result.thread = thread.map((item) => item.text);
    result.tweetText = result.thread.join('\n\n');
  }
  if (thread.some((item) => item.truncated) || post.truncated) result.truncated = true;
  // The post's own pictures, else the first ones of its thread; only those the proxy may fetch.
  const media = safeMedia(post.media ?? thread.find((item) => item.media)?.media, (url) =>
    safeProfileImage(url, imageHosts) === url ? url : undefined,
  );
  if (media) result.media = media;
  if (post.quote) result.quote = post.quote;
  const facts = thread.length > 1 ? runFacts(post, thread) : { ...post.facts };
  // A source that saw later posts of the thread (FxTwitter) knows more than the run shown here.
  const threadLength = Math.max(post.facts?.threadLength ?? 0, thread.length);
  if (threadLength > 1) facts.threadLength = threadLength;
  // The writer says so rather than pad: the card reads only what the source gave.
  if (result.truncated) facts.truncated = true;
  if (Object.keys(facts).length > 0) result.facts = facts;
  return result;
}

/** The pictures whose URL `link` turns into one we may show (the URL itself, or a signed link). */
function safeMedia(
  media: PostMedia[] | undefined,
  link: (url: string) => string | undefined,
): PostMedia[] | undefined {
  const kept = (media ?? []).flatMap((item) => {
    const url = link(item.url);
    return url ? [{ ...item, url }] : [];
  });
  return kept.length > 0 ? kept.slice(0, MAX_POST_MEDIA) : undefined;
}

/**
 * The facts of a thread's text, which is every post of the run (thread-facts.ts), and what the
 * run's first post replies to (the later posts reply to the author's own).
 */
function runFacts(post: NormalisedPost, thread: NormalisedPost[]): PostFacts {
  const facts = threadFacts(thread, post);
  const replyTo = thread[0]?.facts?.replyTo;
  if (replyTo && replyTo.toLowerCase() !== post.username.toLowerCase()) facts.replyTo = replyTo;
  return facts;
}

export function createPostService(
  config: Config,
  cache: Cache,
  logger: Logger,
  options: PostServiceOptions = {},
): PostService {
  const log = logger.child({ component: 'posts' });
  const timeoutMs = options.timeoutMs ?? SOURCE_TIMEOUT_MS;
  const sources = options.sources ?? config.posts.sources.map((name) => buildSource(name, config));
  const imageHosts = parseAllowedHosts(config.imageProxy.hosts);
  const bluesky = options.bluesky ?? createBlueskySource(config.posts.blueskyBaseUrl);
  const mastodon =
    options.mastodon ??
    createMastodonSource({ privateHosts: parsePrivateHosts(config.posts.mastodonPrivateHosts) });
  /** Requests for a post already being fetched wait for that fetch instead of starting another. */
  const inFlight = new Map<string, Promise<FetchedPost>>();

  async function fetchFromSources(id: string, options: FetchOptions): Promise<FetchedPost> {
    const failures: Array<{ source: string; reason: string; timedOut: boolean }> = [];
    for (const source of sources) {
      const started = performance.now();
      try {
        const outcome = await source.fetchPost(id, options, { timeoutMs, log });
        const ms = Math.round(performance.now() - started);
        // An authoritative "gone" (deleted, private, suspended, age-restricted, not found) ends
        // the search with its reason; only a failure to read moves on to the next source.
        if (outcome.kind === 'gone') {
          log.info({ id, source: source.name, ms, reason: outcome.reason }, 'post unavailable');
          throw goneError(outcome.reason);
        }
        checkReadable(outcome);
        log.info(
          {
            id,
            source: source.name,
            ms,
            threadLength: outcome.thread.length,
            laterPosts: outcome.laterPosts?.length,
            fallbacks: failures,
          },
          'post fetched',
        );
        return toFetchedPost(id, outcome, imageHosts, options);
      } catch (error) {
        if (!(error instanceof SourceFailure)) throw error;
        const ms = Math.round(performance.now() - started);
        failures.push({ source: source.name, reason: error.message, timedOut: error.timedOut });
        log.warn({ id, source: source.name, ms, reason: error.message }, 'post source failed');
      }
    }
    log.error({ id, failures }, 'every post source failed');
    if (failures.length > 0 && failures.every((failure) => failure.timedOut)) {
      throw new HttpError(504, X_MESSAGES.slow);
    }
    throw new HttpError(502, X_MESSAGES.unreachable);
  }

  async function readCache(key: string): Promise<FetchedPost | undefined> {
    try {
      return await cache.get<FetchedPost>(key);
    } catch (error) {
      log.warn({ key, reason: (error as Error).message }, 'post cache read failed');
      return undefined;
    }
  }

  async function writeCache(key: string, post: FetchedPost): Promise<void> {
    try {
      await cache.set(key, post, POST_CACHE_SECONDS);
    } catch (error) {
      log.warn({ key, reason: (error as Error).message }, 'post cache write failed');
    }
  }

  /** A Bluesky or Mastodon post, read from its network with an avatar we may show. */
  async function fetchFromNetwork(
    ref: Exclude<PostRef, { network: 'x' }>,
    includeLaterPosts: boolean,
  ): Promise<FetchedPost> {
    const started = performance.now();
    try {
      const post =
        ref.network === 'bluesky'
          ? await bluesky.fetchPost(ref, timeoutMs, { includeLaterPosts })
          : await mastodon.fetchPost(ref, { includeLaterPosts });
      const avatar =
        ref.network === 'bluesky'
          ? safeProfileImage(post.profileImage, imageHosts)
          : (options.imageLink?.(post.profileImage, 'avatar') ?? DEFAULT_AVATAR_URL);
      const ms = Math.round(performance.now() - started);
      log.info({ network: ref.network, id: post.id, ms }, 'post fetched');
      const link = (url: string) =>
        ref.network === 'bluesky'
          ? safeProfileImage(url, imageHosts) === url
            ? url
            : undefined
          : options.imageLink?.(url, 'media');
      const media = safeMedia(post.media, link);
      // Every post of the thread's pictures go by the same rules as the post's own.
      const authorThread = post.authorThread?.map(({ media: pictures, ...item }) => {
        const shown = safeMedia(pictures, link);
        return shown ? { ...item, media: shown } : item;
      });
      const { media: _unchecked, authorThread: _unlinked, ...rest } = post;
      return {
        ...rest,
        profileImage: avatar || DEFAULT_AVATAR_URL,
        ...(media && { media }),
        ...(authorThread && { authorThread }),
      };
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      const status = error instanceof HttpError ? error.status : 500;
      log.warn(
        { network: ref.network, ms, status, reason: (error as Error).message },
        'post not read',
      );
      if (error instanceof HttpError) throw error;
      // Whatever went wrong, the person is told which network could not be read, never "X".
      throw new HttpError(
        502,
        ref.network === 'bluesky' ? BLUESKY_MESSAGES.unreachable : MASTODON_MESSAGES.unreachable,
      );
    }
  }

  return {
    async getPost(ref, { includeThread, includeLaterPosts = false }) {
      let key: string;
      let fetch: () => Promise<FetchedPost>;
      // A post read without its later posts must never answer a request for them, and v5 posts
      // carry each post of their thread with its own choices, which earlier ones lack.
      const later = includeLaterPosts ? ':later' : '';
      if (ref.network === 'x') {
        const { id } = ref;
        if (!/^\d{1,20}$/.test(id)) throw new HttpError(400, X_MESSAGES.notAnId);
        key = `post:v5:${id}:${includeThread ? 'thread' : 'single'}${later}`;
        fetch = () => fetchFromSources(id, { includeThread, includeLaterPosts });
      } else {
        key = `post:v5:${postRefKey(ref)}${later}`;
        fetch = () => fetchFromNetwork(ref, includeLaterPosts);
      }
      const cached = await readCache(key);
      if (cached) {
        log.debug({ key }, 'post from cache');
        // X posts cached before networks were read carry none.
        return cached.network ? cached : { ...cached, network: 'x' };
      }
      const pending = inFlight.get(key);
      if (pending) return pending;
      const fetching = fetch()
        .then(async (post) => {
          // A postgate that could not be read is asked again next time, not for ten minutes.
          if (!post.quotingUnknown && !post.threadQuotingUnknown) await writeCache(key, post);
          return post;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, fetching);
      return fetching;
    },
  };
}
