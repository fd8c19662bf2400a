/**
 * How long a post may be on each network, measured as that network measures it: X's weighted
 * length (280, twitter-text), Bluesky's graphemes (300, the lexicon's `maxGraphemes`), Mastodon's
 * characters (500, every link with http(s):// counting 23 and a remote mention only its `@user`, as
 * Mastodon's own counter does).
 */

import { findPathLinks } from './path-links.ts';
import { graphemes, postLength } from './post-length.ts';
import type { NetworkId } from './post-ref.ts';
import { segmentsOf } from './segments-of.ts';

export interface PostRules {
  network: NetworkId;
  /** The network's name as a person reads it. */
  name: string;
  limit: number;
  /** Above this the counter turns to a warning (X's 250 of 280: 30 before the limit). */
  warning: number;
  /** The post's length as the network counts it. */
  length(text: string): number;
  /** One grapheme's share of that length, links aside (an estimate the shaper then confirms). */
  graphemeLength(grapheme: string): number;
}

/** User-perceived characters, as Bluesky counts a post. */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of segmentsOf(graphemes(), text)) count += 1;
  return count;
}

const MASTODON_URL_LENGTH = 23;
const REMOTE_MENTION =
  /(^|[^\p{L}\p{N}_/])@([a-z0-9_]+(?:[a-z0-9_.-]+[a-z0-9_]+)?)@[a-z0-9.-]+[a-z0-9]/giu;

/**
 * Mastodon's count: code points, each link with http(s):// as 23 (its server reads links with
 * their protocol only: a bare `example.com` counts its letters), `@user@domain` as `@user`. Read
 * with path-links.ts alone, so the web app's counter does not carry the full link finder.
 */
export function mastodonLength(text: string): number {
  let linked = '';
  let consumed = 0;
  for (const { link, index } of findPathLinks(text)) {
    if (!/^https?:\/\//i.test(link)) continue;
    linked += `${text.slice(consumed, index)}${'x'.repeat(MASTODON_URL_LENGTH)}`;
    consumed = index + link.length;
  }
  const countable = `${linked}${text.slice(consumed)}`.replace(REMOTE_MENTION, '$1@$2');
  let count = 0;
  for (const _ of countable) count += 1;
  return count;
}

/** X's weight of one grapheme, links aside: emoji 2, else 1 or 2 per code point. */
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;
function xGraphemeWeight(grapheme: string): number {
  if (EMOJI.test(grapheme)) return 2;
  let weight = 0;
  for (const char of grapheme) {
    const code = char.codePointAt(0) ?? 0;
    const light =
      code <= 0x10ff ||
      (code >= 0x2000 && code <= 0x200d) ||
      (code >= 0x2010 && code <= 0x201f) ||
      (code >= 0x2032 && code <= 0x2037);
    weight += light ? 1 : 2;
  }
  return weight;
}

export const NETWORK_POST_RULES: Readonly<Record<NetworkId, PostRules>> = {
  x: {
    network: 'x',
    name: 'X',
    limit: 280,
    warning: 250,
    length: postLength,
    graphemeLength: xGraphemeWeight,
  },
  bluesky: {
    network: 'bluesky',
    name: 'Bluesky',
    limit: 300,
    warning: 270,
    length: graphemeCount,
    graphemeLength: () => 1,
  },
  mastodon: {
    network: 'mastodon',
    name: 'Mastodon',
    limit: 500,
    warning: 470,
    length: mastodonLength,
    graphemeLength: (grapheme) => [...grapheme].length,
  },
};

/** X's rules: what every thread was shaped by before networks were chosen. */
export const X_POST_RULES = NETWORK_POST_RULES.x;
