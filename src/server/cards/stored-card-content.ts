/**
 * What a stored card shows, as the card's layout (src/card) reads it: the one place the server
 * turns a StoredCard into CardContent, for every size and scale it draws. Its pictures are named
 * by the sources the renderer hands takumi their bytes under.
 */

import { cardContentOf } from '#card/card-content-of.ts';
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
  // The store keeps the post's date as `postCreatedAt` (its `createdAt` is when the card was made).
  const { postCreatedAt, createdAt: _madeAt, ...fields } = card;
  return cardContentOf(
    { ...fields, ...(postCreatedAt !== undefined && { createdAt: postCreatedAt }) },
    {
      profileImageSrc: CARD_PICTURE_SRC.profile,
      memeImageSrc: CARD_PICTURE_SRC.meme,
      memeReplaced: false,
      lines: splitSummaryLines(card.summary),
      host: view.host,
      ...(card.lang && { lang: card.lang }),
      ...(picture && {
        picture: { src: CARD_PICTURE_SRC.media, ...(picture.alt && { alt: picture.alt }) },
      }),
      hideDate: view.hideDate ?? false,
    },
  );
}
