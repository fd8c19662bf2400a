/**
 * Reads a Bluesky post from the public AppView (`BLUESKY_BASE_URL`) with one call,
 * `app.bsky.feed.getPostThread`, through the AT Protocol client (@atcute/client) over our own
 * capped, timed fetch. Nothing else is ever called on a visitor's say-so: the host is ours.
 */
import type {} from '@atcute/bluesky';
import { Client } from '@atcute/client';
import type { ResourceUri } from '@atcute/lexicons';
import { z } from 'zod';
import { isDomainName, type PostFacts, type PostMedia } from '#core/index.ts';
import { HttpError } from '../errors.ts';
import type { FetchedPost } from '../services.ts';
import { applyFacets, type BlueskyFacet } from './bluesky-text.ts';
import { fetchUpstream } from './fetch-upstream.ts';
import { linkHost, textFacts } from './post-facts.ts';
import { cleanLang, MAX_POST_MEDIA, SourceFailure } from './post-source.ts';

/** The label an author sets to ask not to be shown to people who are not logged in. */
export const NO_UNAUTHENTICATED = '!no-unauthenticated';

export const BLUESKY_MESSAGES = {
  notFound: 'This Bluesky post does not exist or was deleted.',
  unknownHandle: 'There is no Bluesky account with that handle.',
  blocked: 'This Bluesky post is blocked from being shown.',
  loggedInOnly:
    "This author's posts are shown only to people logged in to Bluesky, so we do not make cards of them.",
  unreachable: 'We could not reach Bluesky to read this post. Please try again later.',
  slow: 'Bluesky took too long to answer. Please try again in a moment.',
} as const;

const facetSchema = z.object({
  index: z.object({ byteStart: z.number().int(), byteEnd: z.number().int() }),
  features: z.array(z.looseObject({ $type: z.string().optional() })),
});
const recordSchema = z.looseObject({
  text: z.string().max(100_000).default(''),
  facets: z.array(facetSchema).optional().catch(undefined),
  langs: z.array(z.string()).optional().catch(undefined),
  reply: z.unknown().optional(),
});
const authorSchema = z.looseObject({
  did: z.string(),
  handle: z.string(),
  avatar: z.string().optional(),
  labels: z
    .array(z.looseObject({ val: z.string() }))
    .optional()
    .catch(undefined),
});
/** Embeds are read loosely: an unknown shape is no fact, never a failure. */
const embedSchema = z.looseObject({ $type: z.string() });
const postSchema = z.looseObject({
  uri: z.string(),
  author: authorSchema,
  record: recordSchema,
  embed: embedSchema.optional().catch(undefined),
});
const threadSchema = z.object({
  thread: z.looseObject({ $type: z.string(), post: postSchema.optional() }),
});

type BlueskyPost = z.infer<typeof postSchema>;
type Embed = z.infer<typeof embedSchema>;

/** An object's field when it is an object; embeds nest, and every level may be missing. */
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

interface EmbedFacts {
  /** The pictures and video posters themselves, for the card. */
  media: PostMedia[];
  photos: number;
  photoAlts: string[];
  videos: number;
  linkCard?: NonNullable<PostFacts['linkCard']>;
  quote?: { username: string; text: string };
}

/** The quoted post of a `record#view` (or the record half of `recordWithMedia#view`). */
function readQuote(recordView: unknown): EmbedFacts['quote'] {
  const record = field(recordView, 'record');
  if (field(record, '$type') !== 'app.bsky.embed.record#viewRecord') return undefined;
  const handle = field(field(record, 'author'), 'handle');
  const value = field(record, 'value');
  const body = field(value, 'text');
  if (typeof handle !== 'string' || !isDomainName(handle) || typeof body !== 'string') {
    return undefined;
  }
  const facets = facetSchema.array().safeParse(field(value, 'facets'));
  return {
    username: handle.toLowerCase(),
    text: applyFacets(body, facets.success ? (facets.data as BlueskyFacet[]) : undefined).text,
  };
}

/** Pictures, videos, a link card and a quoted post: facts for the writer, never raw links. */
function readEmbed(embed: Embed | undefined, into: EmbedFacts): void {
  if (!embed) return;
  switch (embed.$type) {
    case 'app.bsky.embed.images#view': {
      const images = field(embed, 'images');
      if (!Array.isArray(images)) return;
      into.photos += images.length;
      for (const image of images) {
        const alt = text(field(image, 'alt'));
        if (alt) into.photoAlts.push(alt.slice(0, 1_000));
        const url = text(field(image, 'fullsize')) ?? text(field(image, 'thumb'));
        if (url) into.media.push({ type: 'photo', url, ...(alt && { alt: alt.slice(0, 1_000) }) });
      }
      return;
    }
    case 'app.bsky.embed.video#view': {
      into.videos += 1;
      const poster = text(field(embed, 'thumbnail'));
      if (poster) into.media.push({ type: 'video', url: poster });
      return;
    }
    case 'app.bsky.embed.external#view': {
      const external = field(embed, 'external');
      const title = text(field(external, 'title'));
      const uri = field(external, 'uri');
      const host = typeof uri === 'string' ? linkHost(uri) : undefined;
      if (title || host) {
        into.linkCard = {
          ...(title && { title: title.slice(0, 300) }),
          ...(text(field(external, 'description')) && {
            description: (text(field(external, 'description')) as string).slice(0, 1_000),
          }),
          ...(host && { host }),
          ...(typeof uri === 'string' && { url: uri }),
        };
      }
      return;
    }
    case 'app.bsky.embed.record#view':
      into.quote = readQuote(embed);
      return;
    case 'app.bsky.embed.recordWithMedia#view': {
      into.quote = readQuote(field(embed, 'record'));
      const media = embedSchema.safeParse(field(embed, 'media'));
      if (media.success) readEmbed(media.data, into);
      return;
    }
  }
}

/** The post as the API answers it: whole links, facts from facets and embeds, the quoted post. */
export function normaliseBlueskyPost(post: BlueskyPost, rkey: string): FetchedPost {
  const rich = applyFacets(post.record.text, post.record.facets as BlueskyFacet[] | undefined);
  const embed: EmbedFacts = { media: [], photos: 0, photoAlts: [], videos: 0 };
  readEmbed(post.embed, embed);
  const facts: PostFacts = {};
  const linkFacts = textFacts(rich.links.join(' '));
  const linkHosts = [...(linkFacts.linkHosts ?? [])];
  if (embed.linkCard?.host && !linkHosts.includes(embed.linkCard.host)) {
    linkHosts.push(embed.linkCard.host);
  }
  if (linkHosts.length > 0) facts.linkHosts = linkHosts;
  if (linkFacts.postLinkHosts) facts.postLinkHosts = linkFacts.postLinkHosts;
  if (rich.mentions.length > 0) facts.mentions = [...new Set(rich.mentions)];
  if (rich.hashtags.length > 0) facts.hashtags = [...new Set(rich.hashtags)];
  if (embed.photos > 0) facts.photos = embed.photos;
  if (embed.photoAlts.length > 0) facts.photoAlts = embed.photoAlts;
  if (embed.videos > 0) facts.videos = embed.videos;
  if (embed.linkCard) facts.linkCard = embed.linkCard;
  if (embed.quote) facts.quotes = embed.quote.username;
  const handle = post.author.handle.toLowerCase();
  const result: FetchedPost = {
    network: 'bluesky',
    id: rkey,
    username: handle,
    profileImage: post.author.avatar ?? '',
    tweetText: rich.text.trim(),
    postUrl: `https://bsky.app/profile/${handle}/post/${rkey}`,
  };
  const lang = cleanLang(post.record.langs?.[0]);
  if (lang) result.lang = lang;
  if (embed.quote) result.quote = embed.quote;
  if (embed.media.length > 0) result.media = embed.media.slice(0, MAX_POST_MEDIA);
  if (Object.keys(facts).length > 0) result.facts = facts;
  return result;
}

/** The AppView's error answer, as the lexicon defines it. */
const errorSchema = z.object({ error: z.string(), message: z.string().optional() });

export interface BlueskySource {
  fetchPost(ref: { actor: string; rkey: string }, timeoutMs: number): Promise<FetchedPost>;
}

export function createBlueskySource(baseUrl: string): BlueskySource {
  return {
    async fetchPost({ actor, rkey }, timeoutMs) {
      // The AT Protocol client builds the XRPC call; our fetch keeps the timeout and the size cap.
      const rpc = new Client({
        handler: async (pathname) => {
          const answer = await fetchUpstream(`${baseUrl}${pathname}`, { timeoutMs });
          return new Response(answer.text, {
            status: answer.status,
            headers: { 'content-type': answer.contentType },
          });
        },
      });
      const uri = `at://${actor}/app.bsky.feed.post/${rkey}` as ResourceUri;
      let response: { ok: boolean; status: number; data: unknown };
      try {
        response = await rpc.get('app.bsky.feed.getPostThread', {
          params: { uri, depth: 0, parentHeight: 0 },
        });
      } catch (error) {
        if (error instanceof SourceFailure && error.timedOut) {
          throw new HttpError(504, BLUESKY_MESSAGES.slow);
        }
        throw new HttpError(502, BLUESKY_MESSAGES.unreachable);
      }
      if (!response.ok) {
        const failure = errorSchema.safeParse(response.data);
        const name = failure.success ? failure.data.error : '';
        if (response.status === 400 && name === 'NotFound') {
          throw new HttpError(404, BLUESKY_MESSAGES.notFound);
        }
        if (response.status === 400 && name === 'InvalidRequest') {
          throw new HttpError(404, BLUESKY_MESSAGES.unknownHandle);
        }
        throw new HttpError(502, BLUESKY_MESSAGES.unreachable);
      }
      const parsed = threadSchema.safeParse(response.data);
      if (!parsed.success) throw new HttpError(502, BLUESKY_MESSAGES.unreachable);
      const { thread } = parsed.data;
      if (thread.$type === 'app.bsky.feed.defs#notFoundPost') {
        throw new HttpError(404, BLUESKY_MESSAGES.notFound);
      }
      if (thread.$type === 'app.bsky.feed.defs#blockedPost') {
        throw new HttpError(404, BLUESKY_MESSAGES.blocked);
      }
      if (thread.$type !== 'app.bsky.feed.defs#threadViewPost' || !thread.post) {
        throw new HttpError(502, BLUESKY_MESSAGES.unreachable);
      }
      const { post } = thread;
      if (post.author.labels?.some((label) => label.val === NO_UNAUTHENTICATED)) {
        throw new HttpError(403, BLUESKY_MESSAGES.loggedInOnly);
      }
      if (!isDomainName(post.author.handle)) throw new HttpError(502, BLUESKY_MESSAGES.unreachable);
      return normaliseBlueskyPost(post, rkey);
    },
  };
}
