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

/** `?date=off` on a card link: the card is shown, and exported, without its date. */
export function readLinkedHideDate(search: string = globalThis.location?.search ?? ''): boolean {
  return new URLSearchParams(search).get('date') === 'off';
}

/** `?media=1` on a card link: the card is shown, and exported, with its post's picture. */
export function readLinkedShowPicture(search: string = globalThis.location?.search ?? ''): boolean {
  return new URLSearchParams(search).get('media') === '1';
}

/**
 * The card's link with its theme, size, date and picture choices, as Copy link copies it (the first
 * theme, the 600px card, a shown date and no post picture need no parameter). The link's page and
 * its preview picture then show the card as its maker saw it.
 */
export function cardLinkWithTheme(
  url: string,
  theme: string,
  {
    size = 'card',
    hideDate = false,
    showPicture = false,
  }: { size?: string; hideDate?: boolean; showPicture?: boolean } = {},
): string {
  const link = new URL(url);
  if (theme === DEFAULT_CARD_THEME_ID) link.searchParams.delete('theme');
  else link.searchParams.set('theme', theme);
  if (size === 'card') link.searchParams.delete('size');
  else link.searchParams.set('size', size);
  if (hideDate) link.searchParams.set('date', 'off');
  else link.searchParams.delete('date');
  if (showPicture) link.searchParams.set('media', '1');
  else link.searchParams.delete('media');
  return link.href;
}

/** How a stored card's picture is asked for: what the visitor sees, at the chosen resolution. */
export interface StoredCardPicture {
  theme: string;
  size: string;
  /** The post's first picture is on the card. */
  media?: boolean;
  hideDate?: boolean;
  /** The 600px card's pixel ratio (1, 2 or 3); the server's default is 2. */
  scale?: number;
}

/** The server's picture of a stored card: the one renderer behind every export. */
export function storedCardPngUrl(
  id: string,
  { theme, size, media = false, hideDate = false, scale }: StoredCardPicture,
): string {
  const query = new URLSearchParams({ theme, size });
  if (media) query.set('media', '1');
  if (hideDate) query.set('date', 'off');
  // Only the 600px card takes a resolution; the default is left out, so its URL (and the server's
  // cache of it) stays what it always was.
  if (size === 'card' && scale !== undefined && scale !== 2) query.set('scale', String(scale));
  return `/c/${encodeURIComponent(id)}.png?${query}`;
}
