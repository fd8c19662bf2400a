/**
 * What a person reads when a Mastodon post cannot be read. Every message names Mastodon (or "that
 * Mastodon instance"): never "X post", so a person knows which network said no.
 */
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
