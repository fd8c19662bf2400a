/**
 * What the card draws, from a card's answer and what the drawing side resolved and chose: the one
 * place a card becomes the shared layout's content, for the page (src/web) and the server's picture
 * (src/server/cards), so the two cannot draw different cards.
 */
import { cardProvenance, type SummaryResponse } from '#core/index.ts';
import type { CardContent } from './card-content.ts';

/** The answer's fields a card draws (a stored card's, with its post's date as `createdAt`). */
export type CardFields = Pick<
  SummaryResponse,
  | 'mode'
  | 'username'
  | 'displayName'
  | 'network'
  | 'createdAt'
  | 'posts'
  | 'quote'
  | 'contentWarning'
  | 'meme'
  | 'threadPosts'
  | 'threadPostsCut'
  | 'lang'
  | 'sourceLang'
>;

/** What the drawing side adds: its pictures as it loads them, its host, the visitor's choices. */
export interface CardView {
  /** The profile picture as the drawing side loads it (the page: data: or same-origin). */
  profileImageSrc: string;
  /** The meme's picture as loaded, and whether it was swapped for the fixed GIF. */
  memeImageSrc: string;
  memeReplaced: boolean;
  /** The summary's lines, split (normal and troll). */
  lines: readonly string[];
  host: string;
  lang?: string;
  /** The post's first picture, when it is shown and the post has one. */
  picture?: { src: string; alt?: string };
  /** Show date is off (`date=off`). */
  hideDate: boolean;
}

export function cardContentOf(card: CardFields, view: CardView): CardContent {
  const { meme } = card;
  // A card in another language than its post says so (a quote is the post's own words).
  const provenance = card.mode === 'quote' ? undefined : cardProvenance(card.lang, card.sourceLang);
  return {
    mode: card.mode,
    username: card.username,
    profileImageSrc: view.profileImageSrc,
    lines: view.lines,
    host: view.host,
    ...(view.lang && { lang: view.lang }),
    ...(provenance && { provenance }),
    ...(card.displayName && { displayName: card.displayName }),
    // Pasted text was read from no network: it has no mark. Cards stored before Bluesky and
    // Mastodon were read carry no network: they are X's.
    ...(card.username !== '' && { network: card.network ?? 'x' }),
    ...(card.createdAt && { createdAt: card.createdAt }),
    // The date in the card's language (the post's own unless the reader asked for another, so an
    // English card of a Japanese post reads "Apr 20, 2026"; English without one), on the page and
    // on the server's picture alike, whatever language the lines seem to be in so far.
    ...(card.createdAt && { dateLang: card.lang || 'en' }),
    ...(card.createdAt && view.hideDate && { hideDate: true }),
    ...(card.posts && { posts: card.posts }),
    ...(card.quote && { quote: card.quote }),
    ...(card.contentWarning && { contentWarning: card.contentWarning }),
    // A thread has at least two posts: a single post's card says nothing of one.
    ...((card.threadPosts ?? 0) > 1 && { threadPosts: card.threadPosts }),
    ...((card.threadPosts ?? 0) > 1 &&
      (card.threadPostsCut ?? 0) > 0 && { threadPostsCut: card.threadPostsCut }),
    ...(view.picture && { picture: view.picture }),
    ...(meme && {
      meme: {
        caption: meme.caption,
        imageSrc: view.memeImageSrc,
        // GIPHY's GIFs fill their box; our own pictures (the fixed GIF, a bundled reaction) are
        // drawn whole, never cropped.
        whole: !meme.fromGiphy || view.memeReplaced,
      },
    }),
  };
}
