/**
 * A place a translated line names that only the author's name spells (issue 44, round
 * twenty-four's "arrive in Riyadh" of a post about Jeddah, by an account called "الرياضية", the
 * sports one): abjad-places.ts reads a place after a preposition by its consonants in the source,
 * and the guard's source holds the author's name and handle too, so a word of the name that
 * shares a city's consonants ("رياضية", sports, and "الرياض", Riyadh) vouched for the city. A
 * place after "in", "to" or "from" is where the post's event is; the account's name says who
 * posts, not where. So such a place is read again against the source without the author's names:
 * one the post's own words (and its facts) do not write is a new place.
 */
import { normaliseForClaims } from '../claim-text.ts';
import { oncePer } from '../once-per-source.ts';
import { unsupportedAbjadPlaces } from './abjad-places.ts';

interface AuthoredSource {
  readonly text: string;
  readonly authorNames?: readonly string[];
}

/**
 * The source's text without its author's names: each stands on a line of its own after the post's
 * words (claim-source.ts), the last such line taken out; a short handle ("al") inside the post's
 * words is left. Read once per source.
 */
const withoutAuthor = /* @__PURE__ */ oncePer(
  (source: AuthoredSource): { readonly text: string } => {
    const lines = source.text.split('\n');
    for (const name of source.authorNames ?? []) {
      const at = lines.lastIndexOf(normaliseForClaims(name));
      if (at > 0) lines.splice(at, 1);
    }
    return { text: lines.join('\n') };
  },
);

/** The places of a translated `line` (in `lang`) an abjad source's author's name alone writes. */
export function authorNamedPlaces(line: string, source: AuthoredSource, lang: string): string[] {
  if (!source.authorNames?.some((name) => name.trim() !== '')) return [];
  const withNames = new Set(unsupportedAbjadPlaces(line, source, lang));
  return unsupportedAbjadPlaces(line, withoutAuthor(source), lang).filter(
    (place) => !withNames.has(place),
  );
}
