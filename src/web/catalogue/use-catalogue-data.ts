/** Loads a catalogue path, keeping the last answer on screen while the next one loads. */
import { useCallback, useEffect, useState } from 'react';
import { getCatalogueJson } from './catalogue-api.ts';

/** Answers already seen in this page: the catalogue never changes while the page is open. */
const seen = new Map<string, unknown>();

export interface CatalogueData<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

/** Fetches `path` (or nothing for null); a newer path cancels the older request. */
export function useCatalogueData<T>(path: string | null): CatalogueData<T> {
  const [data, setData] = useState<T | null>(() =>
    path && seen.has(path) ? (seen.get(path) as T) : null,
  );
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // `attempt` only re-runs the effect for a retry.
    void attempt;
    if (!path) return;
    if (seen.has(path)) {
      setData(seen.get(path) as T);
      setLoading(false);
      setError(null);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    getCatalogueJson<T>(path, controller.signal).then(
      (answer) => {
        seen.set(path, answer);
        setData(answer);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure instanceof Error ? failure.message : 'The catalogue could not be loaded.');
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [path, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, error, retry };
}

/** Forgets every answer (tests start from an empty page). */
export const clearCatalogueData = (): void => seen.clear();
