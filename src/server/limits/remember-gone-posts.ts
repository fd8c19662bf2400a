/**
 * Remembers briefly that a post is gone (deleted, never existed, private, suspended...), so that
 * the same id asked again, by anyone, on any instance sharing the cache, costs no upstream call.
 * Without it, random ids are a way to make us call FxTwitter and X as often as one likes (issue 12).
 */
import { postRefKey } from '#core/index.ts';
import { HttpError } from '../http/errors.ts';
import type { Logger } from '../logging/logger.ts';
import type { Cache, PostService } from '../services.ts';

/** Short: a post made visible again (an account unlocked) shows up within two minutes. */
export const GONE_CACHE_SECONDS = 120;

interface GoneEntry {
  message: string;
}

const goneKey = (id: string) => `post-gone:v1:${id}`;

export function rememberGonePosts(posts: PostService, cache: Cache, logger: Logger): PostService {
  return {
    async getPost(ref, options) {
      const id = postRefKey(ref);
      const known = await cache.get<GoneEntry>(goneKey(id)).catch(() => undefined);
      if (known) throw new HttpError(404, known.message);
      try {
        return await posts.getPost(ref, options);
      } catch (error) {
        // Only a 404 is an answer about the post; 502/504 are about the sources and may pass.
        if (error instanceof HttpError && error.status === 404) {
          await cache
            .set(goneKey(id), { message: error.message } satisfies GoneEntry, GONE_CACHE_SECONDS)
            .catch((failure: Error) =>
              logger.warn({ id, reason: failure.message }, 'gone-post cache write failed'),
            );
        }
        throw error;
      }
    },
  };
}
