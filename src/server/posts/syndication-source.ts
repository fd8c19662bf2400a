/**
 * X's own embed backend, `cdn.syndication.twimg.com/tweet-result`: no key, but long posts come
 * cut short (`note_tweet`), and a thread must be walked upward one request per post.
 */
import { z } from 'zod';
import type { PostMedia } from '#core/index.ts';
import { cleanDisplayName } from './display-name.ts';
import {
  BROWSER_USER_AGENT,
  fetchUpstream,
  parseJsonAnswer,
  statusFailure,
} from './fetch-upstream.ts';
import { classifyTombstoneText } from './gone-reason.ts';
import { buildFacts, X_HANDLE } from './post-facts.ts';
import {
  cleanLang,
  type GoneReason,
  isoTime,
  MAX_POST_MEDIA,
  type NormalisedPost,
  type PostSource,
  type SourceContext,
  SourceFailure,
  snowflakeTime,
  toLargeAvatar,
} from './post-source.ts';
import { codePointOffset, isShowMoreLink, renderPostText, sliceCodePoints } from './post-text.ts';

/** How many posts above the asked one the thread walk may fetch. */
export const MAX_THREAD_DEPTH = 10;

/** The features flags X's own widget sends (react-tweet copies them); harmless, and expected. */
const FEATURES = [
  'tfw_timeline_list:',
  'tfw_follower_count_sunset:true',
  'tfw_tweet_edit_backend:on',
  'tfw_refsrc_session:on',
  'tfw_fosnr_soft_interventions_enabled:on',
  'tfw_show_birdwatch_pivots_enabled:on',
  'tfw_show_business_verified_badge:on',
  'tfw_duplicate_scribes_to_settings:on',
  'tfw_use_profile_image_shape_enabled:on',
  'tfw_show_blue_verified_badge:on',
  'tfw_legacy_timeline_sunset:true',
  'tfw_show_gov_verified_badge:on',
  'tfw_show_business_affiliate_badge:on',
  'tfw_tweet_edit_frontend:on',
].join(';');

/**
 * The token X's embed script computes. `Number(id)` loses precision on purpose: the widget does
 * the same lossy arithmetic, so the token only matches when we copy it exactly.
 */
export function syndicationToken(id: string): string {
  return ((Number(id) / 1e15) * Math.PI).toString(36).replace(/(0+|\.)/g, '');
}

/** Keeps the well-formed items of an entity list X may omit, send as `{}`, or send partly. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((entry) => item.safeParse(entry).success) : []),
    z.array(item),
  );

/** Entity `indices` count code points of the escaped text (react-tweet slices `Array.from(text)`). */
const indices = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
const linkEntity = z.object({
  url: z.string(),
  expanded_url: z.string().optional(),
  indices: indices.optional().catch(undefined),
});

const syndicationTweetSchema = z.object({
  id_str: z.string().regex(/^\d{1,20}$/),
  text: z.string(),
  display_text_range: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
  lang: z.string().nullish(),
  user: z.object({
    id_str: z.string().optional(),
    // X's rule for handles; anything else means this answer was not read right.
    screen_name: z.string().regex(X_HANDLE),
    profile_image_url_https: z.string().nullish(),
    // The display name; an odd one costs the name, never the post.
    name: z.string().nullish().catch(null),
  }),
  // ISO 8601 (`2026-02-16T11:24:04.000Z`).
  created_at: z.string().nullish().catch(null),
  entities: z
    .preprocess(
      (value) => (value && typeof value === 'object' ? value : {}),
      z.object({ urls: listOf(linkEntity), media: listOf(linkEntity) }),
    )
    .optional(),
  mediaDetails: listOf(
    z.object({
      url: z.string(),
      type: z.string().optional(),
      media_url_https: z.string().optional().catch(undefined),
      ext_alt_text: z.string().nullish().catch(undefined),
    }),
  ).optional(),
  in_reply_to_status_id_str: z.string().nullish(),
  in_reply_to_screen_name: z.string().nullish(),
  in_reply_to_user_id_str: z.string().nullish(),
  note_tweet: z.object({ id: z.string() }).nullish(),
  // Its handle for the facts; the whole quoted post is read again below for its text. A quote X
  // sends oddly must not cost us the post itself.
  quoted_tweet: z
    .looseObject({ user: z.object({ screen_name: z.string() }).nullish() })
    .nullish()
    .catch(null),
});

export type SyndicationTweet = z.infer<typeof syndicationTweetSchema>;

export type SyndicationAnswer =
  | { kind: 'tweet'; tweet: SyndicationTweet }
  | { kind: 'gone'; reason: GoneReason };

/** Classifies a 200 answer's JSON: a post, a tombstone, `{}` (not found), or garbage (throws). */
export function readSyndicationAnswer(json: unknown): SyndicationAnswer {
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new SourceFailure('answered something other than a JSON object');
  }
  const record = json as Record<string, unknown>;
  // `{}` with 200 is X's "not found" (react-tweet PR #199), like a 404.
  if (Object.keys(record).length === 0) return { kind: 'gone', reason: 'notFound' };
  if (record.__typename === 'TweetTombstone') {
    const text = z
      .object({ tombstone: z.object({ text: z.object({ text: z.string() }) }) })
      .safeParse(record);
    return {
      kind: 'gone',
      reason: text.success ? classifyTombstoneText(text.data.tombstone.text.text) : 'unavailable',
    };
  }
  if (record.__typename === 'TweetUnavailable') return { kind: 'gone', reason: 'unavailable' };
  const parsed = syndicationTweetSchema.safeParse(record);
  if (!parsed.success) {
    throw new SourceFailure(`unexpected post shape: ${parsed.error.issues[0]?.message ?? ''}`);
  }
  return { kind: 'tweet', tweet: parsed.data };
}

/**
 * The visible part of the escaped text, in code points. X counts `display_text_range` in UTF-16
 * units but entity `indices` in code points: after an astral emoji (💕, 📰, 👇) the range's end lies
 * past the code-point end, and slicing code points by it lets the start of the media link through
 * ("…💕💕 h"; recorded in syndication/1349129669258448897.json, range [0,53], media at [52,75]).
 * So the range is converted from UTF-16 units, and the text also ends where the first media link
 * starts (react-tweet does the same), since a range can include it (719484841172054016.json).
 */
function visibleRange(tweet: SyndicationTweet): [number, number] {
  const total = Array.from(tweet.text).length;
  if (!tweet.display_text_range) return [0, total];
  const [start16, end16] = tweet.display_text_range;
  const start = codePointOffset(tweet.text, start16);
  let end = Math.max(start, codePointOffset(tweet.text, end16));
  for (const media of tweet.entities?.media ?? []) {
    const mediaStart = media.indices?.[0];
    if (mediaStart !== undefined && mediaStart >= start && mediaStart < end) end = mediaStart;
  }
  return [start, end];
}

/**
 * A syndication post as plain text: the visible range, links expanded, media links dropped, then
 * entities (`&amp;`, `&lt;`, `&gt;`, numeric) decoded exactly once, in that order.
 */
export function normaliseSyndicationTweet(tweet: SyndicationTweet): NormalisedPost {
  const [start, end] = visibleRange(tweet);
  const expand = new Map<string, string>();
  const drop = new Set<string>();
  for (const link of tweet.entities?.urls ?? []) {
    if (!link.expanded_url || isShowMoreLink(link.expanded_url)) drop.add(link.url);
    else expand.set(link.url, link.expanded_url);
  }
  for (const media of tweet.entities?.media ?? []) drop.add(media.url);
  for (const media of tweet.mediaDetails ?? []) drop.add(media.url);
  const text = renderPostText(sliceCodePoints(tweet.text, start, end), { expand, drop });
  const media = tweet.mediaDetails ?? [];
  const post: NormalisedPost = {
    id: tweet.id_str,
    username: tweet.user.screen_name,
    profileImage: toLargeAvatar(tweet.user.profile_image_url_https),
    text,
  };
  const displayName = cleanDisplayName(tweet.user.name);
  if (displayName) post.displayName = displayName;
  const createdAt = isoTime(tweet.created_at) ?? snowflakeTime(tweet.id_str);
  if (createdAt) post.createdAt = createdAt;
  const facts = buildFacts(text, {
    photos: media.filter((item) => item.type === 'photo').length,
    // X's animated GIFs are looping videos.
    videos: media.filter((item) => item.type === 'video' || item.type === 'animated_gif').length,
    quotes: tweet.quoted_tweet?.user?.screen_name,
    replyTo: tweet.in_reply_to_status_id_str ? tweet.in_reply_to_screen_name : undefined,
  });
  if (Object.keys(facts).length > 0) post.facts = facts;
  // A photo's picture, or a video's and an animated GIF's poster frame: `media_url_https` for all.
  const pictures = media.flatMap((item): PostMedia[] =>
    item.media_url_https
      ? [
          {
            type: item.type === 'photo' ? 'photo' : 'video',
            url: item.media_url_https,
            ...(item.ext_alt_text && { alt: item.ext_alt_text }),
          },
        ]
      : [],
  );
  if (pictures.length > 0) post.media = pictures.slice(0, MAX_POST_MEDIA);
  // The quoted post, read as a post of its own: visible range, links whole, entities once.
  const quoted = syndicationTweetSchema.safeParse(tweet.quoted_tweet);
  if (quoted.success) {
    const { quoted_tweet: _nested, ...quotedTweet } = quoted.data;
    const quotedText = normaliseSyndicationTweet(quotedTweet).text;
    if (quotedText) post.quote = { username: quoted.data.user.screen_name, text: quotedText };
  }
  const lang = cleanLang(tweet.lang);
  if (lang) post.lang = lang;
  // `note_tweet` holds only an id: the body of a long post needs a logged-in GraphQL call, so
  // anonymously only its start is to be had here. Say so rather than pretend.
  if (tweet.note_tweet) post.truncated = true;
  return post;
}

function continuesOwnThread(tweet: SyndicationTweet): boolean {
  if (!tweet.in_reply_to_status_id_str) return false;
  if (tweet.in_reply_to_user_id_str && tweet.user.id_str) {
    return tweet.in_reply_to_user_id_str === tweet.user.id_str;
  }
  return tweet.in_reply_to_screen_name?.toLowerCase() === tweet.user.screen_name.toLowerCase();
}

function sameAuthor(a: SyndicationTweet, b: SyndicationTweet): boolean {
  if (a.user.id_str && b.user.id_str) return a.user.id_str === b.user.id_str;
  return a.user.screen_name.toLowerCase() === b.user.screen_name.toLowerCase();
}

export function createSyndicationSource(baseUrl: string): PostSource {
  async function fetchOne(id: string, timeoutMs: number): Promise<SyndicationAnswer> {
    const query = new URLSearchParams({
      id,
      lang: 'en',
      features: FEATURES,
      token: syndicationToken(id),
    });
    const answer = await fetchUpstream(`${baseUrl}/tweet-result?${query}`, {
      timeoutMs,
      headers: { 'user-agent': BROWSER_USER_AGENT, referer: 'https://platform.twitter.com/' },
    });
    if (answer.status === 404) return { kind: 'gone', reason: 'notFound' };
    // 403/429/5xx and the HTML X's CDN sends to some cloud addresses say nothing about the post.
    if (answer.status !== 200) throw statusFailure(answer);
    return readSyndicationAnswer(parseJsonAnswer(answer));
  }

  /** Walks up while the author replies to themself; any trouble ends the walk, not the request. */
  async function walkUp(
    focal: SyndicationTweet,
    context: SourceContext,
  ): Promise<NormalisedPost[]> {
    const ancestors: NormalisedPost[] = [];
    const deadline = Date.now() + 2 * context.timeoutMs;
    let current = focal;
    while (continuesOwnThread(current) && ancestors.length < MAX_THREAD_DEPTH) {
      const parentId = current.in_reply_to_status_id_str as string;
      const remaining = deadline - Date.now();
      if (remaining <= 0) break;
      let answer: SyndicationAnswer;
      try {
        answer = await fetchOne(parentId, Math.min(context.timeoutMs, remaining));
      } catch (error) {
        context.log.warn({ parentId, reason: (error as Error).message }, 'thread walk stopped');
        break;
      }
      if (answer.kind !== 'tweet' || !sameAuthor(answer.tweet, focal)) break;
      ancestors.unshift(normaliseSyndicationTweet(answer.tweet));
      current = answer.tweet;
    }
    return ancestors;
  }

  return {
    name: 'syndication',
    async fetchPost(id, { includeThread, includeLaterPosts = false }, context) {
      const answer = await fetchOne(id, context.timeoutMs);
      if (answer.kind === 'gone') return answer;
      const post = normaliseSyndicationTweet(answer.tweet);
      // X's embed shows what a post replies to, never its replies: no later posts from here.
      const ancestors =
        includeThread || includeLaterPosts ? await walkUp(answer.tweet, context) : [];
      return { kind: 'found', post, thread: [...ancestors, post] };
    },
  };
}
