/**
 * A polite live region that is always on the page, so screen readers hear what an action did
 * ("Copied", "Downloaded") even when the only visible sign is a button's label changing for 2 s.
 */
import { useCallback, useState } from 'react';

/**
 * The region's message and the function that changes it. Saying the same thing twice (two copies in
 * a row) alternates a trailing no-break space, so the text changes and the reader speaks it again.
 */
export function useAnnouncer(): [string, (message: string) => void] {
  const [message, setMessage] = useState('');
  const announce = useCallback(
    (next: string) => setMessage((previous) => (previous === next ? `${next}\u00a0` : next)),
    [],
  );
  return [message, announce];
}

export function LiveRegion({ message }: { message: string }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {message}
    </p>
  );
}
