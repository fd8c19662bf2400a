/** The Generate button's label for each card mode (spec section 2). */
import type { CardMode } from '#core/index.ts';

const LABELS: Record<CardMode, string> = {
  normal: 'Generate Summary',
  troll: 'Generate Troll',
  meme: 'Generate Meme',
  quote: 'Generate Quote',
};

export const summaryButtonLabel = (mode: CardMode): string => LABELS[mode];

/** The mode buttons, in the spec's order, then Quote: the post itself, in its own words. */
export const MODE_OPTIONS = [
  { value: 'normal', label: 'Normal' },
  { value: 'troll', label: 'Troll Mode' },
  { value: 'meme', label: 'Meme' },
  { value: 'quote', label: 'Quote' },
] as const satisfies readonly { value: CardMode; label: string }[];
