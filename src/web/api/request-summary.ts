/** The typed client of `POST /api/summary`. */
import type { CardMode, SummaryRequest, SummaryResponse } from '#core/index.ts';
import { postJson } from './post-json.ts';

/** Asks the server for a card of the post at `url` in `mode`. */
export function requestSummary(
  url: string,
  mode: CardMode,
  signal?: AbortSignal,
): Promise<SummaryResponse> {
  const body: SummaryRequest = { url, mode };
  return postJson<SummaryResponse>('/api/summary', body, signal);
}
