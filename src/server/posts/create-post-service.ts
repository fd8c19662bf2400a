/** Fetches a post from the configured sources in order, with caching and honest errors. */
import type { Config, PostSourceName } from '../config.ts';
import { HttpError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { Cache, FetchedPost, PostService } from '../services.ts';
import { createFxTwitterSource } from './fxtwitter-source.ts';
import { goneError } from './gone-reason.ts';
import { createOembedSource } from './oembed-source.ts';
import { type PostSource, SourceFailure, type SourceOutcome } from './post-source.ts';
import { createSyndicationSource } from './syndication-source.ts';

/** A popular post costs one upstream call per this many seconds. */
export const POST_CACHE_SECONDS = 10 * 60;
/** Per request to one source; a thread walk gets twice this in all. */
export const SOURCE_TIMEOUT_MS = 8_000;

export interface PostServiceOptions {
  /** Tests shorten it to exercise timeouts quickly. */
  timeoutMs?: number;
  /** Replaces the built-in sources (tests). */
  sources?: PostSource[];
}

function buildSource(name: PostSourceName, config: Config): PostSource {
  switch (name) {
    case 'fxtwitter':
      return createFxTwitterSource(config.posts.fxtwitterBaseUrl);
    case 'syndication':
      return createSyndicationSource(config.posts.syndicationBaseUrl);
    case 'oembed':
      return createOembedSource(config.posts.oembedBaseUrl);
  }
}

function toFetchedPost(id: string, outcome: Extract<SourceOutcome, { kind: 'found' }>) {
  const { post, thread } = outcome;
  const result: FetchedPost = {
    id,
    username: post.username,
    profileImage: post.profileImage,
    tweetText: post.text,
  };
  if (post.lang) result.lang = post.lang;
  if (thread.length > 1) {
    result.thread = thread.map((item) => item.text);
    result.tweetText = result.thread.join('\n\n');
  }
  if (thread.some((item) => item.truncated) || post.truncated) result.truncated = true;
  return result;
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
  /** Requests for a post already being fetched wait for that fetch instead of starting another. */
  const inFlight = new Map<string, Promise<FetchedPost>>();

  async function fetchFromSources(id: string, includeThread: boolean): Promise<FetchedPost> {
    const failures: Array<{ source: string; reason: string; timedOut: boolean }> = [];
    for (const source of sources) {
      const started = performance.now();
      try {
        const outcome = await source.fetchPost(id, { includeThread }, { timeoutMs, log });
        const ms = Math.round(performance.now() - started);
        if (outcome.kind === 'gone') {
          log.info({ id, source: source.name, ms, reason: outcome.reason }, 'post unavailable');
          throw goneError(outcome.reason);
        }
        log.info(
          { id, source: source.name, ms, threadLength: outcome.thread.length, fallbacks: failures },
          'post fetched',
        );
        return toFetchedPost(id, outcome);
      } catch (error) {
        if (!(error instanceof SourceFailure)) throw error;
        const ms = Math.round(performance.now() - started);
        failures.push({ source: source.name, reason: error.message, timedOut: error.timedOut });
        log.warn({ id, source: source.name, ms, reason: error.message }, 'post source failed');
      }
    }
    log.error({ id, failures }, 'every post source failed');
    if (failures.length > 0 && failures.every((failure) => failure.timedOut)) {
      throw new HttpError(504, 'X took too long to answer. Please try again in a moment.');
    }
    throw new HttpError(502, 'We could not reach X to read this post. Please try again later.');
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

  return {
    async getPost(id, { includeThread }) {
      if (!/^\d{1,20}$/.test(id)) throw new HttpError(400, 'That is not the id of an X post.');
      const key = `post:v1:${id}:${includeThread ? 'thread' : 'single'}`;
      const cached = await readCache(key);
      if (cached) {
        log.debug({ id, includeThread }, 'post from cache');
        return cached;
      }
      const pending = inFlight.get(key);
      if (pending) return pending;
      const fetching = fetchFromSources(id, includeThread)
        .then(async (post) => {
          await writeCache(key, post);
          return post;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, fetching);
      return fetching;
    },
  };
}
