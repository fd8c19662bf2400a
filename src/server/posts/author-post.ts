/**
 * One post of an author's own thread, with what its author chose for it: each network's reader
 * makes these, so a card of the thread keeps every post's own content warning, labels, sensitive
 * pictures and postgate, never only the asked post's.
 */
import type { PostFacts, PostMedia, QuotedPost, UnrolledPost } from '#core/index.ts';

export interface AuthorPost {
  /** X's id, Bluesky's record key or the Mastodon status id. */
  id: string;
  /** Its words as written, links whole. */
  text: string;
  /** Its own link. */
  url: string;
  /** When it was written, ISO 8601, where the source tells it. */
  createdAt?: string;
  /** The author's content warning (Mastodon's `spoiler_text`). */
  contentWarning?: string;
  /** Asks search engines to stay away (a Bluesky adult label, a Mastodon account's `noindex`). */
  noindex?: true;
  /** Carries one of Bluesky's adult labels (porn, sexual, nudity, graphic-media). */
  adultLabel?: true;
  /** Its author marked its pictures sensitive (Mastodon). */
  sensitiveMedia?: true;
  /** Its author turned quoting off (a Bluesky postgate), or whether they did could not be read. */
  quotingOff?: true;
  /** The pictures it may show: none under an adult label or marked sensitive. */
  media?: PostMedia[];
  /** Links, mentions, hashtags, pictures' descriptions: what the writer reads besides its words. */
  facts?: PostFacts;
  /** The post it quotes, its links whole. */
  quote?: QuotedPost;
}

/**
 * A post as a card's page unrolls it: its words, link, time and pictures' descriptions; behind a
 * content warning, the warning alone.
 */
export function unrolledPost(post: AuthorPost): UnrolledPost {
  const alts = (post.media ?? []).flatMap((item) => (item.alt ? [item.alt] : []));
  return {
    ...(post.contentWarning
      ? { contentWarning: post.contentWarning }
      : { text: post.text, ...(alts.length > 0 && { alts }) }),
    ...(post.url && { url: post.url }),
    ...(post.createdAt && { createdAt: post.createdAt }),
  };
}
