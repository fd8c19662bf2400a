/**
 * A route told the other way round in a translation (round fourteen): "The train will leave Indore
 * at 6:30am and reach Bhopal at 9:45am" of "ट्रेन सुबह 6:30 बजे भोपाल से रवाना होकर 9:45 बजे इंदौर
 * पहुँचेगी". Both places are the source's in its sounds (roman-names.ts), so no names reader stops
 * the line. Languages name a route's start before its end ("X से … Y", "من X إلى Y", "из X в Y",
 * "从X到Y"), so a line's route from A to B is reversed where every sentence of the source naming
 * both names B first. Read for sources in a script other than Latin only: a Latin-script source's
 * prepositions are read where they stand (reversed-routes.ts), and Japanese kanji any-ascii reads
 * as Chinese, so its places are not found.
 */
import { romanSupported, sourceSpelling } from '../names/roman-names.ts';
import { datedSoundPlaces } from './dated-sound-places.ts';

/** A place: capitalised words, one space or hyphen between ("Bad Hersfeld", "Tel Aviv"). */
const PLACE = "\\p{Lu}[\\p{L}\\p{M}'’]+(?:[ -]\\p{Lu}[\\p{L}\\p{M}'’]+){0,3}";
/** A line's "from A to B", or its "leave A … reach B" (a few words between, no sentence's end). */
const ROUTE = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:(?:[Ff]rom (${PLACE}) to)|(?:(?:[Ll]eav(?:es?|ing)|[Dd]epart(?:s|ing)?(?: from)?) (${PLACE})[^.!?;]{0,60}? (?:reach(?:es|ing)?|arriv(?:es?|ing) (?:in|at)|get(?:s|ting)? to))) (${PLACE})`,
  'gu',
);
const SENTENCE_END = /[.!?\n。！？।॥؟]+/u;
const LETTERS = /[\p{L}\p{M}]+/gu;

/** Where in `words` the place is first named in the source's sounds (one word, or two joined). */
function firstAt(place: string, words: readonly string[]): number {
  return words.findIndex(
    (word, at) =>
      romanSupported(place, { text: word }) ||
      (at + 1 < words.length && romanSupported(place, { text: `${word}${words[at + 1]}` })),
  );
}

/**
 * The places a translated line moves: its route's end sent the source's way round the wrong way
 * (B, as written), a Chinese line's place put on another's date (dated-sound-places.ts).
 */
export const translatedRoutes = (line: string, source: { readonly text: string }): string[] => [
  ...reversedRoutes(line, source),
  ...datedSoundPlaces(line, source),
];

/** The places a translated line's route sends the source's way round the wrong way (B, as written). */
function reversedRoutes(line: string, source: { readonly text: string }): string[] {
  if (!/\p{Lu}/u.test(line)) return [];
  const routes = [...line.matchAll(ROUTE)];
  if (routes.length === 0) return [];
  const spelling = sourceSpelling(source);
  if (spelling !== 'spelled' && spelling !== 'other') return [];
  const sentences = source.text
    .split(SENTENCE_END)
    .map((sentence) => sentence.match(LETTERS) ?? []);
  const reversed: string[] = [];
  for (const match of routes) {
    const from = match[1] ?? match[2] ?? '';
    const to = match[3] ?? '';
    if (from === '' || from.toLowerCase() === to.toLowerCase()) continue;
    // The sentences naming both, by where each is first named.
    const both = sentences
      .map((words) => [firstAt(from, words), firstAt(to, words)] as const)
      .filter(([a, b]) => a >= 0 && b >= 0 && a !== b);
    if (both.length > 0 && both.every(([a, b]) => b < a)) reversed.push(to);
  }
  return reversed;
}
