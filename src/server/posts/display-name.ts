/**
 * An author's display name as a source sends it, made safe to show next to the handle: it is
 * free text the author typed (emoji kept), but control characters, bidirectional overrides that
 * would turn the handle after it around, and line breaks have no place on one line of a card.
 */

/** Bluesky allows 64 graphemes, X 50 characters, Mastodon 30: more is not a name we read right. */
export const MAX_DISPLAY_NAME_GRAPHEMES = 64;

/** C0 and C1 control characters (line breaks and tabs among them): a space each. */
const CONTROLS = /\p{Cc}/gu;
/**
 * The bidi embeddings, overrides and isolates, and the byte-order mark: gone. Zero-width joiners
 * stay: emoji sequences (👩‍💻) are made of them.
 */
const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\uFEFF]/gu;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export interface DisplayNameOptions {
  /**
   * Mastodon's custom emoji shortcodes of this account (`blobcat` for `:blobcat:`): pictures
   * in Mastodon's own pages, only noise in a card's text, so they are taken out.
   */
  shortcodes?: readonly string[];
}

/** The name as one line of plain text, or undefined when nothing of it is left. */
export function cleanDisplayName(
  name: unknown,
  { shortcodes }: DisplayNameOptions = {},
): string | undefined {
  if (typeof name !== 'string') return undefined;
  let text = name.slice(0, 4_000).replace(CONTROLS, ' ').replace(INVISIBLE, '');
  for (const code of shortcodes ?? []) {
    if (/^[A-Za-z0-9_]{1,100}$/.test(code)) text = text.replaceAll(`:${code}:`, ' ');
  }
  text = text.replace(/\s+/gu, ' ').trim();
  if (text === '') return undefined;
  const parts = Array.from(graphemes.segment(text), (part) => part.segment);
  return parts.length > MAX_DISPLAY_NAME_GRAPHEMES
    ? parts.slice(0, MAX_DISPLAY_NAME_GRAPHEMES).join('').trim()
    : text;
}
