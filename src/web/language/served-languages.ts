/**
 * What `GET /api/languages` said, kept for every language choice on the page (issue 45). It is
 * asked once, when a visitor reaches for a choice; until then, and when the server cannot answer,
 * the choices offer core's list, which is what the default writer writes. Loaded with the menu,
 * after the first paint.
 */
import { useSyncExternalStore } from 'react';
import { WRITER_LANGUAGES } from '#core/card-languages.ts';
import type { LanguagesResponse } from '#core/index.ts';
import { requestLanguages } from '#web/api/request-languages.ts';

let served: LanguagesResponse | undefined;
let asking = false;
const listeners = new Set<() => void>();

function keep(answer: LanguagesResponse | undefined): void {
  served = answer;
  for (const listener of listeners) listener();
}

/** Asks the server once (again after a failure) which languages it writes. */
export function askServedLanguages(): void {
  if (served || asking) return;
  asking = true;
  void requestLanguages().then((answer) => {
    asking = false;
    if (answer) keep(answer);
  });
}

/** Forgets the server's answer: for tests, which each start a page anew. */
export function forgetServedLanguages(): void {
  asking = false;
  keep(undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getServed = () => served;

/** The server's answer once it came; `undefined` before. */
export function useServedLanguages(): LanguagesResponse | undefined {
  return useSyncExternalStore(subscribe, getServed, getServed);
}

/** The tags offered: the server's list once it answered, core's before. */
export const offeredTags = (answer: LanguagesResponse | undefined): readonly string[] =>
  answer ? answer.languages.map((language) => language.tag) : WRITER_LANGUAGES;
