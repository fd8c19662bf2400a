/**
 * Number words no lexicon reads, written as the digits they say before a text's figures are read
 * again: Thai's (thai-word-figures.ts), written unspaced, and Korean's native numbers
 * (korean-word-figures.ts). One entry for claim-figures.ts, which reads both the same way.
 */
import type { Figure } from './figure-kinds.ts';
import { addKoreanWordKeys, withKoreanWordFigures } from './korean-word-figures.ts';
import { addThaiWordKeys, withThaiWordFigures } from './thai-word-figures.ts';

/** A source's keys its Thai and Korean number words add (`read` gives a text's keys). */
export function addWordNumberKeys(
  text: string,
  keys: Set<string>,
  read: (text: string) => ReadonlySet<string>,
): void {
  addThaiWordKeys(text, keys, read);
  addKoreanWordKeys(text, keys, read);
}

/** A line's figures with those its Thai and Korean number words say. */
export function withWordNumberFigures(
  text: string,
  figures: Figure[],
  read: (text: string) => Figure[],
): Figure[] {
  return withKoreanWordFigures(text, withThaiWordFigures(text, figures, read), read);
}
