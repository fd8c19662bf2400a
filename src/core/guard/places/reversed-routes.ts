/**
 * A move told the other way round (issue 44 items 1 and 4, docs/decisions/012 "Long documents'
 * figures"): "Die Geburtshilfe zieht von Eschwege nach Witzenhausen" of a source's "Die
 * Geburtshilfe in Witzenhausen wird geschlossen und nach Eschwege verlegt". Both places are the
 * source's, so no names reader stops the line; but the line sends to the second a move the source
 * sends to the first. A line's "from A to B" is reversed where the source writes "to A" in a
 * sentence that names B, and never "to B". Prepositions of English, German, Spanish, French,
 * Italian and Portuguese; a place is a capitalised word or a run of them.
 */
import { oncePer } from '../once-per-source.ts';

/** Words as a pattern's alternatives, each in lower case or opening a sentence ("From", "Nach"). */
function either(words: string): string {
  return words
    .split(' ')
    .map((word) => `[${word[0]}${word[0]?.toUpperCase()}]${word.slice(1)}`)
    .join('|');
}

/** Where a move comes from and where it goes, in the languages whose capitals mark names. */
const FROM = either('from von aus desde de del da di du des do');
const TO = either('to into towards nach zu zum zur a al hacia hasta à au aux vers para ao');
/** A place: capitalised words, one space or hyphen between ("Bad Hersfeld", "Saint-Denis"). */
const PLACE = "\\p{Lu}[\\p{L}\\p{M}'’]+(?:[ -]\\p{Lu}[\\p{L}\\p{M}'’]+){0,3}";
/** An article a place may take after "to" ("para o Porto", "a la Coruña"; h282). */
const ARTICLE = '(?:(?:o|a|os|as|el|la|le|les|il|lo|the) )?';
/** A line's "from A to B". */
const ROUTE = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:${FROM}) (${PLACE}) (?:${TO}) ${ARTICLE}(${PLACE})`,
  'gu',
);
/** A source's "to A". */
const DESTINATION = new RegExp(`(?<![\\p{L}\\p{M}])(?:${TO}) ${ARTICLE}(${PLACE})`, 'gu');

interface Destinations {
  /** Each place the source sends something to, in lower case. */
  places: ReadonlySet<string>;
  /** The source's sentences, in lower case, each with the places it sends something to. */
  sentences: ReadonlyArray<{ text: string; places: readonly string[] }>;
}

/** The source's destinations, read once. */
const destinations = /* @__PURE__ */ oncePer((source: { readonly text: string }): Destinations => {
  const places = new Set<string>();
  const sentences: Array<{ text: string; places: string[] }> = [];
  for (const sentence of source.text.split(/(?<=\D[.!?;])\s+(?=\p{Lu})|\n+/u)) {
    // The place only as the preposition's object: its capital must be a name's, not a sentence's.
    const found = [...sentence.matchAll(DESTINATION)].map((match) =>
      (match[1] ?? '').toLowerCase(),
    );
    for (const place of found) places.add(place);
    if (found.length > 0) sentences.push({ text: ` ${words(sentence)} `, places: found });
  }
  return { places, sentences };
});

/** The places a line's "from A to B" sends the source's move to the wrong way (B, as written). */
export function reversedRoutes(line: string, source: { readonly text: string }): string[] {
  if (!/\p{Lu}/u.test(line)) return [];
  const routes = [...line.matchAll(ROUTE)];
  if (routes.length === 0) return [];
  const { places, sentences } = destinations(source);
  const reversed: string[] = [];
  for (const match of routes) {
    const from = (match[1] ?? '').toLowerCase();
    const to = (match[2] ?? '').toLowerCase();
    if (from === to || !places.has(from) || places.has(to)) continue;
    const named = ` ${words(to)} `;
    const beside = sentences.some(
      (sentence) => sentence.places.includes(from) && sentence.text.includes(named),
    );
    if (beside) reversed.push(match[2] ?? '');
  }
  return reversed;
}

/** `text`'s words in lower case, one space between. */
const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{M}'’]+/gu) ?? []).join(' ');
