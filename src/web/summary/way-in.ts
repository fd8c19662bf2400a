/**
 * Ways into the app from a link: `/?url=<post>&mode=<mode>` (also what X post paths on our host
 * redirect to) and the installed app's share target (`?url=`, `?text=`, `?title=`; share sheets
 * often put the link in `text`). The first X post URL found in any of them is used.
 */
import { type CardMode, isCardMode, parsePostUrl } from '#core/index.ts';

export interface WayIn {
  url: string;
  mode: CardMode;
}

/** Candidate links in a shared text: anything URL-shaped, with or without its scheme. */
const LINKISH = /(?:https?:\/\/)?(?:[\w-]+\.)+[a-z]{2,}\/\S+/gi;

/** The first X post URL in `text`, as written there, or undefined. */
export function findPostUrl(text: string): string | undefined {
  for (const match of text.matchAll(LINKISH)) {
    // Trailing punctuation from the sentence around the link is not part of it.
    const candidate = match[0].replace(/[)\].,;:!?'"»]+$/u, '');
    if (parsePostUrl(candidate)) return candidate;
  }
  return undefined;
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
