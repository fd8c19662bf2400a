/**
 * Names in a German line (issue 44 item 5, docs/decisions/012, seventh round): every German noun
 * has a capital, so a capital alone tells no name. A capitalised word is read as one where nothing
 * else explains it: the source has it in no form (first-word-names.ts's mayBeNewName: a word of
 * its stem, a form the names reader takes, a number word), it is none of German's or English's
 * common words in a usual form (common-words.ts), and it is no compound German makes of its words
 * or the source's ("Kitaplätze", "Baustart", "Bildungssenatorin"; a linking -s-, -es-, -n-, an
 * ending of inflection or derivation, a plural's umlaut). "Treptower Park", "St. Pauli" and
 * "Baerbock" are names; "Stadträte", "Pokalerfolg" and "Teilnehmende" are words. Every capital is
 * read the same way, a sentence's first too: in German it tells as little there as anywhere.
 */

import { oncePer } from '../once-per-source.ts';
import { commonWordsOf } from '../words/common-words.ts';
import { isLatinateAgentPlural } from '../words/latinate-agents.ts';
import { NAME, type NameSource } from './claim-names.ts';
import { isSourceCountCompound } from './count-compounds.ts';
import { newToSource } from './first-word-names.ts';
import { lengthensFramedSourceWord } from './framed-source-heads.ts';
import { tradesSourceCompoundTail } from './german-compound-heads.ts';
import { isUmlautPlural, latinVerbStem } from './german-noun-stems.ts';
import { isParticleNounCompound } from './german-particle-nouns.ts';
import { isGermanVerbNoun } from './german-verb-nouns.ts';
import { isHedgeWord } from './hedge-words.ts';
import { isPowerUnitWord } from './power-unit-words.ts';
import { tailOfSourceCompound } from './source-compound-tails.ts';
import { sourceHeadBeforeWord } from './source-head-compounds.ts';

/** What joins a compound's words: "Haushalt-s-plan", "Bund-es-wehr", "Straße-n-bahn". */
const LINKS = /* @__PURE__ */ new Set(['s', 'es', 'n', 'en', 'e', 'er']);

/**
 * What may end a compound after its last word: an inflection ("Plätz-e", "Laufs"), a derivation
 * ("Entscheid-ung", "Senator-in", "Teilnehm-ende", "Freiheit") or both ("Erzieher-innen").
 */
const ENDS =
  /^(?:e|en|er|ern|es|em|n|s|se|sen|st|t|te|ten|ung|ungen|heit|heiten|keit|keiten|schaft|schaften|in|innen|erin|erinnen|ler|ner|chen|lein|isch|ische|ischen|lich|liche|lichen|ig|ige|igen|ierung|ierungen|end|ende|enden|ender|endes|tät|täten|ion|ionen)$/u;

/** What opens a German word before another ("Ver-länger-ung", "Be-schluss", "Ent-scheid-ung"). */
const PREFIXES = [
  'ver',
  'be',
  'ent',
  'er',
  'zer',
  'ge',
  'miss',
  'un',
  'ur',
  'emp',
  'ab',
  'an',
  'auf',
  'aus',
  'bei',
  'ein',
  'mit',
  'nach',
  'vor',
  'zu',
  'um',
  'durch',
  'neu',
];

/**
 * Endings of words German takes from Latin and Greek, a word of seven letters or more
 * ("Investitionen", "Ministeriums", "Demonstration"): names rarely end so.
 */
const LEARNED = /(?:tion|tionen|ität|itäten|ismus|ierung|ierungen|ium|iums|ien|ik|iker)$/u;

/**
 * German's pronouns, articles and auxiliaries: no compound's part ("Kim-mich", "Des-sau" are
 * names). Grammar, not vocabulary: the lists hold them among their commonest words.
 */
const FUNCTION_WORDS =
  /^(?:ich|mich|dich|sich|mir|dir|uns|euch|ihn|ihm|ihr|ihnen|sie|wir|den|dem|der|die|das|des|ein|eine|einen|einem|einer|und|oder|aber|nicht|ist|bin|bist|sind|war|hat|hab|habe|hast|mal)$/u;

/**
 * The shortest word of a compound, three letters ("Tor-", "-bad", "-rat"), and inside one, four:
 * "Drei-sam-stadion" is no compound.
 */
const SHORTEST = 3;
const SHORTEST_INNER = 4;

let germanStems: ReadonlySet<string> | undefined;

/** German's common words with their stems: "schule" and "schul", "entscheiden" and "entscheid". */
function stemsOfGerman(): ReadonlySet<string> {
  if (germanStems) return germanStems;
  const found = new Set<string>();
  for (const word of commonWordsOf('de') ?? []) addStems(found, word);
  germanStems = found;
  return found;
}

/** A word and its forms without an ending, the shortest read as a compound's word. */
function addStems(into: Set<string>, word: string): void {
  into.add(word);
  // "protestieren": "protest", the noun's stem (german-noun-stems.ts).
  const latin = latinVerbStem(word);
  if (latin) into.add(latin);
  for (const ending of ['en', 'n', 'e', 's', 'er', 'es']) {
    if (word.endsWith(ending) && word.length - ending.length >= SHORTEST) {
      into.add(word.slice(0, word.length - ending.length));
    }
  }
}

/** The source's words with their stems ("kitas": "kita"), read once for its lines. */
const stemsOfSource = /* @__PURE__ */ oncePer((source: NameSource): ReadonlySet<string> => {
  const made = new Set<string>();
  for (const word of source.words) if (!/\p{N}/u.test(word)) addStems(made, word);
  return made;
});

/** The last words of the source's compounds: each end of four letters or more of a longer word. */
const sourceTails = /* @__PURE__ */ oncePer((source: NameSource): ReadonlySet<string> => {
  const made = new Set<string>();
  for (const word of source.words) {
    const letters = [...word];
    // No longer end is looked for: a 20,000-letter word costs no more than a compound.
    for (let length = 4; length < Math.min(letters.length, 24); length++) {
      made.add(letters.slice(letters.length - length).join(''));
    }
  }
  return made;
});

/**
 * A short word put before the last word of one of the source's compounds: "Tramlinie" of
 * "Straßenbahnlinie", the other word for its first part. Only three or four letters: a longer
 * one before it is a name as often ("Carolabrücke" of "Augustusbrücke").
 */
function shortHeadOfSourceTail(lower: string, source: NameSource): boolean {
  const tails = sourceTails(source);
  for (const head of [3, 4]) {
    const tail = lower.slice(head);
    if (tail.length >= 4 && (tails.has(tail) || tails.has(tail.replace(/e?n$|e?s$/u, '')))) {
      return true;
    }
  }
  return false;
}

/** A plural's umlaut undone: "plätz" → "platz", "kräft" → "kraft", "räte" → "rate". */
const withoutUmlaut = (word: string) =>
  word.replace(/ä/gu, 'a').replace(/ö/gu, 'o').replace(/ü/gu, 'u');

/**
 * Whether `lower` is made of common or source words joined as German joins them; each part is
 * looked up once per place in the word, so a word's reading costs its length squared (a word is
 * at most 40 letters long).
 */
function isCompound(lower: string, known: (part: string) => boolean): boolean {
  const letters = [...lower];
  const size = letters.length;
  if (size > 40 || size < 2 * SHORTEST) return false;
  const part = (from: number, to: number) => letters.slice(from, to).join('');
  // afterWord[i]: the first i letters are words (and links) ending on a word; afterLink[i]: on a link.
  const afterWord = new Array<boolean>(size + 1).fill(false);
  const afterLink = new Array<boolean>(size + 1).fill(false);
  afterLink[0] = true;
  // A prefix opens the word and a word follows it, as after a link; inside a compound it would
  // make too many names words ("Carol-ab-rücke").
  for (const prefix of PREFIXES) if (lower.startsWith(prefix)) afterLink[prefix.length] = true;
  for (let from = 0; from < size; from++) {
    if (afterWord[from]) {
      if (from > 0 && ENDS.test(part(from, size))) return true;
      // After a first word of three letters only an -s- ("Amt-s-gericht"): "Han-n-over" is none.
      for (let to = from + 1; to <= Math.min(size, from + 3); to++) {
        const link = part(from, to);
        if (LINKS.has(link) && (from > SHORTEST || link === 's')) afterLink[to] = true;
      }
    }
    if (!afterWord[from] && !afterLink[from]) continue;
    for (let to = from + SHORTEST; to <= size; to++) {
      // A last word of three letters with its ending is no inner one ("Schnell-lad-er").
      const last = to < size && ENDS.test(part(to, size));
      if (from > 0 && to < size && to - from < SHORTEST_INNER && !last) continue;
      const piece = part(from, to);
      if (FUNCTION_WORDS.test(piece)) continue;
      // "Bäder-schließung": a plural's umlaut and "-er" (german-noun-stems.ts).
      if (known(piece) || known(withoutUmlaut(piece)) || isUmlautPlural(piece, known)) {
        afterWord[to] = true;
      }
    }
  }
  // Two words at least: one word alone is the lists' own reading (common-words.ts).
  return afterWord[size] === true && !known(lower);
}

/**
 * Whether a capitalised word is German's (or English's, or the source's) in any usual form: a
 * common word, inflected or derived, or a compound of them.
 */
export function isGermanWord(word: string, source?: NameSource): boolean {
  const lower = word
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’]s?$/u, '');
  const german = stemsOfGerman();
  const own = source ? stemsOfSource(source) : undefined;
  const known = (part: string) => german.has(part) || own?.has(part) === true;
  // A stem is a word only with an ending or in a compound: "pauli" is "Paulie"'s, not a word.
  if (commonWordsOf('de')?.has(lower) || source?.words.has(lower)) return true;
  if (([...lower].length >= 7 && LEARNED.test(lower)) || isGermanVerbNoun(lower)) return true;
  // "Demonstranten", "Dozenten": a Latinate agent's plural (latinate-agents.ts).
  if (isLatinateAgentPlural(lower, 'de')) return true;
  // One word with an ending ("Plätze", "Entscheidung"): the word is its only part.
  for (let cut = lower.length - 1; cut >= SHORTEST; cut--) {
    const stem = lower.slice(0, cut);
    if (ENDS.test(lower.slice(cut)) && (known(stem) || known(withoutUmlaut(stem)))) return true;
  }
  if (isCompound(lower, known)) return true;
  // "Preisanstieg", "Zugausfall": a particle verb's noun after a head (german-particle-nouns.ts);
  // a head of three letters only as the source writes it ("der Zug").
  const isHead = (head: string) =>
    ([...head].length > SHORTEST || source?.words.has(head) === true) &&
    (known(head) || isCompound(head, known));
  if (isParticleNounCompound(lower, isHead, known)) return true;
  if (source === undefined) return false;
  return (
    shortHeadOfSourceTail(lower, source) ||
    sourceHeadBeforeWord(lower, source, isGermanWord) ||
    tailOfSourceCompound(lower, source)
  );
}

/** A capitalised German word of four letters or more that German makes: a noun, no name. */
export const isGermanNoun = (word: string): boolean => [...word].length >= 4 && isGermanWord(word);

/**
 * An English word as German writes it ("Teams", "Fans", "Club"): as the list has it, or its plural.
 * Not the lists' reading of inflections across languages (common-words.ts), which takes "Pauli"
 * for a plural of "Paul".
 */
function isEnglishWord(word: string): boolean {
  const lower = word.normalize('NFC').toLowerCase();
  const english = commonWordsOf('en');
  return english?.has(lower) === true || english?.has(lower.replace(/e?s$/u, '')) === true;
}

/**
 * A compound's letters before its hyphen, short for the first part of a source word that ends
 * with the part after it: "E-Autos" of "Elektroautos", "E-Bike" of "Elektrobike".
 */
function shortFor(part: string, next: string | undefined, source: NameSource): boolean {
  if (!/^\p{Lu}{1,2}$/u.test(part) || !next || [...next].length < 3) return false;
  const [start, end] = [part.toLowerCase(), next.normalize('NFC').toLowerCase()];
  for (const word of source.words) {
    if (word.length > end.length + start.length && word.startsWith(start) && word.endsWith(end))
      return true;
  }
  return false;
}

/**
 * A German line's capitalised words that are names the source does not have: the source holds
 * them in no form, and they are no German word (isGermanWord) nor a common English or German one.
 */
export function unsupportedGermanNames(
  line: string,
  source: NameSource & { raisedUnits?(): ReadonlySet<string> },
): string[] {
  const found: string[] = [];
  for (const match of line.matchAll(NAME)) {
    const word = match[0].split(/['’]/)[0] as string;
    // "Münster-Marathon", "Pokal-Halbfinale": each capitalised part is read.
    const parts = word
      .split('-')
      .filter((part, at, all) => /^\p{Lu}/u.test(part) && !shortFor(part, all[at + 1], source));
    const named = parts.some(
      (part) =>
        newToSource(part, source) &&
        !isGermanWord(part, source) &&
        !isEnglishWord(part) &&
        // "Nahezu 90 Prozent": a hedge the figures' readers list (hedge-words.ts).
        !isHedgeWord(part, 'de') &&
        // "Neuntägiger Streik" of "neun Tage": the source's count and noun (count-compounds.ts).
        !isSourceCountCompound(part, source),
    );
    // "pro Quadratmeter" of "l/m²", "und Hagelkörner bis" of "und Hagel bis": the source's own.
    const said = () =>
      isPowerUnitWord(word, source.raisedUnits?.() ?? new Set()) ||
      lengthensFramedSourceWord(line, match.index ?? 0, word, source);
    if (named && !found.includes(match[0]) && !said()) found.push(match[0]);
  }
  return found;
}

/**
 * The replaced names (replaced-names.ts) that are no part of a source's compound: "laut
 * Hochwasserzentrum" of "laut Landeshochwasserzentrum" shortens the source's word in its frame,
 * it puts no other in its place; "für E-Autos" of "für Elektroautos" writes it short.
 */
export function notSourceParts(names: readonly string[], source: NameSource): string[] {
  return names.filter((name) => {
    // "für E-Autos" of "für Elektroautos": the letters are short for the source's word.
    const [first, second, ...more] = name.split('-');
    if (more.length === 0 && first && shortFor(first, second, source)) return false;
    const lower = name.normalize('NFC').toLowerCase();
    if ([...lower].length < 5 || /\s/u.test(lower)) return true;
    for (const word of source.words) {
      if (word.length > lower.length && (word.endsWith(lower) || word.startsWith(lower))) {
        return false;
      }
    }
    return true;
  });
}

/**
 * A German line's replaced names (replaced-names.ts) that are none of the source's compounds'
 * parts nor the source's word lengthened in its frame ("und Hagelkörner bis" of "und Hagel bis",
 * framed-source-heads.ts, read in `line`); a whole name a frame shows stands for its words already
 * read alone (dropNameWords).
 */
export function germanReplacedNames(
  names: readonly string[],
  source: NameSource,
  claims: Array<{ kind: string; text: string }>,
  line = '',
): string[] {
  const found = notSourceParts(names, source).filter((name) => {
    const at = line.indexOf(name);
    // "Vollzeitkräfte" of "Vollzeitstelle": the source's compound, its last part another word.
    if (tradesSourceCompoundTail(name, source, (part) => isGermanWord(part))) return false;
    return at < 0 || !lengthensFramedSourceWord(line, at, name, source);
  });
  for (const name of found) dropNameWords(claims, name);
  return found;
}

/**
 * Takes out of `claims` the names that are a word of `name`, a whole name a frame shows ("Pauli"
 * read alone, then "FC St. Pauli" in the source's place): the claim says the whole name.
 */
export function dropNameWords(claims: Array<{ kind: string; text: string }>, name: string): void {
  const words = name.toLowerCase().split(/\s+/u);
  // A name of one word is the claim already made ("berlin", a capital, stays as it was read).
  if (words.length < 2) return;
  for (let at = claims.length - 1; at >= 0; at--) {
    const claim = claims[at];
    if (claim?.kind === 'name' && words.includes(claim.text.toLowerCase())) claims.splice(at, 1);
  }
}
