/**
 * A country's or capital's name that is also a function word of the line's language (h300): the
 * places reader (claim-names.ts) matches a name in any case, and CLDR names a country by its
 * language too, so Indonesian "akan" (will) was Ghana's Akan, Tagalog "hindi" (not) India's Hindi,
 * "lima" (five, in both) Peru's capital and Russian "того" (of that) Togo: "Tarif akan naik" of a
 * post saying only that fares rise, and "Hindi pa rin sapat ang mga silid-aralan" of a shortage,
 * were stopped as naming a country. Such a word is the language's own where no capital marks a
 * name: written in lower case, as a sentence's first word, or anywhere in German (its nouns are
 * capitals: "Mann" is the Isle of Man). With a capital inside a sentence ("bahasa Akan", "sa Lima")
 * it is still the place. The lists are the stopword package's (stop-words.ts).
 */
import { isStopWord } from '../words/stop-words.ts';

/** Whether a line's `place` (a places reader's phrase) is a function word of `lang` there. */
export function isFunctionWordPlace(
  place: string,
  line: string,
  lang: string,
  opensSentence: (line: string, at: number) => boolean,
): boolean {
  if (place.includes(' ') || !isStopWord(place, lang)) return false;
  const escaped = place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = [
    ...line.matchAll(new RegExp(`(?<![\\p{L}\\p{M}])${escaped}(?![\\p{L}\\p{M}])`, 'giu')),
  ];
  const german = lang.toLowerCase().startsWith('de');
  return (
    at.length > 0 &&
    at.every((match) => german || !/^\p{Lu}/u.test(match[0]) || opensSentence(line, match.index))
  );
}
