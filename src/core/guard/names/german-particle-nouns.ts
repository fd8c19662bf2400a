/**
 * A German compound whose last word is a particle verb's noun (issue 44 item 4): "Preisanstieg"
 * (prices' rise) of "die Preise steigen", "Zugausfall" of "der Zug fiel aus", "Flugausfälle",
 * "Stellenabbau". German makes such nouns of a verb's particle and its stem, often the past's
 * ("an-stieg" of "steigen", "aus-fall" of "fallen"); the commonest-words list holds the stem
 * ("stieg", "fall", "bau") and seldom the particle's noun, and german-names.ts's compound reader
 * takes a particle at a word's start only ("Carol-ab-rücke" is a name, not "Carol" and "Abrücke").
 * So the particle is read here, inside, only after a head that is a German word of four letters
 * or more and no common given name (common-names.data.ts): "Carolabrücke" stays a name.
 */
import { COMMON_NAMES } from '../words/common-names.data.ts';
import { isStopWord } from '../words/stop-words.ts';

/**
 * The particles German nouns of particle verbs open on ("Ab-bau", "Rück-gang", "Zusammen-bruch"),
 * and "neu", which opens nouns as they do ("Schul-neu-bau", "Neuwahl").
 */
const PARTICLES = [
  'neu',
  'zusammen',
  'unter',
  'durch',
  'nach',
  'rück',
  'über',
  'auf',
  'aus',
  'ein',
  'vor',
  'ab',
  'an',
  'um',
  'zu',
];

/**
 * The shortest head ("Zug-ausfall"; the caller's `isHead` may ask more of a short one), and the
 * shortest stem after the particle ("bau", "gang", "fall").
 */
const SHORTEST_HEAD = 3;
const SHORTEST_STEM = 3;

/** A stem's inflection after it: "Ausfäll-e", "Anstieg-s", "Abbau-ten". */
const ENDINGS = ['', 'e', 'en', 'n', 's', 'es', 'er', 'ern', 'ten', 'te'];

let givenNames: ReadonlySet<string> | undefined;

/** Whether `lower` is a common given name or a place English writes ("carol", "paul"). */
function isGivenName(lower: string): boolean {
  givenNames ??= new Set(COMMON_NAMES.split(' '));
  return givenNames.has(lower);
}

/** A plural's umlaut undone: "fälle" → "falle". */
const withoutUmlaut = (word: string) =>
  word.replace(/ä/gu, 'a').replace(/ö/gu, 'o').replace(/ü/gu, 'u');

/** Whether `rest`, after the particle, is a known stem with one of its endings. */
function isStemWithEnding(rest: string, known: (part: string) => boolean): boolean {
  for (const ending of ENDINGS) {
    if (!rest.endsWith(ending)) continue;
    const stem = rest.slice(0, rest.length - ending.length);
    // "Berg-an-der" is no noun: an article or pronoun is no verb's stem (stop-words.ts).
    if ([...stem].length < SHORTEST_STEM || isStopWord(stem, 'de')) continue;
    if (known(stem) || known(withoutUmlaut(stem))) return true;
  }
  return false;
}

/**
 * Whether `lower` (lower case) is a head German knows (`isHead`: a word or compound of its own or
 * the source's), a particle, and a stem German knows (`known`) with an inflection's ending.
 */
export function isParticleNounCompound(
  lower: string,
  isHead: (part: string) => boolean,
  known: (part: string) => boolean,
): boolean {
  const letters = [...lower];
  if (letters.length > 40) return false;
  for (let at = SHORTEST_HEAD; at <= letters.length - SHORTEST_STEM - 2; at++) {
    const rest = letters.slice(at).join('');
    const stemmed = PARTICLES.some(
      (one) => rest.startsWith(one) && isStemWithEnding(rest.slice(one.length), known),
    );
    if (!stemmed) continue;
    const head = letters.slice(0, at).join('');
    // "Arbeits-ab-bau": a head's linking -s- is no part of its word.
    const heads = head.endsWith('s') ? [head, head.slice(0, -1)] : [head];
    if (heads.some((one) => [...one].length >= SHORTEST_HEAD && !isGivenName(one) && isHead(one))) {
      return true;
    }
  }
  return false;
}
