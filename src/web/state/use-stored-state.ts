/** React state mirrored to localStorage, so a reload or a crash restores what the user typed. */
import { useCallback, useState } from 'react';
import { readStoredValue, writeStoredValue } from './stored-value.ts';

/** Like useState, but starts from the stored value and writes every change through at once. */
export function useStoredState<T>(
  key: string,
  fallback: T,
  isValid: (value: unknown) => value is T,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => readStoredValue(key, fallback, isValid));
  const update = useCallback(
    (next: T) => {
      // Written synchronously, not in an effect: a crash right after typing must not lose it.
      writeStoredValue(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, update];
}

/** Guard for stored strings. */
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
