/** The four card colour themes in picker order; the first is the default after a mode change. */
import type { CardThemeId } from './constants.ts';

/** A card colour theme: the swatch name plus the CSS classes of the card and of its text. */
export interface CardTheme {
  readonly id: CardThemeId;
  readonly name: string;
  readonly cardClass: string;
  readonly textClass: string;
}

/** Ordered gradient-dark, gradient-light, solid-dark, solid-light. */
export const CARD_THEMES: readonly CardTheme[] = Object.freeze([
  {
    id: 'gradient-dark',
    name: 'Gradient Dark',
    cardClass: 'card--gradient-dark',
    textClass: 'card-text--light',
  },
  {
    id: 'gradient-light',
    name: 'Gradient Light',
    cardClass: 'card--gradient-light',
    textClass: 'card-text--dark',
  },
  {
    id: 'solid-dark',
    name: 'Solid Dark',
    cardClass: 'card--solid-dark',
    textClass: 'card-text--light',
  },
  {
    id: 'solid-light',
    name: 'Solid Light',
    cardClass: 'card--solid-light',
    textClass: 'card-text--dark',
  },
]);
