/**
 * A card option a card link may set (`?size=`, `?date=off`) on top of the visitor's remembered
 * choice: the link's value is shown until the visitor chooses, and their choice is what is kept.
 */
import { useState } from 'react';
import { useStoredState } from './use-stored-state.ts';

export function useLinkedChoice<T>(
  key: string,
  fallback: T,
  isValid: (value: unknown) => value is T,
  linked: T | undefined,
): [T, (value: T) => void] {
  const [chosen, setChosen] = useStoredState(key, fallback, isValid);
  const [fromLink, setFromLink] = useState(linked);
  const choose = (value: T) => {
    setFromLink(undefined);
    setChosen(value);
  };
  return [fromLink ?? chosen, choose];
}
