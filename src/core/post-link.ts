/**
 * What a pasted link is on the three networks, post or not: a post, a profile or another page of
 * X, Bluesky or Mastodon, or none of theirs. A link of one of them that names no post is answered
 * with what it is ("That is a profile, not a post"); only a link of no network gets the spec's
 * "Error processing the URL…" alert on the page (issue 46, item 5).
 */
import {
  isThreadsHost,
  isThreadsPostUrl,
  POST_URL_HOSTS,
  THREADS_POST_MESSAGE,
} from './parse-post-url.ts';
import { isBlueskyHost, type NetworkId, readPostUrl } from './post-ref.ts';

export interface PostLink {
  network: NetworkId;
  /** `page`: a page of the network that is neither a post nor a profile (a feed, a search). */
  kind: 'post' | 'profile' | 'page';
}

/** What a post link looks like on each network, as the messages show it. */
export const POST_URL_FORM: Record<NetworkId, string> = {
  x: 'https://x.com/someone/status/1234567890',
  bluesky: 'https://bsky.app/profile/someone.bsky.social/post/3kabc2defgh2x',
  mastodon: 'https://mastodon.social/@someone/1234567890',
};

/** The sentence a link of no network is answered with: what a post link looks like, per network. */
export const POST_URL_FORMS = `A post link looks like ${POST_URL_FORM.x} (X), ${POST_URL_FORM.bluesky} (Bluesky) or ${POST_URL_FORM.mastodon} (Mastodon).`;

/** Said of a network's profile link in place of a post's. */
export const PROFILE_NOT_POST = 'That is a profile, not a post.';

const NAMES: Record<NetworkId, string> = { x: 'X', bluesky: 'Bluesky', mastodon: 'Mastodon' };

const X_HOSTS = new Set(POST_URL_HOSTS);
/** X's own pages that share the place of a profile's name in a link. */
const X_PAGES = new Set(
  'home explore search i settings messages notifications compose hashtag login logout signup tos privacy intent share jobs account download about'.split(
    ' ',
  ),
);
/** `/<name>`, or one of its tabs. */
const X_PROFILE =
  /^\/([A-Za-z0-9_]{1,15})(?:\/(?:with_replies|media|likes|highlights|articles|following|followers|verified_followers))?\/?$/;
/** `/profile/<handle or DID>`, or who it follows and is followed by. */
const BLUESKY_PROFILE = /^\/profile\/[^/]+(?:\/(?:follows|followers|known-followers))?\/?$/;
/** `/@user`, `/@user@domain`, a tab of theirs, or `/users/user`. */
const MASTODON_PROFILE =
  /^\/(?:@[A-Za-z0-9_.-]{1,64}(?:@[A-Za-z0-9.-]{1,253})?(?:\/(?:with_replies|media|tagged\/[^/]+))?|users\/[A-Za-z0-9_.-]{1,64})\/?$/;
/** Any page under a Mastodon account (`/@user/…`): its other pages. */
const MASTODON_ACCOUNT_PAGE = /^\/@[A-Za-z0-9_.-]{1,64}(?:@[A-Za-z0-9.-]{1,253})?\//;
/**
 * Sites whose profiles are `/@name` too but are no Mastodon instance (Threads is answered on its
 * own), so their links are links of no network here.
 */
const NOT_MASTODON = /(?:^|\.)(?:youtube\.com|tiktok\.com|medium\.com|substack\.com)$/;

function toUrl(text: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The network a pasted link is of and what it names there, or null for a link of none of them. */
export function readPostLink(input: string): PostLink | null {
  if (typeof input !== 'string') return null;
  const post = readPostUrl(input);
  if (post) return { network: post.network, kind: 'post' };
  const text = input.trim();
  const url = text === '' || text.length > 2_048 ? null : toUrl(text);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  if (X_HOSTS.has(host)) {
    const name = X_PROFILE.exec(url.pathname)?.[1];
    const profile = name !== undefined && !X_PAGES.has(name.toLowerCase());
    return { network: 'x', kind: profile ? 'profile' : 'page' };
  }
  if (isBlueskyHost(host)) {
    return { network: 'bluesky', kind: BLUESKY_PROFILE.test(url.pathname) ? 'profile' : 'page' };
  }
  if (isThreadsHost(host) || NOT_MASTODON.test(host)) return null;
  if (MASTODON_PROFILE.test(url.pathname)) return { network: 'mastodon', kind: 'profile' };
  if (MASTODON_ACCOUNT_PAGE.test(url.pathname)) return { network: 'mastodon', kind: 'page' };
  return null;
}

/**
 * Why a link names no post, for the 400 a person reads: a network's profile or other page says
 * what it is and what a post link of that network looks like; a link of no network, what a post
 * link looks like on each. A Threads post is a post, but one no one can read without Threads'
 * app: that link gets its own message.
 */
export function unreadablePostUrlMessage(input: string): string {
  if (isThreadsPostUrl(input)) return THREADS_POST_MESSAGE;
  const link = readPostLink(input);
  if (!link) return `That is not the link of a post. ${POST_URL_FORMS}`;
  const form = `A post link on ${NAMES[link.network]} looks like ${POST_URL_FORM[link.network]}.`;
  const lead =
    link.kind === 'profile' ? PROFILE_NOT_POST : `That ${NAMES[link.network]} link is not a post.`;
  return `${lead} ${form}`;
}
