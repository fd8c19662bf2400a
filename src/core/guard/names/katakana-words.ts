/**
 * A name found inside a text written without spaces (docs/decisions/012, round twenty-four): a
 * country Japanese writes in katakana is read where the text holds it, but katakana also spells
 * the foreign names that hold it, リビア (Libya) in オリビア (Olivia), イラン (Iran) in マイランド.
 * A katakana name stands for itself only where no other katakana letter (nor the long mark ー)
 * runs on either side of it; a name in Thai is read wherever it stands. A name in Han characters
 * stands for itself where it begins and ends on a word's edge, as ICU's dictionary (`Intl.Segmenter`)
 * cuts the text: 海地 (Haiti) is no word of 上海地铁 (上海|地铁, the Shanghai metro; round
 * twenty-eight), 日本 is one of 中国和日本.
 */

import { segmentsOf } from '../../segments-of.ts';

const KATAKANA = /^[\p{Script=Katakana}ー・]+$/u;
const KATAKANA_LETTER = /[\p{Script=Katakana}ー]/u;

/** Whether `text` says `phrase` (a place's name in a script without spaces) as a word of its own. */
export function unspacedSays(text: string, phrase: string): boolean {
  if (HAN.test(phrase)) return saysHanWord(text, phrase);
  if (!KATAKANA.test(phrase)) return text.includes(phrase);
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    const before = text[at - 1] ?? '';
    const after = text[at + phrase.length] ?? '';
    if (!KATAKANA_LETTER.test(before) && !KATAKANA_LETTER.test(after)) return true;
  }
  return false;
}

const HAN = /^\p{Script=Han}+$/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The last text cut into words, and where its words begin and end (one text is read at a time). */
let cut: { text: string; edges: ReadonlySet<number> } | undefined;

/** Where `text`'s words begin and end, as ICU cuts Chinese or, with kana, Japanese. */
function wordEdges(text: string): ReadonlySet<number> {
  if (cut?.text === text) return cut.edges;
  const edges = new Set<number>([0, text.length]);
  const segmenter = new Intl.Segmenter(KANA.test(text) ? 'ja' : 'zh', { granularity: 'word' });
  for (const { index, segment } of segmentsOf(segmenter, text)) {
    edges.add(index);
    edges.add(index + segment.length);
  }
  cut = { text, edges };
  return edges;
}

/** Whether `text` says the Han `phrase` as one word or several whole ones. */
function saysHanWord(text: string, phrase: string): boolean {
  let at = text.indexOf(phrase);
  if (at === -1) return false;
  const edges = wordEdges(text);
  for (; at !== -1; at = text.indexOf(phrase, at + 1)) {
    if (edges.has(at) && edges.has(at + phrase.length)) return true;
  }
  return false;
}
