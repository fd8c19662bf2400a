/** The card's colour theme, back to the first one whenever a card of another mode arrives. */
import { useState } from 'react';
import type { CardMode, CardThemeId } from '#core/index.ts';

/** The theme every new card mode starts with. */
export const DEFAULT_THEME: CardThemeId = 'gradient-dark';

/** `initial`: the theme of the first card (a card link's `?theme=`). */
export function useCardTheme(
  mode: CardMode,
  initial: CardThemeId = DEFAULT_THEME,
): [CardThemeId, (theme: CardThemeId) => void] {
  const [state, setState] = useState({ mode, theme: initial });
  // Adjusting state during render (not in an effect) so the old theme never flashes on the new mode.
  if (state.mode !== mode) setState({ mode, theme: DEFAULT_THEME });
  const theme = state.mode === mode ? state.theme : DEFAULT_THEME;
  return [theme, (next) => setState({ mode, theme: next })];
}
