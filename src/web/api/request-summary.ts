/** The typed client of `POST /api/summary`. */
import type { CardMode, SummaryRequest, SummaryResponse } from '#core/index.ts';
import { postJson } from './post-json.ts';
import { postStream } from './post-stream.ts';

/**
 * Asks the server for a card of the post at `url` in `mode`. With `onPartial`, the answer is
 * streamed: `onPartial` gets the card so far as the model writes it.
 */
export function requestSummary(
  url: string,
  mode: CardMode,
  signal?: AbortSignal,
  onPartial?: (partial: SummaryResponse) => void,
): Promise<SummaryResponse> {
  const body: SummaryRequest = { url, mode };
  if (onPartial) return postStream<SummaryResponse>('/api/summary', body, { signal, onPartial });
  return postJson<SummaryResponse>('/api/summary', body, signal);
}
