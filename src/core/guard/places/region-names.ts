/**
 * A region's word for the source's countries (issue 44 item 4, docs/decisions/012, long
 * documents): a summary calls a trial "in Denmark, Sweden and Finland" one "in three Nordic
 * countries", a match of Spain against Portugal an "Iberian derby". The word names no new place
 * when the source names a country of that region; of a source that names none of them it is a
 * new place ("Baltic" of a trial in Denmark, Sweden and Finland) and stays a name the source lacks.
 *
 * Written here: a closed class of groupings people name countries by, none a UN or ISO region
 * (world-countries' subregions are "Northern Europe", which holds the UK and the Baltics; CLDR
 * has no "Nordic"). Each with its members' ISO codes and its words' stems in the languages the
 * guard reads in Latin letters ("nórdicos", "nordique", "skandinavisch").
 */
import { type PlaceSource, sourceCountryCodes } from './place-words.ts';

const REGIONS: ReadonlyArray<{ word: RegExp; members: readonly string[] }> = [
  // Nordic: the Nordic Council's five.
  {
    word: /^(?:nordi(?:cs?|ques?|c[oiae])|nordisch\w*|nórdic[oa]s?)$/u,
    members: ['DK', 'FI', 'IS', 'NO', 'SE'],
  },
  {
    word: /^(?:e?scandinav\w*|skandinav\w*)$/u,
    members: ['DK', 'NO', 'SE'],
  },
  {
    word: /^(?:baltic|baltics|baltique|baltes?|báltic[oa]s?|baltisch\w*|baltyck\w*)$/u,
    members: ['EE', 'LT', 'LV'],
  },
  { word: /^(?:iberian|ibérique|ibéric[oa]s?|iberic[oa]|iberisch\w*)$/u, members: ['ES', 'PT'] },
  { word: /^benelux$/u, members: ['BE', 'LU', 'NL'] },
  {
    word: /^(?:balkans?|balkanique|balcánic[oa]s?|balcanic[oa]|balkanisch\w*|bałkań\w*)$/u,
    members: ['AL', 'BA', 'BG', 'GR', 'HR', 'ME', 'MK', 'RO', 'RS', 'SI', 'XK'],
  },
  {
    word: /^(?:maghreb|maghrebi|maghrébin\w*|magrebí\w*|magreb)$/u,
    members: ['DZ', 'LY', 'MA', 'MR', 'TN'],
  },
];

/** True when `word` is a region's word and the source names a country of that region. */
export function isSourceRegionWord(word: string, source: PlaceSource): boolean {
  const lower = word
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’]s?$/u, '');
  const region = REGIONS.find((one) => one.word.test(lower));
  if (!region) return false;
  const named = sourceCountryCodes(source);
  return region.members.some((code) => named.has(code));
}
