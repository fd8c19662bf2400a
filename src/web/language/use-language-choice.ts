/**
 * A remembered language choice (issue 45): the card's or the thread's, each under its own key.
 * `''` is the source's own language; a tag the writer no longer offers reads as `''` too, so a
 * request never carries a language the server would refuse.
 */
import { useSyncExternalStore } from 'react';
import { normaliseLanguageTag } from '#core/card-languages.ts';
import { isString, useStoredState } from '#web/state/use-stored-state.ts';
import { type LanguageOptionGroups, languageOptions } from './language-options.ts';
import { offeredTags, useServedLanguages } from './served-languages.ts';

export interface LanguageChoiceState {
  /** `''`: the post's or text's own language; otherwise an offered base tag. */
  chosen: string;
  choose: (tag: string) => void;
  /** The options; `undefined` while the pre-rendered page is adopted (it knows no browser). */
  groups: LanguageOptionGroups | undefined;
  /** The server's word: false while only the rules writer can answer; `undefined` until asked. */
  translates: boolean | undefined;
}

function subscribeToBrowser(listener: () => void): () => void {
  window.addEventListener('languagechange', listener);
  return () => window.removeEventListener('languagechange', listener);
}

/** A string, so the snapshot compares equal while the browser's list stays the same. */
const browserLanguages = () => (globalThis.navigator?.languages ?? []).join('\n');

export function useLanguageChoice(key: string): LanguageChoiceState {
  const [stored, setStored] = useStoredState(key, '', isString);
  const served = useServedLanguages();
  const browser = useSyncExternalStore(subscribeToBrowser, browserLanguages, () => undefined);
  const offered = offeredTags(served);
  const base = normaliseLanguageTag(stored);
  const chosen = base && offered.includes(base) ? base : '';
  return {
    chosen,
    choose: setStored,
    groups:
      browser === undefined
        ? undefined
        : languageOptions(offered, browser === '' ? [] : browser.split('\n')),
    translates: served?.translates,
  };
}
