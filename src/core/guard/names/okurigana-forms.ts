/**
 * A Japanese word of kanji followed by hiragana (okurigana) whose kanji stem the source writes:
 * a verb's or an adjective's form, no name (round 45's "前年同月比0.6%下がり" of "前年同月比0.6%
 * 下落した": "下がり", fell, the native verb of the source's Sino-Japanese "下落", a fall). The
 * rare-swaps reader, with no capital to tell a name, read the continuative form, missing from the
 * list of common words, as a word put in the source's place. Okurigana spell a verb's or an
 * adjective's ending; a person's or a place's name is kanji (or katakana) alone, so a kanji word
 * ending in hiragana is a name only in rare given names, and here its stem must be the source's
 * too. A word whose kanji the source never writes ("上がり", rose, of "下落") is not read here.
 */

/** Kanji, then hiragana to the word's end: "下がり", "高く", "続け". */
const OKURIGANA = /^(\p{Script=Han}+)\p{Script=Hiragana}+$/u;

/** Whether `word`, of a Japanese line, is a verb's or an adjective's form of a stem `source` holds. */
export function isOkuriganaForm(word: string, source: string, lang: string): boolean {
  if (lang !== 'ja') return false;
  const stem = OKURIGANA.exec(word)?.[1];
  return stem !== undefined && source.includes(stem);
}
