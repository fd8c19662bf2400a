/**
 * A score's side changed in a translation (issue 44): a source in a script with no capitals tells
 * no side apart (score-sides.ts), but a side it writes in Latin letters ("LG 트윈스를 5대3으로")
 * is written the same in any Latin-script translation. A translated line that gives the source's
 * score and names none of the Latin names the source's sentence with that score names has put
 * other sides to it ("beat the Doosan Bears 5-3").
 */
import type { Placed } from './figure-ties.ts';

/** A name in Latin letters: a capital, then letters or more capitals ("LG", "Lotte", "KIA"). */
const LATIN_NAME = /(?<![\p{L}\p{N}])\p{Lu}[\p{Script=Latin}]+(?![\p{L}\p{N}])/gu;
/** A letter of a script without capitals (Hangul, Han, kana, Arabic, Thai, Devanagari...). */
const CASELESS_LETTER = /[^\P{Lo}ªº]/u;
/** Where a source's sentence ends, in any script. */
const SENTENCE_END = /[.!?。！？\n]/u;

/** The sentence of `text` around `at`. */
function sentenceAt(text: string, at: number): string {
  let from = at;
  while (from > 0 && !SENTENCE_END.test(text[from - 1] as string)) from -= 1;
  let to = at;
  while (to < text.length && !SENTENCE_END.test(text[to] as string)) to += 1;
  return text.slice(from, to);
}

const scoreKeys = (placed: Placed) =>
  placed.figure.kind === 'score' ? placed.figure.readings.map((reading) => reading.join()) : [];

/** The line's scores (as written) whose source sentence's Latin names the line leaves out. */
export function translatedScoreSides(
  line: string,
  placed: readonly Placed[],
  sourceText: string,
  sourcePlaced: readonly Placed[],
): string[] {
  const changed: string[] = [];
  for (const mine of placed) {
    const keys = scoreKeys(mine);
    if (keys.length === 0) continue;
    const theirs = sourcePlaced.find((other) => scoreKeys(other).some((key) => keys.includes(key)));
    if (!theirs) continue;
    const sentence = sentenceAt(sourceText, theirs.start);
    // Latin letters stand out as a side only among a script's without case: in a German or French
    // sentence they are any word's capitals ("bei der EM in Wien", "Le XV de France"), which
    // score-sides.ts reads.
    if (!CASELESS_LETTER.test(sentence)) continue;
    const names = sentence.match(LATIN_NAME) ?? [];
    // Only a short script-free name is written the same in translation: a club's letters.
    const kept = names.filter((name) => /^\p{Lu}{2,4}$/u.test(name));
    if (kept.length > 0 && !kept.some((name) => new RegExp(`\\b${name}\\b`, 'u').test(line))) {
      changed.push(mine.figure.text);
    }
  }
  return changed;
}
