/** Absolute links to a stored card, on PUBLIC_URL when set, else on the request's own origin. */
import { type CardSizeId, type CardThemeId, DEFAULT_CARD_THEME_ID } from '#core/index.ts';
import type { Config } from '../config/index.ts';

/** The site's origin for links: PUBLIC_URL, or the origin the request came in on. */
export function siteOrigin(config: Config, requestUrl: string): string {
  return config.publicUrl ?? new URL(requestUrl).origin;
}

/** `https://host/c/<id>`, with `?theme=` when a theme other than the default is given. */
export function cardUrl(origin: string, id: string, theme?: CardThemeId): string {
  const base = `${origin}/c/${id}`;
  return theme && theme !== DEFAULT_CARD_THEME_ID ? `${base}?theme=${theme}` : base;
}

/** The preview picture of a card for link unfurls (1200x630). */
export function cardImageUrl(
  origin: string,
  id: string,
  theme: CardThemeId,
  size?: CardSizeId,
): string {
  return `${origin}/c/${id}.png?theme=${theme}${size ? `&size=${size}` : ''}`;
}
