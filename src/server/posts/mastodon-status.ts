/**
 * A Mastodon `Status` entity read into our answer: its HTML as plain text with whole links, its
 * facts, the quoted post, the author's name and when it was written, checked first: the instance
 * is whatever host a visitor pasted, so its ids and account names are believed only in the
 * shapes mastodon-ids.ts allows, and only for the status asked for (or a boost of it).
 */
import { z } from 'zod';
import { MASTODON_MESSAGES, type PostFacts, type PostMedia } from '#core/index.ts';
import { HttpError } from '../http/errors.ts';
import type { FetchedPost } from '../services.ts';
import { cleanDisplayName } from './display-name.ts';
import { mastodonHtmlToText } from './mastodon-html.ts';
import { isMastodonAcct, isMastodonStatusId } from './mastodon-ids.ts';
import { linkHost, textFacts } from './post-facts.ts';
import { cleanLang, isoTime, MAX_POST_MEDIA } from './post-source.ts';

const accountSchema = z.looseObject({
  // Compared, never shown: which posts of a thread are the author's own.
  id: z.string().max(100).optional().catch(undefined),
  acct: z.string().max(400),
  display_name: z.string().max(4_000).optional().catch(undefined),
  // The account's custom emoji, whose `:shortcode:` its display name holds.
  emojis: z
    .array(z.looseObject({ shortcode: z.string().max(100) }))
    .optional()
    .catch(undefined),
  // The author asked search engines not to index their posts.
  noindex: z.boolean().nullable().optional().catch(undefined),
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
export const baseStatusSchema = z.looseObject({
  id: z.string(),
  created_at: z.string().max(100).optional().catch(undefined),
  // The author marked the media sensitive: it is shown behind a warning, so not on a card.
  sensitive: z.boolean().optional().catch(undefined),
  in_reply_to_id: z.string().nullable().optional().catch(undefined),
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
export type Status = z.infer<typeof baseStatusSchema> & {
  quote?: { quoted_status?: unknown } | null;
  reblog?: unknown;
};

/** `user@instance` for an account: its acct, with the instance added when it is local. */
function fullAcct(acct: string, instanceHost: string): string {
  const bare = acct.replace(/^@/, '');
  return bare.includes('@') ? bare : `${bare}@${instanceHost.replace(/:\d+$/, '')}`;
}

export function statusText(status: Status, dropQuoteInline: boolean): string {
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
  checkNames(outer, status, quoted);
  if (outer.id !== askedId && status.id !== askedId) {
    throw new HttpError(502, MASTODON_MESSAGES.otherPost);
  }
}

/** Refuses any status id that is not digits and any account name we would show that is no acct. */
export function checkNames(...statuses: Array<Status | undefined>): void {
  const present = statuses.filter((item): item is Status => item !== undefined);
  if (!present.every((item) => isMastodonStatusId(item.id))) {
    throw new HttpError(502, MASTODON_MESSAGES.badId);
  }
  const accts = present.flatMap((item) => [
    item.account.acct,
    ...(item.mentions ?? []).map((mention) => mention.acct),
  ]);
  if (!accts.every(isMastodonAcct)) throw new HttpError(502, MASTODON_MESSAGES.badAccount);
}

/** The status a status answer stands for: itself, or for a boost the boosted post. */
export function readStatus(json: unknown): { outer: Status; status: Status } {
  const parsed = baseStatusSchema.safeParse(json);
  if (!parsed.success) throw new HttpError(502, MASTODON_MESSAGES.unreachable);
  const outer = parsed.data as Status;
  const reblog = baseStatusSchema.safeParse(outer.reblog);
  return { outer, status: (reblog.success ? reblog.data : outer) as Status };
}

/**
 * The status `askedId` as the API answers it; a boost stands for the boosted post. The author's
 * name without custom emoji shortcodes (the acct where none is left), no media the author marked
 * sensitive, and `noindex` where the account asked search engines to stay away.
 */
export function normaliseStatus(
  json: unknown,
  origin: string,
  pastedHost: string,
  askedId: string,
): FetchedPost {
  const { outer, status } = readStatus(json);
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
  const shortcodes = (status.account.emojis ?? []).map((emoji) => emoji.shortcode);
  const result: FetchedPost = {
    network: 'mastodon',
    id: status.id,
    username: acct,
    displayName: cleanDisplayName(status.account.display_name, { shortcodes }) ?? acct,
    profileImage: status.account.avatar_static ?? status.account.avatar ?? '',
    tweetText: text,
    postUrl,
  };
  const createdAt = isoTime(status.created_at);
  if (createdAt) result.createdAt = createdAt;
  if (status.account.noindex === true) result.noindex = true;
  const lang = cleanLang(status.language);
  if (lang) result.lang = lang;
  if (quote) result.quote = quote;
  const warning = status.spoiler_text?.trim();
  if (warning) result.contentWarning = warning.slice(0, 500);
  const facts = statusFacts(status, text, quote);
  if (Object.keys(facts).length > 0) result.facts = facts;
  const media = status.sensitive === true ? [] : statusMedia(status);
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
