/** The per-post counter: X's weighted length against the 280 limit, and its colour. */
import { POST_LIMIT, POST_WARNING, postLength } from '#core/index.ts';

export type CounterTone = 'ok' | 'warning' | 'error';

/** `n/280 characters` plus the tone: warning above 250, error over 280. */
export function describePostLength(text: string): { label: string; tone: CounterTone } {
  const length = postLength(text);
  const tone: CounterTone =
    length > POST_LIMIT ? 'error' : length > POST_WARNING ? 'warning' : 'ok';
  return { label: `${length}/${POST_LIMIT} characters`, tone };
}
