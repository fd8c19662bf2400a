/** The typed client of `POST /api/summary`. */
import type { CardMode, SummaryRequest, SummaryResponse } from '#core/index.ts';
import { postJson } from './post-json.ts';
import { postStream } from './post-stream.ts';

/** What a card is made from: a post's link, or the post's text pasted (with its author's name). */
export type SummarySource = { url: string } | { text: string; author?: string };

/**
 * Asks the server for a card of the post at `url` (or of pasted `text`) in `mode`. With
 * `onPartial`, the answer is streamed: `onPartial` gets the card so far as the model writes it.
 * `language` (a base tag) asks for the card's lines in it; none: the post's own language.
 */
export function requestSummary(
  source: string | SummarySource,
  mode: CardMode,
  signal?: AbortSignal,
  onPartial?: (partial: SummaryResponse) => void,
  language?: string,
): Promise<SummaryResponse> {
  const from = typeof source === 'string' ? { url: source } : source;
  const body: SummaryRequest = { ...from, mode, ...(language && { language }) };
  if (onPartial) return postStream<SummaryResponse>('/api/summary', body, { signal, onPartial });
  return postJson<SummaryResponse>('/api/summary', body, signal);
}

/**
 * A new card of the same post (or pasted text), mode and language, never the stored one: New
 * take. `take` counts the page's New takes of it (1 for the first), so each asks for another
 * choice of lines.
 */
export function requestNewTake(
  source: SummarySource,
  mode: CardMode,
  take?: number,
  language?: string,
): Promise<SummaryResponse> {
  const body: SummaryRequest = {
    ...source,
    mode,
    ...(language && { language }),
    regenerate: true,
    ...(take !== undefined && { take }),
  };
  return postJson<SummaryResponse>('/api/summary', body);
}
