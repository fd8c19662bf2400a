/**
 * The page's words that name a social network. X keeps the spec's exact texts ("Create X Post
 * Summary", "X Post Summary"); a Bluesky or Mastodon link gets the same sentence with its own
 * network's name, never "X post".
 */
import { NETWORK_POST_RULES, type NetworkId, readPostLink } from '#core/index.ts';

/** The network a typed link is of (a post or a profile); X for anything else (no link yet). */
export const linkNetwork = (url: string): NetworkId => readPostLink(url)?.network ?? 'x';

const nameOf = (network: NetworkId = 'x'): string => NETWORK_POST_RULES[network].name;

/** The summary panel's heading. */
export const postSummaryTitle = (network?: NetworkId): string =>
  `Create ${nameOf(network)} Post Summary`;

/** The thread panel's heading, for the network the thread is made for. */
export const threadTitle = (network?: NetworkId): string =>
  `Create ${nameOf(network)} Thread from Text`;

/** What Copy says once the card's picture is on the clipboard (spec section 8 for X). */
export const copiedMessage = (network?: NetworkId): string =>
  `✅ Image copied! Now paste it into ${nameOf(network)}.`;

/** The share sheet's title (spec section 9 for X). */
export const shareTitle = (network?: NetworkId): string => `${nameOf(network)} Post Summary`;
