/** The typed client of `POST /api/thread`. */
import type {
  NetworkId,
  ThreadFrom,
  ThreadRequest,
  ThreadResponse,
  ThreadStyleId,
} from '#core/index.ts';
import { postJson } from './post-json.ts';
import { postStream } from './post-stream.ts';

/**
 * Asks the server for a thread of `text` in `style`; `regenerate` asks for a more creative take,
 * `take` counts the page's Regenerates of it (1 for the first), so each asks for another.
 * With `onPartial`, the answer is streamed: `onPartial` gets the posts complete so far.
 * `language` (a base tag) asks for the posts in it; none: the text's own language. `from` (an
 * answer's `next`) asks for the posts that continue that thread: Continue thread.
 */
export function requestThread(
  text: string,
  style: ThreadStyleId,
  regenerate: boolean,
  signal?: AbortSignal,
  onPartial?: (partial: ThreadResponse) => void,
  network: NetworkId = 'x',
  take?: number,
  language?: string,
  from?: ThreadFrom,
): Promise<ThreadResponse> {
  const body: ThreadRequest = {
    text,
    style,
    ...(language && { language }),
    ...(network !== 'x' && { network }),
    ...(regenerate && { regenerate: true }),
    ...(regenerate && take !== undefined && { take }),
    ...(from && { from }),
  };
  if (onPartial) return postStream<ThreadResponse>('/api/thread', body, { signal, onPartial });
  return postJson<ThreadResponse>('/api/thread', body, signal);
}
