/**
 * A total a line gives by naming what the source's listed parts count, with no total word
 * (issue 44 item 4, docs/decisions/012): "Pracę straci 200 osób" of "Firma zwolni 120 osób w
 * Krakowie i 80 w Gdańsku", "Sebanyak 600 siswa" of "320 siswa laki-laki dan 280 siswa
 * perempuan". The line's figure counts the parts' own noun, and names none of the words that tell
 * one part from the other ("w Krakowie"): "200 osób w Krakowie" puts the sum on one part and stays
 * stopped. Spaced languages only: a Han or Hangul counter (counter-nouns.ts) says nothing of which
 * part a figure is, and the places stand before it ("東京で120人").
 */
import { isContent } from '../words/clause-words.ts';
import { isStopWord } from '../words/stop-words.ts';

/** A listed part as derived-figures.ts reads it: where it ends, and its noun if any. */
interface Part {
  readonly end: number;
  readonly noun?: string | undefined;
}

const WORDS = /[\p{L}\p{M}]+/gu;
/** A word of a spaced script. */
const SPACED = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Devanagari}\p{Script=Arabic}]+$/u;

/** Two words one, but for their endings ("osób", "osoby" stay apart: four letters at least). */
const same = (a: string, b: string) =>
  a.length >= 4 && b.length >= 4 ? a.slice(0, 4) === b.slice(0, 4) : a === b;

/** The content words a source tells a part with, up to its clause's end, but its noun. */
function partWords(text: string, part: Part, lang: string): string[] {
  const clause = text.slice(part.end, part.end + 40).split(/[,;:.!?()\n\p{N}]/u)[0] ?? '';
  return (clause.toLowerCase().match(WORDS) ?? []).filter(
    (word) =>
      isContent(word) &&
      !isStopWord(word, lang) &&
      !(part.noun !== undefined && same(word, part.noun)),
  );
}

/**
 * Whether the line's figure, followed by `lineNoun`, is the total of `parts`: the noun one of them
 * is written with, and none of the words that tell one part from another stands in the line.
 */
export function namesPartsNoun(
  line: string,
  lineNoun: string | undefined,
  parts: readonly Part[],
  text: string,
  lang: string,
): boolean {
  if (lineNoun === undefined || !SPACED.test(lineNoun) || lineNoun.length < 3) return false;
  const noun = lineNoun.toLowerCase();
  if (!parts.some((part) => part.noun !== undefined && same(part.noun, noun))) return false;
  const words = line.toLowerCase().match(WORDS) ?? [];
  return !parts.some((part) =>
    partWords(text, part, lang).some((word) => words.some((other) => same(word, other))),
  );
}
