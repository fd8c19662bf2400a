/**
 * A function that resolves once `value` is true (at once if it already is): lets a click made
 * while the card's pictures still resolve wait for them instead of drawing the placeholders.
 */
import { useCallback, useEffect, useRef } from 'react';

export function useWhenTrue(value: boolean): () => Promise<void> {
  const valueRef = useRef(value);
  const waiters = useRef<Array<() => void>>([]);
  valueRef.current = value;
  useEffect(() => {
    if (value) for (const resolve of waiters.current.splice(0)) resolve();
  }, [value]);
  return useCallback(
    () =>
      valueRef.current
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiters.current.push(resolve);
          }),
    [],
  );
}
