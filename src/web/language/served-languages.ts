/**
 * What `GET /api/languages` said, asked once per page and only when a visitor reaches for a
 * language choice (the first paint asks the server nothing more). Until then, and when it cannot
 * answer, the page offers core's list, which is what the default writer writes.
 */
import { useSyncExternalStore } from 'react';
import { WRITER_LANGUAGES } from '#core/card-languages.ts';
import type { LanguagesResponse } from '#core/index.ts';
import { requestLanguages } from '#web/api/request-languages.ts';

let served: LanguagesResponse | undefined;
let asking = false;
const listeners = new Set<() => void>();

/** Asks the server once (again after a failure); every choice on the page follows its answer. */
export function askServedLanguages(): void {
  if (served || asking) return;
  asking = true;
  void requestLanguages().then((answer) => {
    asking = false;
    if (!answer) return;
    served = answer;
    for (const listener of listeners) listener();
  });
}

/** Forgets the answer: for tests, which each start a page anew. */
export function forgetServedLanguages(): void {
  served = undefined;
  asking = false;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getServed = () => served;

/** The server's answer once it came; `undefined` before (and in the pre-rendered page). */
export function useServedLanguages(): LanguagesResponse | undefined {
  return useSyncExternalStore(subscribe, getServed, () => undefined);
}

/** The tags offered: the server's list once it answered, core's before. */
export const offeredTags = (answer: LanguagesResponse | undefined): readonly string[] =>
  answer ? answer.languages.map((language) => language.tag) : WRITER_LANGUAGES;
