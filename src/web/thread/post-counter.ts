/** The per-post counter: the network's own length against its limit (X: 280 weighted), and its colour. */
import { type PostRules, X_POST_RULES } from '#core/index.ts';

export type CounterTone = 'ok' | 'warning' | 'error';

/** `n/280 characters` (`n/300`, `n/500` on Bluesky and Mastodon) plus the tone: warning 30 before the limit, error over it. */
export function describePostLength(
  text: string,
  rules: PostRules = X_POST_RULES,
): { label: string; tone: CounterTone } {
  const length = rules.length(text);
  const tone: CounterTone =
    length > rules.limit ? 'error' : length > rules.warning ? 'warning' : 'ok';
  return { label: `${length}/${rules.limit} characters`, tone };
}
