/** The shapes a card is exported in (issue 23): the spec's 600px card and the feeds' shapes. */

export const CARD_SIZE_IDS = ['card', 'square', 'portrait', 'story', 'og'] as const;
export type CardSizeId = (typeof CARD_SIZE_IDS)[number];

export const isCardSizeId = (value: unknown): value is CardSizeId =>
  typeof value === 'string' && (CARD_SIZE_IDS as readonly string[]).includes(value);

/** The name a person chooses each shape by. */
export const CARD_SIZE_NAMES: Readonly<Record<CardSizeId, string>> = {
  card: 'Card',
  square: 'Square',
  portrait: 'Portrait',
  story: 'Story',
  og: 'Link preview',
};
