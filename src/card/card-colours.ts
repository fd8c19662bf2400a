/** The inline colours of each card theme (ids from core), shared by the web card and the server renderer. */
import type { CardThemeId } from '#core/index.ts';

/** What a theme decides: the card's background and its text colours. */
export interface CardThemeStyle {
  /** The card's background (a colour or a gradient). */
  background: string;
  /** Main text. */
  text: string;
  /** Secondary text: the Made by line, list bullets. */
  muted: string;
  /** The ring around the profile image and the bullet dots. */
  accent: string;
  /** A hairline that separates the footer from the body, and the quoted post's box. */
  divider: string;
  /** The quoted post's box: a shade over the background. */
  inset: string;
  /**
   * A light card's edge, a darker tone of its background: without it a light card melts into the
   * white page or chat it is shown on. Dark cards stand out by themselves and have none.
   */
  edge?: string;
}

export const CARD_THEME_STYLES: Readonly<Record<CardThemeId, CardThemeStyle>> = Object.freeze({
  'gradient-dark': {
    background: 'linear-gradient(135deg, #6d28d9 0%, #4f46e5 48%, #1d4ed8 100%)',
    text: '#ffffff',
    muted: 'rgba(255, 255, 255, 0.78)',
    accent: '#c4b5fd',
    divider: 'rgba(255, 255, 255, 0.22)',
    inset: 'rgba(255, 255, 255, 0.1)',
  },
  'gradient-light': {
    background: 'linear-gradient(135deg, #fde2f3 0%, #e9e4ff 50%, #d7ecff 100%)',
    text: '#1e1b3a',
    muted: '#4b4870',
    accent: '#7c3aed',
    divider: 'rgba(30, 27, 58, 0.14)',
    inset: 'rgba(255, 255, 255, 0.55)',
    edge: '#b9b3d6',
  },
  'solid-dark': {
    background: '#000000',
    text: '#ffffff',
    muted: 'rgba(255, 255, 255, 0.7)',
    accent: '#8b5cf6',
    divider: 'rgba(255, 255, 255, 0.18)',
    inset: 'rgba(255, 255, 255, 0.08)',
  },
  'solid-light': {
    background: '#f5ecd7',
    text: '#2b2118',
    muted: '#5e5142',
    accent: '#b45309',
    divider: 'rgba(43, 33, 24, 0.15)',
    inset: 'rgba(255, 255, 255, 0.5)',
    edge: '#cdbf9f',
  },
});
