/** The stored card a `/c/<id>` page carries (the server puts it in as inert JSON), read once. */
import {
  CARD_DATA_ELEMENT_ID,
  DEFAULT_CARD_THEME_ID,
  isCardMode,
  isCardThemeId,
  type SharedCardData,
} from '#core/index.ts';

/** The page's card, `missing` on the 404 page, or null on every other page. */
export function readSharedCard(
  doc: Document | undefined = globalThis.document,
): SharedCardData | null {
  // The build pre-renders the app without a document: that page carries no card.
  const text = doc?.getElementById(CARD_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as SharedCardData;
    if (data.status === 'missing') return data;
    if (data.status === 'found' && isCardMode(data.card?.mode) && isCardThemeId(data.theme)) {
      return data;
    }
  } catch {
    // Not ours: the app starts as on any page.
  }
  return null;
}

/**
 * The card's link with its theme and size, as Copy link copies it (the first theme and the 600px
 * card need no parameter).
 */
export function cardLinkWithTheme(url: string, theme: string, size = 'card'): string {
  const link = new URL(url);
  if (theme === DEFAULT_CARD_THEME_ID) link.searchParams.delete('theme');
  else link.searchParams.set('theme', theme);
  if (size === 'card') link.searchParams.delete('size');
  else link.searchParams.set('size', size);
  return link.href;
}

/** The server's picture of a stored card in a theme and size: the one renderer behind every export. */
export function storedCardPngUrl(id: string, theme: string, size: string, media = false): string {
  const query = new URLSearchParams({ theme, size, ...(media && { media: '1' }) });
  return `/c/${encodeURIComponent(id)}.png?${query}`;
}
