/**
 * A Bluesky post view (`app.bsky.feed.defs#postView`, as the AppView answers it) read into our
 * answer: its text with whole links, facts from its facets and embeds, the quoted post, its
 * author's display name, when it was written, and what its labels ask of us.
 */
import { z } from 'zod';
import { isDomainName, type PostFacts, type PostMedia } from '#core/index.ts';
import type { FetchedPost } from '../services.ts';
import { applyFacets, type BlueskyFacet } from './bluesky-text.ts';
import { cleanDisplayName } from './display-name.ts';
import { linkHost, textFacts } from './post-facts.ts';
import { cleanLang, isoTime, MAX_POST_MEDIA } from './post-source.ts';

/**
 * Labels (Bluesky's moderation or the author's own) under which the post is not shown to
 * everyone: its pictures stay off the card, and the card's page asks search engines to stay away.
 */
export const ADULT_LABELS: ReadonlySet<string> = new Set([
  'porn',
  'sexual',
  'nudity',
  'graphic-media',
]);

const labelSchema = z.looseObject({
  val: z.string(),
  src: z.string().optional().catch(undefined),
  neg: z.boolean().optional().catch(undefined),
});
const labelsSchema = z.array(labelSchema).optional().catch(undefined);

export const facetSchema = z.object({
  index: z.object({ byteStart: z.number().int(), byteEnd: z.number().int() }),
  features: z.array(z.looseObject({ $type: z.string().optional() })),
});
const recordSchema = z.looseObject({
  text: z.string().max(100_000).default(''),
  facets: z.array(facetSchema).optional().catch(undefined),
  langs: z.array(z.string()).optional().catch(undefined),
  reply: z.unknown().optional(),
  createdAt: z.string().optional().catch(undefined),
  // The author's own labels, set when posting (`com.atproto.label.defs#selfLabels`).
  labels: z
    .looseObject({ values: z.array(labelSchema) })
    .optional()
    .catch(undefined),
});
const authorSchema = z.looseObject({
  did: z.string(),
  handle: z.string(),
  avatar: z.string().optional(),
  displayName: z.string().optional().catch(undefined),
  labels: labelsSchema,
});
/** Embeds are read loosely: an unknown shape is no fact, never a failure. */
const embedSchema = z.looseObject({ $type: z.string() });
export const postSchema = z.looseObject({
  uri: z.string(),
  author: authorSchema,
  record: recordSchema,
  embed: embedSchema.optional().catch(undefined),
  labels: labelsSchema,
});

export type BlueskyPost = z.infer<typeof postSchema>;
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

/** Whether the post, its author or the author's own self-labels carry one of ADULT_LABELS. */
export function hasAdultLabel(post: BlueskyPost): boolean {
  const labels = [
    ...(post.labels ?? []),
    ...(post.author.labels ?? []),
    ...(post.record.labels?.values ?? []),
  ];
  // A negation is a labeller taking its own label back: that label no longer counts.
  const takenBack = new Set(
    labels.filter((label) => label.neg === true).map((label) => `${label.src}\n${label.val}`),
  );
  return labels.some(
    (label) =>
      label.neg !== true &&
      ADULT_LABELS.has(label.val) &&
      !takenBack.has(`${label.src}\n${label.val}`),
  );
}

/**
 * The post as the API answers it: whole links, facts from facets and embeds, the quoted post,
 * the author's name (the handle where none), and no pictures under an adult label.
 */
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
    displayName: cleanDisplayName(post.author.displayName) ?? handle,
    profileImage: post.author.avatar ?? '',
    tweetText: rich.text.trim(),
    postUrl: `https://bsky.app/profile/${handle}/post/${rkey}`,
  };
  const createdAt = isoTime(post.record.createdAt);
  if (createdAt) result.createdAt = createdAt;
  const lang = cleanLang(post.record.langs?.[0]);
  if (lang) result.lang = lang;
  if (embed.quote) result.quote = embed.quote;
  const adult = hasAdultLabel(post);
  if (adult) result.noindex = true;
  else if (embed.media.length > 0) result.media = embed.media.slice(0, MAX_POST_MEDIA);
  if (Object.keys(facts).length > 0) result.facts = facts;
  return result;
}
