/**
 * A country a line names as its language's dictionary does, where the source names it only in
 * another case (h244): "Россия увеличила экспорт" of "Экспорт зерна из России", "Німеччина
 * виділить" of "Уряд Німеччини", "Francja:" of "prezydentem Francji". The places reader knows a
 * country by its names (`Intl.DisplayNames`, world-countries), which are nominatives; a source
 * that declines it writes none of them. Here the line's one-word name is the source's word in
 * another case, as the names reader reads a declined name (inflected-names.ts: a shared start
 * of four letters and most of the word, a short ending each): "Украина" of a post about "России"
 * shares no such start and is still a new place.
 */
import { declinedSourceName } from '../names/inflected-names.ts';

/** Whether a line's one-word country `phrase` (lower case) is a word of the source's in another case. */
export function isDeclinedSourceCountry(
  phrase: string,
  source: {
    readonly text?: string;
    readonly words: ReadonlySet<string>;
    readonly langs: readonly string[];
  },
): boolean {
  if (phrase.includes(' ') || source.text === undefined) return false;
  return declinedSourceName(phrase, {
    text: source.text,
    words: source.words,
    langs: source.langs,
  });
}
