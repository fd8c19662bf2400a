/**
 * What is true of a post besides its words, read from the source's entities. The embedded writer
 * states these ("Links to an article on reddit.com.", "Comes with a photo.") before any filler.
 * Every field is optional: a source that cannot tell leaves it out.
 */
export interface PostFacts {
  /** Hosts of the links the post carries, expanded and without `www.` (e.g. `reddit.com`). */
  linkHosts?: string[];
  /**
   * Those of `linkHosts` whose link is a post (`x.com/<user>/status/<id>`): only these are called
   * posts; another page of the same host (`x.com/i/live-studio`) is a page.
   */
  postLinkHosts?: string[];
  photos?: number;
  /** The pictures' descriptions (alt text), where the author wrote them. */
  photoAlts?: string[];
  videos?: number;
  /** The link preview the post carries (Bluesky's external embed, Mastodon's card). */
  linkCard?: { title?: string; description?: string; host?: string; url?: string };
  /** A poll's options, in order. */
  pollOptions?: string[];
  /** Handles the post mentions, without `@`. */
  mentions?: string[];
  /** Hashtags, without `#`. */
  hashtags?: string[];
  /** The handle of the post this one quotes. */
  quotes?: string;
  /** The handle this post replies to, when it is a reply. */
  replyTo?: string;
  /** Posts in the author's thread, this one included, when it is part of one. */
  threadLength?: number;
  /** The text is only the opening of a longer post: the source cut it short (X's syndication). */
  truncated?: boolean;
}
