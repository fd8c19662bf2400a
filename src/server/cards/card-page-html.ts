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
  cardProvenance,
  type SharedCardData,
  type StoredCard,
} from '#core/index.ts';
import { storedAnswer } from '../writing/index.ts';
import { cardImageUrl, cardUrl } from './card-link.ts';
import { withNoScriptCard } from './no-script-card-html.ts';
import { OG_HEIGHT, OG_WIDTH } from './render-card.ts';
import { shownMedia } from './stored-card-content.ts';

/** Said of a card made from pasted text, so no reader takes its words for a post's. */
export const PASTED_NOTE = 'Made from pasted text, not read from a post.';
/** A description longer than this is cut at a word: a preview shows two or three lines. */
const DESCRIPTION_MAX_CHARS = 300;

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

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:.]+$/u, '')}…`;
}

/**
 * The card's words as one plain line: the bullets, the caption or the posts; a card in another
 * language than its post says so first ("Summed up in English from a post in Japanese.").
 */
export function cardDescription(card: StoredCard): string {
  const words =
    card.mode === 'meme'
      ? (card.meme?.caption ?? '')
      : card.mode === 'quote'
        ? (card.posts ?? []).join(' ').replace(/\s+/g, ' ').trim()
        : splitSummaryLines(card.summary).join(' ');
  const description = cut(words, DESCRIPTION_MAX_CHARS);
  const provenance = card.mode === 'quote' ? undefined : cardProvenance(card.lang, card.sourceLang);
  const said = provenance ? `${provenance}. ${description}` : description;
  return card.username === '' ? `${PASTED_NOTE} ${said}`.trim() : said;
}

/** The author as a page names them: `Maya (@maya)`, or `@maya` where no other name is known. */
function authorOf(card: StoredCard): string {
  const name = card.displayName?.trim();
  const handle = `@${card.username}`;
  return name && name.replace(/^@/, '').toLowerCase() !== card.username.toLowerCase()
    ? `${name} (${handle})`
    : handle;
}

export function cardTitle(card: StoredCard): string {
  if (card.username === '') {
    // Pasted text: it has no post and no handle, only the name it was given, if any.
    const name = card.displayName?.trim();
    const pasted = name ? `pasted text by ${name}` : 'pasted text';
    if (card.mode === 'meme') return `A meme of ${pasted}`;
    const subject = `P${pasted.slice(1)}`;
    if (card.mode === 'quote') return subject;
    return card.mode === 'troll' ? `${subject}, trolled` : `${subject}, summarised`;
  }
  const author = authorOf(card);
  if (card.mode === 'meme') return `A meme of a post by ${author}`;
  if (card.mode === 'quote') {
    return (card.posts?.length ?? 0) > 1 ? `Thread by ${author}` : `Post by ${author}`;
  }
  if (card.mode === 'troll') return `Post by ${author}, trolled`;
  return `Post by ${author}, summarised`;
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

/** How the link asks to see the card: its picture's shape, the post's picture, the date. */
export interface CardPageView {
  /** The shape the link asked for (`?size=`): the page's picture and the app's first choice. */
  size?: CardSizeId;
  /** `media=1`: the picture shows the post's own picture. */
  media?: boolean;
  /** `date=off`: the picture leaves the post's date out. */
  hideDate?: boolean;
}

export function cardPageHtml(
  indexHtml: string,
  card: StoredCard,
  theme: CardThemeId,
  origin: string,
  view: CardPageView = {},
): string {
  const { size } = view;
  const title = cardTitle(card);
  const description = cardDescription(card);
  const url = cardUrl(origin, card.id, theme);
  // The server's picture in a shape, with the post's picture and date as the link asks.
  const pictureOf = (shape: CardSizeId) =>
    `${cardImageUrl(origin, card.id, theme, shape)}${view.media ? '&media=1' : ''}${view.hideDate ? '&date=off' : ''}`;
  // The shape the link asks for (`?size=story`), else the link preview's own.
  const image = pictureOf(size ?? 'og');
  const imageSize = size && size !== 'card' ? CARD_SIZES[size] : undefined;
  // The post's picture, where the card's picture shows it, is described by its author's words.
  const picture = shownMedia(card, view.media ?? false);
  const imageAlt = [
    `${title}: ${description}`,
    ...(picture?.alt ? [`The post’s picture: ${picture.alt}`] : []),
  ].join(' ');
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const page = inject(
    indexHtml,
    `${title} – Summary`,
    [
      // The author asked search engines to stay away from their posts: so does their card.
      ...(card.noindex ? ['<meta name="robots" content="noindex" />'] : []),
      meta('name', 'description', description),
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
      meta('property', 'og:image:alt', imageAlt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      meta('name', 'twitter:image', image),
      meta('name', 'twitter:image:alt', imageAlt),
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ],
    { status: 'found', card: storedAnswer(card, origin), theme, ...(size && { size }) },
  );
  // Without script the card itself, and its thread, in the main content (no-script-card-html.ts).
  const shown = size ?? 'card';
  return withNoScriptCard(page, card, title, {
    src: pictureOf(shown),
    size: shown,
    ...(picture?.alt && { postPictureAlt: picture.alt }),
  });
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
