/** The typed client of `POST /api/thread`. */
import type { ThreadRequest, ThreadResponse, ThreadStyleId } from '#core/index.ts';
import { postJson } from './post-json.ts';

/** Asks the server for a thread of `text` in `style`; `regenerate` asks for a more creative take. */
export function requestThread(
  text: string,
  style: ThreadStyleId,
  regenerate: boolean,
  signal?: AbortSignal,
): Promise<ThreadResponse> {
  const body: ThreadRequest = regenerate ? { text, style, regenerate: true } : { text, style };
  return postJson<ThreadResponse>('/api/thread', body, signal);
}
