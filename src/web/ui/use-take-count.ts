/**
 * Counts a visitor's New takes (or a thread's Regenerates) of one thing, named by a key: 1, 2, 3...
 * and 1 again for another thing. Sent as the request's `take` (issue 40, item 4): the rules writer
 * gives its take-th choice of lines, and says when it has no other.
 */
import { useCallback, useRef } from 'react';

export function useTakeCount(): (key: string) => number {
  const counted = useRef({ key: '', count: 0 });
  return useCallback((key: string) => {
    const count = counted.current.key === key ? counted.current.count + 1 : 1;
    counted.current = { key, count };
    return count;
  }, []);
}
