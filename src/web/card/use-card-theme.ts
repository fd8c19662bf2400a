/** The card's colour theme, back to the first one whenever a card of another mode arrives. */
import { useState } from 'react';
import { CARD_THEMES, type CardMode, type CardThemeId } from '#core/index.ts';

export const DEFAULT_CARD_THEME: CardThemeId = CARD_THEMES[0]?.id ?? 'gradient-dark';

export function useCardTheme(mode: CardMode): [CardThemeId, (theme: CardThemeId) => void] {
  const [state, setState] = useState({ mode, theme: DEFAULT_CARD_THEME });
  // Adjusting state while rendering (not in an effect) so a new mode never paints the old theme.
  if (state.mode !== mode) setState({ mode, theme: DEFAULT_CARD_THEME });
  const theme = state.mode === mode ? state.theme : DEFAULT_CARD_THEME;
  return [theme, (next) => setState({ mode, theme: next })];
}
