/**
 * The built app's index.html with a stored card put into it: the unfurl tags (Open Graph, X) in the
 * head and the card's data as inert JSON the app reads on start. Every value is escaped; only
 * stored, server-generated cards get here.
 */

import { CARD_SIZES } from '#card/sized-layout.ts';
import { splitSummaryLines } from '#card/summary-lines.ts';
import {
  CARD_DATA_ELEMENT_ID,
  type CardSizeId,
  type CardThemeId,
  type SharedCardData,
  type StoredCard,
  type SummaryResponse,
} from '#core/index.ts';
import { cardImageUrl, cardUrl } from './card-link.ts';
import { OG_HEIGHT, OG_WIDTH } from './render-card.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** JSON that cannot end its script element or open a comment. */
const inertJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The card's words as one plain line: the bullets or the caption. */
export function cardDescription(card: StoredCard): string {
  if (card.mode === 'meme') return card.meme?.caption ?? '';
  return splitSummaryLines(card.summary).join(' ');
}

export function cardTitle(card: StoredCard): string {
  // A card of pasted text has no author to name.
  if (card.username === '') {
    if (card.mode === 'meme') return 'A meme of a post';
    return card.mode === 'troll' ? 'A post, trolled' : 'A post, summarised';
  }
  if (card.mode === 'meme') return `A meme of @${card.username}'s post`;
  if (card.mode === 'troll') return `@${card.username}'s post, trolled`;
  return `@${card.username}'s post, summarised`;
}

function inject(indexHtml: string, title: string, head: string[], data: SharedCardData): string {
  const tags = [
    ...head,
    `<script type="application/json" id="${CARD_DATA_ELEMENT_ID}">${inertJson(data)}</script>`,
  ].join('\n    ');
  // Replacer functions, never replacement strings: a card's text may hold `$&`, `$'`, `` $` `` or
  // `$$`, which a replacement string would expand into pieces of index.html.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

export function cardPageHtml(
  indexHtml: string,
  card: StoredCard,
  theme: CardThemeId,
  origin: string,
  /** The shape the link asked for (`?size=`): the page's picture and the app's first choice. */
  size?: CardSizeId,
): string {
  const title = cardTitle(card);
  const description = cardDescription(card);
  const url = cardUrl(origin, card.id, theme);
  // The shape the link asks for (`?size=story`), else the link preview's own.
  const image = cardImageUrl(origin, card.id, theme, size ?? 'og');
  const imageSize = size && size !== 'card' ? CARD_SIZES[size] : undefined;
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const { id, mode, username, profileImage, summary, meme, lang, postUrl } = card;
  const shown: SummaryResponse = {
    mode,
    ...(card.network !== undefined && { network: card.network }),
    username,
    profileImage,
    ...(card.contentWarning !== undefined && { contentWarning: card.contentWarning }),
    ...(card.media !== undefined && { media: card.media }),
    ...(summary !== undefined && { summary }),
    ...(meme !== undefined && { meme }),
    ...(lang !== undefined && { lang }),
    id,
    url: cardUrl(origin, id),
    ...(postUrl !== undefined && { postUrl }),
  };
  return inject(
    indexHtml,
    `${title} – Summary`,
    [
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', 'Summary'),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:url', url),
      meta('property', 'og:image', image),
      meta('property', 'og:image:type', 'image/png'),
      ...(size === 'card'
        ? []
        : [
            meta('property', 'og:image:width', String(imageSize?.width ?? OG_WIDTH)),
            meta('property', 'og:image:height', String(imageSize?.height ?? OG_HEIGHT)),
          ]),
      meta('property', 'og:image:alt', `${title}: ${description}`),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      meta('name', 'twitter:image', image),
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ],
    { status: 'found', card: shown, theme, ...(size && { size }) },
  );
}

/** The app with a "no such card" notice, for a 404. */
export function missingCardHtml(indexHtml: string): string {
  return inject(
    indexHtml,
    'Card not found – Summary',
    ['<meta name="robots" content="noindex" />'],
    { status: 'missing' },
  );
}
