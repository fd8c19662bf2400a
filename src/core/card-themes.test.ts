import { describe, expect, it } from 'vitest';
import { CARD_THEMES } from './card-themes.ts';
import { CARD_THEME_IDS } from './constants.ts';

describe('CARD_THEMES', () => {
  it('lists the four themes in picker order, gradient-dark first', () => {
    expect(CARD_THEMES.map((theme) => theme.id)).toEqual([
      'gradient-dark',
      'gradient-light',
      'solid-dark',
      'solid-light',
    ]);
    expect(CARD_THEMES.map((theme) => theme.id)).toEqual([...CARD_THEME_IDS]);
  });

  it('gives every theme a name and distinct card class', () => {
    expect(new Set(CARD_THEMES.map((theme) => theme.cardClass)).size).toBe(4);
    for (const theme of CARD_THEMES) {
      expect(theme.name.length).toBeGreaterThan(0);
      expect(theme.cardClass).toBe(`card--${theme.id}`);
    }
  });

  it('puts light text on dark themes and dark text on light themes', () => {
    for (const theme of CARD_THEMES) {
      const dark = theme.id.endsWith('-dark');
      expect(theme.textClass).toBe(dark ? 'card-text--light' : 'card-text--dark');
    }
  });
});
