/**
 * Reads a Mastodon status from the instance the visitor pasted, `GET /api/v1/statuses/<id>`, with
 * the rules of mastodon-instance.ts and fetch-instance-json.ts, and politely: in turns
 * (mastodon-pacing.ts), and once an instance says 429 or `X-RateLimit-Remaining: 0`, not called
 * again before its `X-RateLimit-Reset`. The answer is believed only for the status asked for (or
 * a boost of it), with account names and ids of the shapes mastodon-ids.ts allows.
 */
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { PostFacts, PostMedia } from '#core/index.ts';
import { HttpError } from '../errors.ts';
import type { AllowedHost } from '../image-proxy/allowed-hosts.ts';
import type { Resolver } from '../image-proxy/guarded-request.ts';
import type { FetchedPost } from '../services.ts';
import { fetchInstanceJson, InstanceFailure } from './fetch-instance-json.ts';
import { mastodonHtmlToText } from './mastodon-html.ts';
import { isMastodonAcct, isMastodonStatusId } from './mastodon-ids.ts';
import { checkInstance } from './mastodon-instance.ts';
import {
  createMastodonPacer,
  MASTODON_RETRY_AFTER_SECONDS,
  type MastodonPacingLimits,
  PacingRefused,
} from './mastodon-pacing.ts';
import { linkHost, textFacts } from './post-facts.ts';
import { cleanLang, MAX_POST_MEDIA } from './post-source.ts';

export const MASTODON_MESSAGES = {
  gone: 'This post was deleted, or is not public.',
  loggedInOnly: 'This Mastodon instance shows posts only to people who are logged in.',
  redirected: 'That Mastodon instance redirected us elsewhere, which we do not follow.',
  unreachable: 'We could not read this post from that Mastodon instance. Please try again later.',
  slow: 'That Mastodon instance took too long to answer. Please try again in a moment.',
  busy: 'That Mastodon instance asked us to wait before reading more posts. Please try again shortly.',
  refusedAddress:
    'We cannot read posts from that Mastodon address: it is not on the public internet.',
  otherSite: 'That Mastodon instance answered with a post of another site.',
  notAnId: 'That is not the id of a Mastodon post.',
  otherPost: 'That Mastodon instance answered with another post than the one in the link.',
  badAccount:
    'That Mastodon instance answered an account name that is not one (user or user@domain), so we do not show the post.',
  badId: 'That Mastodon instance answered a post id that is not a Mastodon post id.',
  instanceQueue:
    'We are already reading posts from that Mastodon instance. Please try again in a few seconds.',
  crowded: 'We are reading many Mastodon posts right now. Please try again in a few seconds.',
} as const;

/** Longest wait we take from an instance's reset time; a wrong clock must not block it for days. */
const MAX_WAIT_SECONDS = 15 * 60;
/** When an instance says 429 without saying until when. */
const DEFAULT_WAIT_SECONDS = 60;

const accountSchema = z.looseObject({
  acct: z.string().max(400),
  avatar: z.string().max(4096).optional().catch(undefined),
  avatar_static: z.string().max(4096).optional().catch(undefined),
});
const mentionSchema = z.looseObject({ url: z.string(), acct: z.string() });
const mediaSchema = z.looseObject({
  type: z.string(),
  url: z.string().max(4096).nullable().optional().catch(undefined),
  preview_url: z.string().max(4096).nullable().optional().catch(undefined),
  description: z.string().nullable().optional().catch(undefined),
});
const baseStatusSchema = z.looseObject({
  id: z.string(),
  url: z.string().nullable().optional(),
  content: z.string().max(500_000),
  spoiler_text: z.string().max(10_000).optional().catch(undefined),
  language: z.string().nullable().optional().catch(undefined),
  account: accountSchema,
  mentions: z.array(mentionSchema).optional().catch(undefined),
  tags: z
    .array(z.looseObject({ name: z.string() }))
    .optional()
    .catch(undefined),
  media_attachments: z.array(mediaSchema).optional().catch(undefined),
  poll: z
    .looseObject({ options: z.array(z.looseObject({ title: z.string() })) })
    .nullable()
    .optional()
    .catch(undefined),
  card: z
    .looseObject({
      url: z.string().optional(),
      title: z.string().optional(),
      description: z.string().optional(),
    })
    .nullable()
    .optional()
    .catch(undefined),
  in_reply_to_account_id: z.string().nullable().optional(),
});
type Status = z.infer<typeof baseStatusSchema> & {
  quote?: { quoted_status?: unknown } | null;
  reblog?: unknown;
};

/** `user@instance` for an account: its acct, with the instance added when it is local. */
function fullAcct(acct: string, instanceHost: string): string {
  const bare = acct.replace(/^@/, '');
  return bare.includes('@') ? bare : `${bare}@${instanceHost.replace(/:\d+$/, '')}`;
}

function statusText(status: Status, dropQuoteInline: boolean): string {
  return mastodonHtmlToText(status.content, {
    mentions: status.mentions ?? [],
    dropQuoteInline,
  });
}

/** The facts of a status besides its words: media with alt text, poll, link card, mentions, tags. */
function statusFacts(status: Status, text: string, quote: FetchedPost['quote']): PostFacts {
  const facts: PostFacts = {};
  const links = textFacts(text);
  if (links.linkHosts) facts.linkHosts = links.linkHosts;
  if (links.postLinkHosts) facts.postLinkHosts = links.postLinkHosts;
  const mentions = (status.mentions ?? []).map((mention) => mention.acct);
  if (mentions.length > 0) facts.mentions = [...new Set(mentions)];
  const tags = (status.tags ?? []).map((tag) => tag.name).filter(Boolean);
  if (tags.length > 0) facts.hashtags = [...new Set(tags)];
  const media = status.media_attachments ?? [];
  const photos = media.filter((item) => item.type === 'image' || item.type === 'gifv');
  const videos = media.filter((item) => item.type === 'video');
  if (photos.length > 0) facts.photos = photos.length;
  if (videos.length > 0) facts.videos = videos.length;
  const alts = media.map((item) => item.description?.trim()).filter((alt): alt is string => !!alt);
  if (alts.length > 0) facts.photoAlts = alts.map((alt) => alt.slice(0, 1_000));
  const options = status.poll?.options.map((option) => option.title.trim()).filter(Boolean) ?? [];
  if (options.length > 0) facts.pollOptions = options.slice(0, 10);
  const card = status.card;
  if (card && (card.title?.trim() || card.url)) {
    const host = card.url ? linkHost(card.url) : undefined;
    facts.linkCard = {
      ...(card.title?.trim() && { title: card.title.trim().slice(0, 300) }),
      ...(card.description?.trim() && { description: card.description.trim().slice(0, 1_000) }),
      ...(host && { host }),
      ...(card.url && { url: card.url }),
    };
  }
  if (quote) facts.quotes = quote.username;
  return facts;
}

export interface MastodonSourceOptions {
  privateHosts: readonly AllowedHost[];
  resolve?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
  /** Tests lower the turns' limits (mastodon-pacing.ts has the defaults). */
  pacing?: Partial<MastodonPacingLimits>;
}

export interface MastodonSource {
  fetchPost(ref: { host: string; scheme: 'https' | 'http'; id: string }): Promise<FetchedPost>;
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

  return {
    async fetchPost({ host, scheme, id }) {
      // Refused before any connection: scheme, port, IP literals, localhost, single labels.
      const target = checkInstance(host, scheme, options.privateHosts);
      if (!isMastodonStatusId(id)) throw new HttpError(400, MASTODON_MESSAGES.notAnId);
      const instance = target.allowed.host;
      throwIfWaiting(instance);
      let answer: Awaited<ReturnType<typeof fetchInstanceJson>>;
      try {
        answer = await pacer.run(instance, () => {
          // An answer that came while this fetch waited its turn may have asked us to stop.
          throwIfWaiting(instance);
          return fetchInstanceJson(
            new URL(`/api/v1/statuses/${id}`, target.origin),
            target.allowed,
            {
              ...(options.resolve && { resolve: options.resolve }),
              ...(options.timeoutMs && { timeoutMs: options.timeoutMs }),
              ...(options.maxBytes && { maxBytes: options.maxBytes }),
            },
          );
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
      if (answer.status === 404 || answer.status === 410) {
        throw new HttpError(404, MASTODON_MESSAGES.gone);
      }
      if (answer.status === 401 || answer.status === 403) {
        throw new HttpError(403, MASTODON_MESSAGES.loggedInOnly);
      }
      if (answer.status !== 200) throw new HttpError(502, MASTODON_MESSAGES.unreachable);
      return normaliseStatus(answer.json, target.origin, host, id);
    },
  };
}

/** A picture's own URL (an image) or its preview (a video's or a GIF's poster frame). */
function statusMedia(status: Status): PostMedia[] {
  return (status.media_attachments ?? [])
    .flatMap((item): PostMedia[] => {
      const photo = item.type === 'image';
      const url = photo ? (item.url ?? item.preview_url) : item.preview_url;
      if (!url || !['image', 'gifv', 'video'].includes(item.type)) return [];
      const alt = item.description?.trim();
      return [{ type: photo ? 'photo' : 'video', url, ...(alt && { alt: alt.slice(0, 1_000) }) }];
    })
    .slice(0, MAX_POST_MEDIA);
}

/**
 * Refuses an answer for another status than `askedId` (it may be a boost of it: the boost is
 * answered with the boosted status inside), an id that is not digits, and any account name we
 * would show (authors, the quoted author, mentions) that is not `user` or `user@domain`.
 */
function checkAnswer(outer: Status, status: Status, quoted: Status | undefined, askedId: string) {
  if (!isMastodonStatusId(outer.id) || !isMastodonStatusId(status.id)) {
    throw new HttpError(502, MASTODON_MESSAGES.badId);
  }
  if (outer.id !== askedId && status.id !== askedId) {
    throw new HttpError(502, MASTODON_MESSAGES.otherPost);
  }
  const accts = [outer, status, ...(quoted ? [quoted] : [])].flatMap((item) => [
    item.account.acct,
    ...(item.mentions ?? []).map((mention) => mention.acct),
  ]);
  if (!accts.every(isMastodonAcct)) throw new HttpError(502, MASTODON_MESSAGES.badAccount);
}

/** The status `askedId` as the API answers it; a boost stands for the boosted post. */
export function normaliseStatus(
  json: unknown,
  origin: string,
  pastedHost: string,
  askedId: string,
): FetchedPost {
  const parsed = baseStatusSchema.safeParse(json);
  if (!parsed.success) throw new HttpError(502, MASTODON_MESSAGES.unreachable);
  const outer = parsed.data as Status;
  const reblog = baseStatusSchema.safeParse(outer.reblog);
  const status = (reblog.success ? reblog.data : outer) as Status;
  const quoted = baseStatusSchema.safeParse(status.quote?.quoted_status);
  checkAnswer(outer, status, quoted.success ? (quoted.data as Status) : undefined, askedId);
  const quote = quoted.success
    ? {
        username: fullAcct(quoted.data.account.acct, pastedHost),
        text: statusText(quoted.data as Status, false),
      }
    : undefined;
  const text = statusText(status, quote !== undefined);
  const acct = fullAcct(status.account.acct, pastedHost);
  const postUrl = canonicalUrl(status, origin, pastedHost);
  const result: FetchedPost = {
    network: 'mastodon',
    id: status.id,
    username: acct,
    profileImage: status.account.avatar_static ?? status.account.avatar ?? '',
    tweetText: text,
    postUrl,
  };
  const lang = cleanLang(status.language);
  if (lang) result.lang = lang;
  if (quote) result.quote = quote;
  const warning = status.spoiler_text?.trim();
  if (warning) result.contentWarning = warning.slice(0, 500);
  const facts = statusFacts(status, text, quote);
  if (Object.keys(facts).length > 0) result.facts = facts;
  const media = statusMedia(status);
  if (media.length > 0) result.media = media;
  return result;
}

/**
 * The status's own link, which must be on the host that was pasted: an instance may not answer
 * for another site. A remote post (an `acct` with a domain) is linked as this instance shows it.
 */
function canonicalUrl(status: Status, origin: string, pastedHost: string): string {
  const own = `${origin}/@${status.account.acct}/${status.id}`;
  if (!status.url) return own;
  let url: URL;
  try {
    url = new URL(status.url);
  } catch {
    throw new HttpError(502, MASTODON_MESSAGES.otherSite);
  }
  if (
    url.host.toLowerCase() === pastedHost &&
    (url.protocol === 'https:' || url.protocol === 'http:')
  ) {
    return url.href;
  }
  if (status.account.acct.includes('@')) return own;
  throw new HttpError(502, MASTODON_MESSAGES.otherSite);
}
