/** The card's colours live in the shared layout (src/card), which the server renderer uses too. */
export { CARD_THEME_STYLES, type CardThemeStyle } from '#card/card-colours.ts';
