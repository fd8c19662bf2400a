/**
 * "The Moroccan capital" in Arabic (round eight's book fair): "في العاصمة المغربية" of a post held
 * "في الرباط". Arabic has no capitals to tell a name, so unknown-names.ts reads a run of words the
 * source never has after "في" as a new place; but a country's relative adjective (its nisba: the
 * country's name as CLDR writes it in Arabic, its article and final alif off, then "ية" or "ي":
 * "المغربية" of "المغرب", "المصرية" of "مصر", "السورية" of "سوريا") names the country, and where
 * the source writes that country's capital (capital-names.data.ts, read by its consonants as
 * abjad-places.ts and abjad-names.ts read a place: "تونس" is Tunis though its "و" may be a v), the line names the source's own city. A country whose capital
 * the source does not write ("العاصمة المصرية" of a post in Rabat) is still a new place.
 */
import { abjadSkeleton, sourceSkeletons } from '../names/abjad-names.ts';
import { inSourceLoosely } from './abjad-places.ts';
import { capitals } from './capital-places.ts';
import { countries, intlName } from './country-list.ts';
import { isSourceNisbaCountry } from './nisba-countries.ts';

/** A nisba's ending, with its article and the clitics before it. */
const NISBA = /^(?:[وف]?[بلك]?ال|لل)?(\p{Script=Arabic}{2,}?)(?:يتين|يين|يون|يان|ية|ي)$/u;
/** The consonants a capital's name must keep for the source's word to be read as it. */
const CAPITAL_CONSONANTS = 3;

let stems: ReadonlyMap<string, readonly string[]> | undefined;

/** The countries (ISO codes) by their Arabic names' stems, built on first need. */
function countryStems(): ReadonlyMap<string, readonly string[]> {
  if (stems) return stems;
  const names = new Intl.DisplayNames('ar', { type: 'region' });
  const found = new Map<string, string[]>();
  for (const { code } of countries()) {
    const name = intlName(names, code);
    // A name of one word: "المملكة المتحدة" makes no one adjective.
    if (!name || /\s/u.test(name)) continue;
    const stem = name.replace(/^ال/u, '').replace(/ا$/u, '');
    if (stem.length >= 2) found.set(stem, [...(found.get(stem) ?? []), code]);
  }
  stems = found;
  return found;
}

/** Whether `word` is the adjective of a country whose capital the source writes (see above). */
export function isSourceCapitalAdjective(word: string, source: { readonly text: string }): boolean {
  const stem = NISBA.exec(word)?.[1];
  const codes = stem ? countryStems().get(stem) : undefined;
  if (!codes) return false;
  const { codes: capitalCodes, full } = capitals();
  return codes.some((code) =>
    capitalCodes.some(
      (capitalCode, at) =>
        capitalCode === code &&
        (full[at] ?? []).some(
          (name) =>
            !name.includes(' ') &&
            abjadSkeleton(name).length >= CAPITAL_CONSONANTS &&
            (inSourceLoosely(name, source) || sourceSkeletons(source)?.has(abjadSkeleton(name))),
        ),
    ),
  );
}

/** A run of a line's words that names the source's capital by its country, its other words common. */
export function sourceCapitalRun(
  run: ReadonlyArray<{ readonly text: string; readonly unknown: boolean }>,
  source: { readonly text: string },
): boolean {
  // Or the source's own country in its other form ("اللبنانيون" of "لبنان", nisba-countries.ts).
  const adjective = run.map(
    (word) =>
      isSourceCapitalAdjective(word.text, source) || isSourceNisbaCountry(word.text, source),
  );
  return adjective.some(Boolean) && run.every((word, at) => adjective[at] || !word.unknown);
}

/** Whether `word` is a country's relative adjective ("التونسية", "المصري"): a place's word. */
export function isCountryAdjective(word: string): boolean {
  const stem = NISBA.exec(word)?.[1];
  return stem !== undefined && countryStems().has(stem);
}
