/**
 * A card's page as a reader without script gets it (issue 46, item 6). The built page is the empty
 * app, inert until its script runs (docs/decisions/005), so without script a card link showed a
 * notice and an empty form, and the thread came below the footer. Here the server writes the card
 * itself into the page's main content: its title, the server's picture of it described by its
 * words (inside <noscript>, so a page with script never fetches it) and its thread. Only the app's
 * form stays inert (the root no longer is: its inertness would hide the card from screen readers
 * and its links from every reader). With script the page is the same as before: the form is the
 * app's until React owns it, and the thread goes after the app (src/web/main.tsx).
 */
import { morePostsLabel } from '#card/quote-posts.ts';
import { CARD_SIZES, type CardSizeId } from '#card/sized-layout.ts';
import { splitSummaryLines } from '#card/summary-lines.ts';
import { NETWORK_POST_RULES, QUOTE_MAX_POSTS, type StoredCard } from '#core/index.ts';
import { unrolledThreadHtml } from './unrolled-thread-html.ts';

/** The pre-rendered root as the build writes it (scripts/prerender-shell-plugin.ts). */
const INERT_ROOT = '<div id="root" inert aria-disabled="true">';
const MAIN_OPEN = /<main\b[^>]*\bid="main"[^>]*>/;
const MAIN_CLOSE = '</main>';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** A sentence as a piece of a longer text: closed with a full stop where it has no mark of its own. */
const closed = (text: string) => (/[.!?…:;)"'”’]$/u.test(text) ? text : `${text}.`);

/**
 * Everything the card's picture shows in words, in its order: the content warning, then the
 * summary's lines, the caption or the posts drawn (with the post they quote).
 */
export function cardPictureWords(card: StoredCard): string {
  const parts: string[] = [];
  if (card.contentWarning) parts.push(`Content warning: ${card.contentWarning}`);
  if (card.mode === 'meme') {
    parts.push(card.meme?.caption ?? '');
  } else if (card.mode === 'quote') {
    const posts = card.posts ?? [];
    parts.push(...posts.slice(0, QUOTE_MAX_POSTS));
    if (posts.length > QUOTE_MAX_POSTS) parts.push(morePostsLabel(posts.length - QUOTE_MAX_POSTS));
    if (card.quote) {
      const who = card.quote.username === '' ? 'a post' : `@${card.quote.username}`;
      parts.push(`Quoting ${who}: ${card.quote.text}`);
    }
  } else {
    parts.push(...splitSummaryLines(card.summary));
  }
  return parts
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
    .map(closed)
    .join(' ');
}

/** The server's picture of the card, as the page's link asks to see it. */
export interface CardPicture {
  src: string;
  size: CardSizeId;
  /** The author's description of the post's own picture, where the card's picture shows it. */
  postPictureAlt?: string;
}

/** The card for a reader without script: its title, its picture with its words, its post. */
function noScriptCard(card: StoredCard, title: string, picture: CardPicture): string {
  const fixed = picture.size === 'card' ? undefined : CARD_SIZES[picture.size];
  // The 600px card is as tall as its text: only its width is known before it is drawn.
  const box = fixed ? `width="${fixed.width}" height="${fixed.height}"` : 'width="600"';
  const alt = [
    `${title}: ${cardPictureWords(card)}`,
    ...(picture.postPictureAlt ? [`The post’s picture: ${picture.postPictureAlt}`] : []),
  ].join(' ');
  const network = NETWORK_POST_RULES[card.network ?? 'x'].name;
  return [
    '<noscript><section class="card-page" aria-labelledby="card-page-title">',
    `<h2 id="card-page-title" class="card-page__title">${escapeHtml(title)}</h2>`,
    `<figure class="card-page__picture"><img src="${escapeHtml(picture.src)}" alt="${escapeHtml(alt)}" ${box} /></figure>`,
    ...(card.postUrl
      ? [
          `<p><a href="${escapeHtml(card.postUrl)}" rel="noopener noreferrer">The original post on ${network}</a></p>`,
        ]
      : []),
    '</section></noscript>',
  ].join('');
}

/**
 * `page` (the built app with the card's tags and data) with the card and its thread in its main
 * content, before the footer, and the app's form inert in their place of the root. A page not
 * built as expected gets the thread after the app, as before.
 */
export function withNoScriptCard(
  page: string,
  card: StoredCard,
  title: string,
  picture: CardPicture,
): string {
  const thread = unrolledThreadHtml(card);
  const open = MAIN_OPEN.exec(page);
  const close = open ? page.indexOf(MAIN_CLOSE, open.index) : -1;
  if (!open || close < 0 || !page.includes(INERT_ROOT)) {
    return thread ? page.replace('</body>', () => `${thread}\n  </body>`) : page;
  }
  const start = open.index + open[0].length;
  return [
    page.slice(0, open.index).replace(INERT_ROOT, '<div id="root">'),
    open[0],
    noScriptCard(card, title, picture),
    thread,
    // Nothing typed here before the app owns it is lost: inert and aria-disabled, as the root was.
    '<div class="main__app" inert aria-disabled="true">',
    page.slice(start, close),
    '</div>',
    page.slice(close),
  ].join('');
}
