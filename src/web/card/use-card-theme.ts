/**
 * The card's colour theme: the visitor's choice, remembered in the browser and kept when a card of
 * another mode arrives. A card link's `?theme=` shows that theme until the visitor picks one.
 */
import { useState } from 'react';
import { type CardThemeId, DEFAULT_CARD_THEME_ID, isCardThemeId } from '#core/index.ts';
import { STORAGE_KEYS } from '#web/state/stored-value.ts';
import { useStoredState } from '#web/state/use-stored-state.ts';

/** `linked`: the theme a card link asked for, shown until the visitor chooses. */
export function useCardTheme(linked?: CardThemeId): [CardThemeId, (theme: CardThemeId) => void] {
  const [chosen, setChosen] = useStoredState<CardThemeId>(
    STORAGE_KEYS.cardTheme,
    DEFAULT_CARD_THEME_ID,
    isCardThemeId,
  );
  const [fromLink, setFromLink] = useState(linked);
  const choose = (theme: CardThemeId) => {
    setFromLink(undefined);
    setChosen(theme);
  };
  return [fromLink ?? chosen, choose];
}
