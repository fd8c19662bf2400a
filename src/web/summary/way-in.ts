/**
 * Ways into the app from a link: `/?url=<post>&mode=<mode>` (also what X post paths on our host
 * redirect to) and the installed app's share target (`?url=`, `?text=`, `?title=`; share sheets
 * often put the link in `text`). The first post URL (X, Bluesky or Mastodon) found in any of them
 * is used.
 */
import { type CardMode, findPathLinks, isCardMode, readPostUrl } from '#core/index.ts';

export interface WayIn {
  url: string;
  mode: CardMode;
}

/**
 * The first post URL in `text`, as written there, or undefined. A post's link always has a path, so
 * core's finder of links with a scheme or a path reads it as the server's finder does, without the
 * full list of top-level domains the server needs for bare hosts (it would not fit the first screen).
 */
export function findPostUrl(text: string): string | undefined {
  return findPathLinks(text).find(({ link }) => readPostUrl(link))?.link;
}

/** The post and mode a link asks for, or null when it asks for none. */
export function readWayIn(search: string): WayIn | null {
  const params = new URLSearchParams(search);
  for (const key of ['url', 'text', 'title']) {
    const value = params.get(key);
    const url = value ? findPostUrl(value) : undefined;
    if (url) {
      const mode = params.get('mode');
      return { url, mode: isCardMode(mode) ? mode : 'normal' };
    }
  }
  return null;
}
