/**
 * Where a card is in its life: `writing` while partial answers stream in, `done` once the final
 * answer came, `cut` when the stream broke and only the lines that arrived are shown. Exports of
 * the card (copy, download, share, theme) wait for `done`: anything else is a half card.
 */
export type CardStatus = 'writing' | 'done' | 'cut';
