/** Turns posts into text for the clipboard and links into each network's composer. */
import { isDomainName, type NetworkId } from '#core/index.ts';

/** The whole thread, each post prefixed with `n/N` and separated by a blank line. */
export function formatThread(posts: readonly string[]): string {
  return posts.map((post, index) => `${index + 1}/${posts.length} ${post}`).join('\n\n');
}

/** X's web intent that opens the composer with `text` filled in. */
export function xIntentUrl(text: string): string {
  return `https://x.com/intent/post?text=${encodeURIComponent(replaceLoneSurrogates(text))}`;
}

/** Bluesky's web intent: its composer with `text` filled in. */
export function blueskyIntentUrl(text: string): string {
  return `https://bsky.app/intent/compose?text=${encodeURIComponent(replaceLoneSurrogates(text))}`;
}

/** A Mastodon instance's share page, on the visitor's own instance (a bare host name). */
export function mastodonShareUrl(instance: string, text: string): string {
  return `https://${instance}/share?text=${encodeURIComponent(replaceLoneSurrogates(text))}`;
}

/** The composer link of a post on `network`; Mastodon's needs the visitor's instance. */
export function composeUrl(
  network: NetworkId,
  text: string,
  mastodonInstance: string | null,
): string | undefined {
  if (network === 'bluesky') return blueskyIntentUrl(text);
  if (network === 'mastodon') {
    return mastodonInstance ? mastodonShareUrl(mastodonInstance, text) : undefined;
  }
  return xIntentUrl(text);
}

/**
 * The host of what a visitor typed as their Mastodon instance (`mastodon.social`,
 * `https://hachyderm.io/@me`), or null when it is no public host name.
 */
export function readInstance(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  try {
    const url = new URL(
      /^https?:\/\//i.test(text) ? text : `https://${text.replace(/^@?[^@\s]*@/, '')}`,
    );
    const host = url.hostname.toLowerCase();
    return isDomainName(host) && url.port === '' ? host : null;
  } catch {
    return null;
  }
}

/** encodeURIComponent throws on half an emoji (possible mid-edit); U+FFFD keeps the link valid. */
function replaceLoneSurrogates(text: string): string {
  return text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
}
