/**
 * Who writes the text now, asked when a fresh result is shown, and asked again every few seconds
 * while the embedded model is still downloading or loading, so the note under the result follows it.
 */
import { useEffect, useState } from 'react';
import type { TextGenerationHealth } from '#core/index.ts';
import { requestHealth } from '#web/api/request-health.ts';

/** How long the page waits before asking again while the model downloads or loads. */
export const HEALTH_POLL_MS = 3_000;

export interface TextGenerationView {
  /** False until the server answered (or could not) for this result. */
  settled: boolean;
  /** The latest answer; `undefined` when the server cannot tell. */
  health: TextGenerationHealth | undefined;
  /** The model was downloading or loading when this result was shown, and is ready now. */
  readyAfterWait: boolean;
}

const UNSETTLED: TextGenerationView = { settled: false, health: undefined, readyAfterWait: false };

/** The states that end by themselves: the page keeps asking until one of them is over. */
export const isWaiting = (health: TextGenerationHealth | undefined): boolean =>
  health?.provider === 'embedded' && (health.state === 'downloading' || health.state === 'loading');

/**
 * The text generation's state for the result `shown` (each new value is a new result, asked
 * again); `undefined` asks nothing. Polling stops once the model is no longer on its way, when
 * another result is shown, and on unmount.
 */
export function useTextGenerationHealth(shown: unknown): TextGenerationView {
  // The view remembers which result it belongs to: a new result never shows the last one's state.
  const [current, setCurrent] = useState<{ shown: unknown; view: TextGenerationView }>({
    shown: undefined,
    view: UNSETTLED,
  });

  useEffect(() => {
    if (shown === undefined) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let waited = false;
    let last: TextGenerationHealth | undefined;
    const ask = async () => {
      const answer = await requestHealth(controller.signal);
      if (controller.signal.aborted) return;
      // A missed answer while the model was on its way keeps the last state and asks again.
      const health = answer ?? (waited ? last : undefined);
      last = health;
      const waiting = isWaiting(health);
      waited ||= waiting;
      const readyAfterWait = waited && health?.provider === 'embedded' && health.state === 'ready';
      setCurrent({ shown, view: { settled: true, health, readyAfterWait } });
      if (waiting) timer = setTimeout(ask, HEALTH_POLL_MS);
    };
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [shown]);

  return current.shown === shown && shown !== undefined ? current.view : UNSETTLED;
}
