/**
 * Bengali number words with their classifier joined on (issue 44 item 4, h290): "চারজন আহত"
 * (four people hurt), "পাঁচটি স্কুল" (five schools). n2words' lexicon reads "চার" and "পাঁচ"
 * alone, so the source held no 4 and a faithful "৪ জন আহত" was stopped. The source's words
 * that are a lexicon's number and a classifier are read once a source; a line's count is held
 * where one of them has its value ("৫ জন" of "চারজন" is still stopped).
 */
import type { ClaimSource } from '../claim-source.ts';
import { lexiconOf, wordKey } from '../numbers/number-words.ts';
import { oncePer } from '../once-per-source.ts';
import type { Figure } from './figure-kinds.ts';

/** A Bengali word ending in a classifier of people or things: its number's part first. */
const CLASSIFIED = /([\u0980-\u09FF]+?)(?:জন|টি|টা|খানা|খানি)(?![\u0980-\u09FF])/gu;

/** The values the source's classified number words hold, read once a source. */
const classifiedValues = oncePer((source: ClaimSource): ReadonlySet<number> => {
  const values = new Set<number>();
  const lexicon = source.langs.includes('bn') ? lexiconOf('bn') : undefined;
  if (lexicon === undefined) return values;
  for (const match of source.text.matchAll(CLASSIFIED)) {
    const value = lexicon.groups.get(wordKey(match[1] ?? '', lexicon));
    if (value !== undefined) values.add(value);
  }
  return values;
});

/** Whether the line's count `figure` is a number the source writes as a classified word. */
export function heldClassifiedCount(figure: Figure, source: ClaimSource): boolean {
  if (figure.kind !== 'count' || !source.langs.includes('bn')) return false;
  const values = classifiedValues(source);
  if (values.size === 0) return false;
  return figure.readings.some((reading) =>
    reading.every((key) => {
      const value = /^n(\d+)$/u.exec(key)?.[1];
      return value !== undefined && values.has(Number(value));
    }),
  );
}
