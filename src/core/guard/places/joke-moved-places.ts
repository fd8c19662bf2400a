/**
 * A place a Troll or Meme line put in the place of the post's, in the post's own fact (round
 * thirty-six): "В Петербурге 25 сантиметров снега за сутки" of "В Москве за сутки выпало 25
 * сантиметров снега", "El Gordo entero vendido en Don Benito, el 79432" of "el número 79432,
 * vendido ... de Villanueva de la Serena". A joke may name any place beside the post's ("more snow
 * than Siberia"), so a new name alone is no edit (joke-name-edits.ts); but told in the sentence that
 * carries the post's figure, after a short word of the post's ("в", "en": a preposition, as a name
 * stands after one), while the line names none of the places the post writes after such a word in
 * the sentence holding that figure, the figure's fact moved to the joke's place.
 */
import type { NameSource } from '../names/claim-names.ts';

/** Where a sentence ends: a full stop, ! or ? (any script's) before a space, or a line break. */
const SENTENCE_END = /(?<=[.!?…。！？])\s+|\n+/u;
/** A figure of two digits or more: one digit is too common to tie a line to the post's fact. */
const FIGURE = /\d+(?:[.,]\d+)*/gu;
/** A capitalised name after a short word, the way a place stands after its preposition. */
const PLACED = /(?<![\p{L}\p{M}])(\p{L}{1,3})\s+(\p{Lu}[\p{L}\p{M}]{2,})/gu;
/** The letters a declined name keeps of its stem ("Москве", "Москва"). */
const STEM = 4;

const figuresOf = (sentence: string) =>
  new Set(
    [...sentence.matchAll(FIGURE)]
      .map(([figure]) => figure)
      .filter((figure) => figure.replace(/\D/gu, '').length >= 2),
  );

/** A short word a place stands after: in lower case, or a one-letter preposition opening a sentence. */
const placing = (word: string) => word.length === 1 || word === word.toLowerCase();

/** The names the post writes after a short word in its sentences holding one of `figures`. */
function placedNames(text: string, figures: ReadonlySet<string>): string[] {
  const names: string[] = [];
  for (const sentence of text.split(SENTENCE_END)) {
    if (![...figuresOf(sentence)].some((figure) => figures.has(figure))) continue;
    for (const [, word = '', name = ''] of sentence.matchAll(PLACED)) {
      if (placing(word)) names.push(name);
    }
  }
  return names;
}

/** The names of `unsupported` (the line's names the post lacks) that moved the post's fact. */
export function jokeMovedPlaces(
  line: string,
  source: NameSource,
  unsupported: readonly string[],
): string[] {
  const lineStems = (line.match(/[\p{L}\p{M}]+/gu) ?? []).map((word) => word.toLowerCase());
  const named = (name: string) => {
    const stem = name.toLowerCase().slice(0, STEM);
    return lineStems.some((word) => word.startsWith(stem));
  };
  const moved: string[] = [];
  for (const sentence of line.split(SENTENCE_END)) {
    const figures = figuresOf(sentence);
    if (figures.size === 0) continue;
    const theirs = placedNames(source.text, figures);
    if (theirs.length === 0 || theirs.some(named)) continue;
    for (const [, word = '', name = ''] of sentence.matchAll(PLACED)) {
      if (placing(word) && source.words.has(word.toLowerCase()) && unsupported.includes(name))
        moved.push(name);
    }
  }
  return moved;
}
