/**
 * What a person reads when a post of X, Bluesky or Mastodon cannot be read: the server's error
 * answers, said first and alone on the page (issue 46, item 5). Each says what happened, and names
 * the network that could not be reached or said no, never "X" for another network's post.
 */

/** An X post's failures: why X will not show it (its tombstone's reason), or X could not be read. */
export const X_MESSAGES = {
  notFound: 'This post does not exist or was deleted.',
  deleted: 'This post was deleted.',
  private: "This account's posts are private.",
  suspended: 'This post is from a suspended account.',
  ageRestricted: 'This post is age-restricted: X shows it only to logged-in adults.',
  unavailable: 'X says this post is unavailable.',
  unreachable: 'We could not reach X to read this post. Please try again later.',
  slow: 'X took too long to answer. Please try again in a moment.',
  notAnId: 'That is not the id of an X post.',
} as const;

/** Every message names Bluesky: a person must know which network said no. */
export const BLUESKY_MESSAGES = {
  notFound: 'This Bluesky post does not exist or was deleted.',
  unknownHandle: 'There is no Bluesky account with that handle.',
  blocked: 'This Bluesky post is blocked from being shown.',
  loggedInOnly:
    "This author's posts are shown only to people logged in to Bluesky, so we do not make cards of them.",
  quotingOff: 'The author of this Bluesky post turned off quoting, so no card can be made of it.',
  quotingUnknown:
    'We could not read from Bluesky whether the author of this post allows quoting, so no Quote card can be made of it now. Please try again later, or make a Normal card.',
  unreachable: 'We could not reach Bluesky to read this post. Please try again later.',
  slow: 'Bluesky took too long to answer. Please try again in a moment.',
} as const;

/** Every message names Mastodon (or "that Mastodon instance"). */
export const MASTODON_MESSAGES = {
  gone: 'This Mastodon post was deleted, or is not public.',
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
