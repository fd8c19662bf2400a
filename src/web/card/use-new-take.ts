/**
 * New take of a card: a new card of the same post (or pasted text) and mode, never the stored one.
 * The page counts its New takes of that post and mode (1, 2, 3...) and sends the count as `take`, so
 * the rules writer gives another choice of lines each time (issue 40, item 4); while one is on its
 * way the card shown is the previous one.
 */
import { useState } from 'react';
import type { CardMode, SummaryResponse } from '#core/index.ts';
import { requestNewTake, type SummarySource } from '#web/api/request-summary.ts';
import type { ExportOutcome } from '#web/export/export-messages.ts';
import { useTakeCount } from '#web/ui/use-take-count.ts';

/** Said when a New take failed without a reason of the server's. */
export const NEW_TAKE_FAILED = 'A new take could not be made. Please try again.';

/**
 * `newTake` asks for the next take of `from` in `mode` (and `language`, the card's asked one) and
 * hands the card to `onNewCard`; its promise is the outcome to show (an error, or nothing).
 * `taking` is true while it is on its way.
 */
export function useNewTake(
  from: SummarySource | undefined,
  mode: CardMode,
  onNewCard: ((response: SummaryResponse) => void) | undefined,
  language?: string,
): { newTake: () => Promise<ExportOutcome> | undefined; taking: boolean } {
  const [taking, setTaking] = useState(false);
  const nextTake = useTakeCount();
  const newTake = () => {
    if (!from || !onNewCard) return undefined;
    const count = nextTake(JSON.stringify([from, mode, language]));
    setTaking(true);
    return requestNewTake(from, mode, count, language)
      .then(
        (card) => {
          onNewCard(card);
          return null;
        },
        (error: unknown) =>
          ({ tone: 'error', text: (error as Error).message || NEW_TAKE_FAILED }) as const,
      )
      .finally(() => setTaking(false));
  };
  return { newTake, taking };
}
