/**
 * A remembered language choice (issue 45): the card's or the thread's, each under its own key.
 * `''` is the source's own language. The select stores only the base tags it offers; one the
 * server says it does not write is forgotten once it says so (language-menu.tsx).
 */
import { isString, useStoredState } from '#web/state/use-stored-state.ts';

export interface LanguageChoiceState {
  /** `''`: the post's or text's own language; otherwise a base tag (`en`, `ja`...). */
  chosen: string;
  choose: (tag: string) => void;
}

/** A lower-case base language tag, as the select stores them. */
const BASE_TAG = /^[a-z]{2,3}$/;

export function useLanguageChoice(key: string): LanguageChoiceState {
  const [stored, setStored] = useStoredState(key, '', isString);
  return { chosen: BASE_TAG.test(stored) ? stored : '', choose: setStored };
}
