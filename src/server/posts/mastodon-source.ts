/**
 * Reads a Mastodon status from the instance the visitor pasted, `GET /api/v1/statuses/<id>`, with
 * the rules of mastodon-instance.ts and fetch-instance-json.ts, and politely: in turns
 * (mastodon-pacing.ts), and once an instance says 429 or `X-RateLimit-Remaining: 0`, not called
 * again before its `X-RateLimit-Reset`. The answer is read by mastodon-status.ts. Read with its
 * thread, it also asks the same instance for the status's context
 * (`/api/v1/statuses/<id>/context`), under the same rules, for the author's own thread
 * (mastodon-thread.ts).
 */
import { LRUCache } from 'lru-cache';
import { MASTODON_MESSAGES } from '#core/index.ts';
import { HttpError } from '../http/errors.ts';
import type { AllowedHost } from '../image-proxy/allowed-hosts.ts';
import type { Resolver } from '../image-proxy/guarded-request.ts';
import type { FetchedPost } from '../services.ts';
import { fetchInstanceJson, type InstanceAnswer, InstanceFailure } from './fetch-instance-json.ts';
import { authorPostOf } from './fetched-post.ts';
import { isMastodonStatusId } from './mastodon-ids.ts';
import { checkInstance, type InstanceTarget } from './mastodon-instance.ts';
import {
  createMastodonPacer,
  MASTODON_RETRY_AFTER_SECONDS,
  type MastodonPacingLimits,
  PacingRefused,
} from './mastodon-pacing.ts';
import { normaliseStatus, readStatus } from './mastodon-status.ts';
import { mastodonAuthorThread } from './mastodon-thread.ts';

export { MASTODON_MESSAGES } from '#core/index.ts';
export { normaliseStatus } from './mastodon-status.ts';

/** Longest wait we take from an instance's reset time; a wrong clock must not block it for days. */
const MAX_WAIT_SECONDS = 15 * 60;
/** When an instance says 429 without saying until when. */
const DEFAULT_WAIT_SECONDS = 60;

export interface MastodonSourceOptions {
  privateHosts: readonly AllowedHost[];
  resolve?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
  /** Tests lower the turns' limits (mastodon-pacing.ts has the defaults). */
  pacing?: Partial<MastodonPacingLimits>;
}

export interface MastodonFetchOptions {
  /** The author's own statuses before and after this one, from its context. */
  includeLaterPosts?: boolean;
}

export interface MastodonSource {
  fetchPost(
    ref: { host: string; scheme: 'https' | 'http'; id: string },
    options?: MastodonFetchOptions,
  ): Promise<FetchedPost>;
}

/** Seconds until an instance's `X-RateLimit-Reset` (an ISO time), within bounds. */
function secondsUntil(reset: string | string[] | undefined, now: number): number {
  const value = Array.isArray(reset) ? reset[0] : reset;
  const at = value ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(at)) return DEFAULT_WAIT_SECONDS;
  return Math.min(MAX_WAIT_SECONDS, Math.max(1, Math.ceil((at - now) / 1000)));
}

export function createMastodonSource(options: MastodonSourceOptions): MastodonSource {
  /** Instance host → when it may be called again (ms). Bounded: any number of hosts can be pasted. */
  const waits = new LRUCache<string, number>({ max: 10_000 });
  const busy = (seconds: number) =>
    new HttpError(503, MASTODON_MESSAGES.busy, { 'Retry-After': String(Math.max(1, seconds)) });
  /** One pacer for every fetch of this source: services make one source per server process. */
  const pacer = createMastodonPacer(options.pacing);
  const throwIfWaiting = (instance: string) => {
    const resumeAt = waits.get(instance);
    if (resumeAt !== undefined && resumeAt > Date.now()) {
      throw busy(Math.ceil((resumeAt - Date.now()) / 1000));
    }
  };

  /**
   * One GET of `path` on the instance, in its turn, or the HttpError a person reads; an answer
   * that asks us to wait (429, or none remaining) is remembered for the instance.
   */
  async function call(target: InstanceTarget, path: string): Promise<InstanceAnswer> {
    const instance = target.allowed.host;
    throwIfWaiting(instance);
    let answer: InstanceAnswer;
    try {
      answer = await pacer.run(instance, () => {
        // An answer that came while this fetch waited its turn may have asked us to stop.
        throwIfWaiting(instance);
        return fetchInstanceJson(new URL(path, target.origin), target.allowed, {
          ...(options.resolve && { resolve: options.resolve }),
          ...(options.timeoutMs && { timeoutMs: options.timeoutMs }),
          ...(options.maxBytes && { maxBytes: options.maxBytes }),
        });
      });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (error instanceof PacingRefused) {
        const message =
          error.stage === 'global' ? MASTODON_MESSAGES.crowded : MASTODON_MESSAGES.instanceQueue;
        throw new HttpError(503, message, {
          'Retry-After': String(MASTODON_RETRY_AFTER_SECONDS),
        });
      }
      const kind = error instanceof InstanceFailure ? error.kind : 'network';
      if (kind === 'timeout') throw new HttpError(504, MASTODON_MESSAGES.slow);
      if (kind === 'redirect') throw new HttpError(502, MASTODON_MESSAGES.redirected);
      if (kind === 'refusedAddress') throw new HttpError(400, MASTODON_MESSAGES.refusedAddress);
      throw new HttpError(502, MASTODON_MESSAGES.unreachable);
    }
    const now = Date.now();
    const reset = answer.headers['x-ratelimit-reset'];
    if (answer.status === 429) {
      const seconds = secondsUntil(reset, now);
      waits.set(instance, now + seconds * 1000);
      throw busy(seconds);
    }
    if (answer.headers['x-ratelimit-remaining'] === '0') {
      waits.set(instance, now + secondsUntil(reset, now) * 1000);
    }
    return answer;
  }

  return {
    async fetchPost({ host, scheme, id }, { includeLaterPosts = false } = {}) {
      // Refused before any connection: scheme, port, IP literals, localhost, single labels.
      const target = checkInstance(host, scheme, options.privateHosts);
      if (!isMastodonStatusId(id)) throw new HttpError(400, MASTODON_MESSAGES.notAnId);
      const answer = await call(target, `/api/v1/statuses/${id}`);
      if (answer.status === 404 || answer.status === 410) {
        throw new HttpError(404, MASTODON_MESSAGES.gone);
      }
      if (answer.status === 401 || answer.status === 403) {
        throw new HttpError(403, MASTODON_MESSAGES.loggedInOnly);
      }
      if (answer.status !== 200) throw new HttpError(502, MASTODON_MESSAGES.unreachable);
      const post = normaliseStatus(answer.json, target.origin, host, id);
      if (!includeLaterPosts) return post;
      // The thread is the card's extra: when the context cannot be had, the post alone.
      const { status } = readStatus(answer.json);
      let context: unknown;
      try {
        const reply = await call(target, `/api/v1/statuses/${status.id}/context`);
        if (reply.status === 200) context = reply.json;
      } catch {
        context = undefined;
      }
      const pictures = (status.media_attachments ?? []).length > 0;
      const asked = authorPostOf(post, { sensitiveMedia: status.sensitive === true && pictures });
      const thread = mastodonAuthorThread(status, asked, context, { origin: target.origin, host });
      if (thread) post.authorThread = thread;
      return post;
    },
  };
}
