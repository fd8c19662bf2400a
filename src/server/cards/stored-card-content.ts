/**
 * What a stored card shows, as the card's layout (src/card) reads it: the one place the server
 * turns a StoredCard into CardContent, for every size and scale it draws. Its pictures are named
 * by the sources the renderer hands takumi their bytes under.
 */
import type { CardContent } from '#card/card-layout.ts';
import { splitSummaryLines } from '#card/summary-lines.ts';
import type { PostMedia, StoredCard } from '#core/index.ts';

/** The sources the layout's pictures are drawn from; the renderer passes their bytes by them. */
export const CARD_PICTURE_SRC = {
  profile: 'card:profile',
  meme: 'card:meme',
  media: 'card:media',
} as const;

/** How a link asks to see the card, beyond its theme and size. */
export interface CardViewOptions {
  /** Where it was made: the Made by line. */
  host: string;
  /** `date=off`: the post's date left out. */
  hideDate?: boolean;
  /** The post's own picture is drawn (asked with `media=1`, and its bytes were had). */
  picture?: boolean;
}

/** The post's own picture a card shows when asked (`media=1`): the first, on any card but a meme. */
export function shownMedia(card: StoredCard, media: boolean): PostMedia | undefined {
  return media && card.mode !== 'meme' ? card.media?.[0] : undefined;
}

export function storedCardContent(card: StoredCard, view: CardViewOptions): CardContent {
  const picture = view.picture ? shownMedia(card, true) : undefined;
  return {
    mode: card.mode,
    username: card.username,
    ...(card.displayName && { displayName: card.displayName }),
    // Pasted text was read from no network: it has no mark. Cards stored before Bluesky and
    // Mastodon were read are X's.
    ...(card.username !== '' && { network: card.network ?? 'x' }),
    ...(card.postCreatedAt && { createdAt: card.postCreatedAt }),
    ...(view.hideDate && { hideDate: true }),
    profileImageSrc: CARD_PICTURE_SRC.profile,
    lines: splitSummaryLines(card.summary),
    ...(card.posts && { posts: card.posts }),
    ...(card.quote && { quote: card.quote }),
    host: view.host,
    ...(card.lang && { lang: card.lang }),
    ...(card.contentWarning && { contentWarning: card.contentWarning }),
    ...(card.meme && {
      // GIPHY's pictures are made to be cropped; a picture of ours or a bundled reaction is not.
      meme: {
        caption: card.meme.caption,
        imageSrc: CARD_PICTURE_SRC.meme,
        whole: !card.meme.fromGiphy,
      },
    }),
    ...(picture && {
      picture: { src: CARD_PICTURE_SRC.media, ...(picture.alt && { alt: picture.alt }) },
    }),
  };
}
