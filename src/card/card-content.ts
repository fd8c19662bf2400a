/** What a card shows, the same for the 600px card and every fixed size, and the names it draws. */
import type { CardMode, NetworkId } from '#core/index.ts';

/** What a card shows, with its pictures already resolved to URLs the renderer can load. */
export interface CardContent {
  mode: CardMode;
  username: string;
  /** The author's display name, drawn above the @handle (a pasted text's author name). */
  displayName?: string;
  /** The network the post was read from, drawn as a small mark; none for pasted text. */
  network?: NetworkId;
  /** When the post was written (ISO 8601), drawn in the card's language unless `hideDate`. */
  createdAt?: string;
  /** The visitor chose to leave the date off (remembered by the app, `date=off` on links). */
  hideDate?: boolean;
  /** The card is of the author's thread of this many posts: said beside the date. */
  threadPosts?: number;
  /** Posts of the thread's middle the writer was not given (it did not fit): said too. */
  threadPostsCut?: number;
  /** Quote mode: the posts drawn, in order (the post's own text, or its author's thread). */
  posts?: readonly string[];
  /** Quote mode: the post the quoted post quotes. */
  quote?: { username: string; text: string };
  /** The profile picture's URL as the renderer loads it. */
  profileImageSrc: string;
  /** The summary's lines, already split (normal and troll). */
  lines: readonly string[];
  /**
   * The meme's caption and its picture; an empty imageSrc shows a quiet block while it loads.
   * `whole`: draw the picture whole (a bundled reaction picture, the fixed GIF), never cropped.
   */
  meme?: { caption: string; imageSrc: string; whole?: boolean };
  /** Where the card was made, e.g. `summary.example.com`. */
  host: string;
  /** The language of the summary lines or the caption (the post's). */
  lang?: string;
  /**
   * The language the post's date is written in: the post's own, as its source tagged it, fixed for
   * the card (issue 40, item 7), so the date never changes form as the lines stream in; `lang`
   * when absent.
   */
  dateLang?: string;
  /** The author's content warning (Mastodon), shown before the card's text. */
  contentWarning?: string;
  /** The post's own picture, shown on normal and troll cards when the visitor asks for it. */
  picture?: { src: string; alt?: string };
}

/** Shown after the username on troll cards. */
export const TROLL_BADGE = '🧌';

/** What a card made from pasted text shows where a post's handle would be (it has none). */
export const PASTED_TEXT_LABEL = 'From pasted text';

/** The handle line: `@user`, or the pasted-text label when the card has no post behind it. */
export const handleOf = (card: CardContent): string =>
  card.username === '' ? PASTED_TEXT_LABEL : `@${card.username}`;

/**
 * The display name worth drawing above the handle: none when it is blank or only repeats the
 * handle (a source that knows no name gives the handle as the name).
 */
export function displayNameOf(card: CardContent): string | undefined {
  const name = card.displayName?.trim();
  if (!name) return undefined;
  const bare = name.replace(/^@/, '').toLowerCase();
  return bare === card.username.toLowerCase() ? undefined : name;
}
