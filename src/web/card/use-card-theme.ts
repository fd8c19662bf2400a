/**
 * The card's colour theme: the visitor's choice, remembered in the browser and kept when a card of
 * another mode arrives. A card link's `?theme=` shows that theme until the visitor picks one.
 */
import { type CardThemeId, DEFAULT_CARD_THEME_ID, isCardThemeId } from '#core/index.ts';
import { STORAGE_KEYS } from '#web/state/stored-value.ts';
import { useLinkedChoice } from '#web/state/use-linked-choice.ts';

/** `linked`: the theme a card link asked for, shown until the visitor chooses. */
export const useCardTheme = (linked?: CardThemeId): [CardThemeId, (theme: CardThemeId) => void] =>
  useLinkedChoice(STORAGE_KEYS.cardTheme, DEFAULT_CARD_THEME_ID, isCardThemeId, linked);
