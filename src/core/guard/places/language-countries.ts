/**
 * A translation says where a post is from when the post takes it for granted (issue 44, rounds
 * fifteen, sixteen, thirty-three and thirty-five): a Finnish warning that names no country is
 * Finland's ("the Finnish Meteorological Institute" of "Ilmatieteen laitos"), a Chinese statistics
 * bureau's figures China's ("China's economy grew" of "国家统计局…国内生产总值"). The country is
 * the one CLDR's likely subtags give the source's language (Intl.Locale's maximize: fi → FI, zh →
 * CN, pt → BR), and only where the source names no other country: a Portuguese post about
 * Portugal's prices gives no "Brazil". A line in the source's own language is read as before (its
 * readers share the post's ground).
 */
import { type NameSource, unsupportedPlaces } from '../names/claim-names.ts';
import { capitals, placeKey } from './capital-places.ts';
import { countriesIn } from './place-words.ts';
import { textCountryCodes } from './text-country-codes.ts';

/** The region CLDR's likely subtags give a language ("fi" → "FI"), if any. */
function likelyRegion(lang: string): string | undefined {
  try {
    return new Intl.Locale(lang).maximize().region;
  } catch {
    return undefined;
  }
}

/**
 * The places (unsupportedCountries' phrases) of a translated line that are not the country of
 * the source's language, where the source names no other.
 */
function withoutLanguageCountry(
  places: readonly string[],
  source: LineSource,
  line: string,
): string[] {
  const region = source.langs[0] ? likelyRegion(source.langs[0]) : undefined;
  if (!source.translated || !region || places.length === 0) return [...places];
  const named = textCountryCodes(source.text, source.langs);
  if ([...named].some((code) => code !== region)) return [...places];
  const own = countriesIn([...source.langs, ...source.lineLangs]).countries.find(
    (country) => country.code === region,
  );
  const { codes, full } = capitals();
  // A capital is the post's own only where a word of it begins with the name: an account named
  // for its city ("sofiamunicipality"), which a post in a Latin script would write apart.
  const words = placeKey(source.text).split(' ');
  const capital = (place: string) =>
    codes.some((code, index) => code === region && full[index]?.includes(place)) &&
    words.some((word) => word.startsWith(place.replaceAll(' ', '')));
  return places.filter(
    (place) => namesBody(line, place) || (!own?.full.includes(place) && !capital(place)),
  );
}

/**
 * Whether the line writes the place as the first word of a longer name ("the Russian Football
 * League" of a post about the RPL): that name's, which the source does not give, not the post's
 * own ground ("Russia's league", "the Finnish weather service" are).
 */
function namesBody(line: string, place: string): boolean {
  const lower = line.toLowerCase();
  for (let at = lower.indexOf(place); at >= 0; at = lower.indexOf(place, at + 1)) {
    const after = line.slice(at + place.length).replace(/^['’]s/u, '');
    if (!/\p{L}/u.test(line[at - 1] ?? '') && /^\s+\p{Lu}/u.test(after)) return true;
  }
  return false;
}

/** What a Normal line's places are read against: a claim source, translated or not. */
type LineSource = NameSource & {
  readonly lineLangs: readonly string[];
  readonly translated?: boolean;
};

/**
 * The countries and capitals a Normal line names that the source does not (claim-names.ts's
 * unsupportedPlaces), less a translation's country of the source's language.
 */
export function linePlaces(line: string, source: LineSource): string[] {
  return withoutLanguageCountry(unsupportedPlaces(line, source, source.translated), source, line);
}
