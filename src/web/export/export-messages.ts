/** The exact texts of spec section 8 for the card's export, and the shape of an action's outcome. */

export const COPY_SUCCESS = '✅ Image copied! Now paste it into X.';
export const COPY_UNSUPPORTED =
  'Clipboard copy not supported on your device. Please download the image instead.';
export const COPY_FAILED = 'Error creating image. Try downloading instead.';
export const EXPORT_FAILED = 'Error creating image. Please try again.';
export const CARD_NOT_FOUND = 'Card element not found.';

/** What the user is told after an action; null when there is nothing to say (a download, a cancel). */
export type ExportOutcome = { tone: 'success' | 'error'; text: string } | null;

/** Gives the card's PNG; rejects with CardNotFoundError when the card is not on the page. */
export type GetCardPng = () => Promise<Blob>;

/** The card node was missing when an export was asked for. */
export class CardNotFoundError extends Error {
  constructor() {
    super(CARD_NOT_FOUND);
    this.name = 'CardNotFoundError';
  }
}

/** The message for a failed action: the card's absence says so, anything else the action's text. */
export function failureOutcome(error: unknown, text: string): ExportOutcome {
  return { tone: 'error', text: error instanceof CardNotFoundError ? CARD_NOT_FOUND : text };
}
