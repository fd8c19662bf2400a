/**
 * A direction flipped in German, Spanish, French, Portuguese, Italian or Dutch (issue 44, round
 * thirty): "leicht schlechter als 2024" of a source's "leicht besser", "la inflación suba al 2,4%"
 * of "baje al 2,4%", "Les loyers ont augmenté de 3 %" of "ont baissé de 3 %". Read as
 * direction-claims.ts reads English: a direction word (direction-stems.data.ts) with up to three
 * content words before it and three after it in its clause; the line's word is stopped where the
 * source writes the other side's word with those words (one after it at least, or, where neither
 * has any after it, as in "10 minuti dopo" of "10 minuti prima", two before it) and no word of its
 * own side with as many. A negation near the word turns it (before it, or in German and Dutch just
 * after it too: "steigen nicht", "stijgt niet"), so the word is not read. Only where the line is in
 * its source's language: a card in the reader's language has other words.
 */

import type { Side } from '../words/clause-words.ts';
import { isStopWord } from '../words/stop-words.ts';
import { DIRECTION_STEMS } from './direction-stems.data.ts';
import { reachBefore } from './figure-reach.ts';
import { hanComparativeClaims } from './han-comparatives.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';
import { negationWordsOf } from './negation-words.ts';
import { spacelessDirectionClaims } from './spaceless-directions.ts';

interface Token {
  word: string;
  comma: boolean;
  negation: boolean;
}

interface Direction extends Side {
  text: string;
  before: string[];
  after: string[];
}

/** Words that start another clause, per language: the words about a direction stop there. */
const COORDINATORS: Readonly<Record<string, readonly string[]>> = {
  de: ['und', 'aber', 'während', 'obwohl', 'weil', 'sondern', 'oder', 'doch', 'wobei'],
  es: ['y', 'e', 'pero', 'mientras', 'aunque', 'porque', 'o', 'sino'],
  fr: ['et', 'mais', 'tandis', 'alors', 'bien', 'parce', 'car', 'ou', 'puisque'],
  pt: ['e', 'mas', 'enquanto', 'embora', 'porque', 'ou'],
  it: ['e', 'ed', 'ma', 'mentre', 'benché', 'perché', 'o', 'oppure'],
  nl: ['en', 'maar', 'terwijl', 'hoewel', 'omdat', 'of'],
  ru: ['и', 'но', 'а', 'хотя', 'потому', 'или', 'поскольку'],
  uk: ['і', 'й', 'та', 'але', 'а', 'хоча', 'бо', 'або', 'оскільки', 'проте'],
  pl: [
    'i',
    'oraz',
    'ale',
    'lecz',
    'a',
    'podczas',
    'choć',
    'chociaż',
    'bo',
    'ponieważ',
    'albo',
    'lub',
  ],
  hi: ['और', 'लेकिन', 'परंतु', 'जबकि', 'क्योंकि', 'या'],
};
/**
 * The coordinator "and", per language: a direction verb just after it has the clause before as its
 * subject ("Der Pegel liegt bei 7,40 Metern und steigt weiter"), so the words before are read
 * across it.
 */
const AND: Readonly<Record<string, string>> = {
  de: 'und',
  es: 'y',
  fr: 'et',
  pt: 'e',
  it: 'e',
  nl: 'en',
  ru: 'и',
  uk: 'і',
  pl: 'i',
};
/** Languages whose negation may follow the verb it turns ("Die Preise steigen nicht"). */
const NEGATION_AFTER = new Set(['de', 'nl']);
const NEGATED_WITHIN = 3;
const WINDOW = 3;
/** A sentence's end (the Devanagari danda too); not the point of an ordinal ("zum 1. März"). */
const SEGMENT_END =
  /(?<!(?:^|\s)\p{N}{1,2})\.(?=\s|$)|[!?](?=\s|$)|[;:()[\]{}"“”„«»—–]|\s-\s|[।\n]/u;
/** A figure whole ("2,4", "470.000"), a word with an apostrophe's clitic ("l'encadrement"), a comma. */
const TOKEN = /\p{N}+(?:[.,]\p{N}+)*|[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*|,/gu;
/** A clitic written onto a word's front ("l'", "d'", "qu'", "dell'"): the word is after it. */
const FRONT_CLITIC = /^(?:\p{L}{1,2}|qu|\p{L}*ll)$/u;

interface Words {
  exact: Map<string, Side[]>;
  stems: { stem: string; side: Side }[];
  coordinators: ReadonlySet<string>;
  negations: ReadonlySet<string>;
}

const byLang = /* @__PURE__ */ new Map<string, Words | null>();

/** A language's direction words, coordinators and negations, or undefined where none are kept. */
function wordsOf(lang: string): Words | undefined {
  let found = byLang.get(lang);
  if (found === undefined) {
    const table = DIRECTION_STEMS[lang];
    found = null;
    if (table) {
      const exact = new Map<string, Side[]>();
      const stems: Words['stems'] = [];
      for (const [group, sides] of Object.entries(table)) {
        sides.forEach((words, at) => {
          const side = { group, up: at === 0 };
          for (const word of words.split(' ')) {
            if (word.endsWith('-')) stems.push({ stem: word.slice(0, -1), side });
            else exact.set(word, [...(exact.get(word) ?? []), side]);
          }
        });
      }
      found = {
        exact,
        stems,
        coordinators: new Set(COORDINATORS[lang] ?? []),
        negations: negationWordsOf(lang)?.words ?? new Set(),
      };
    }
    byLang.set(lang, found);
  }
  return found ?? undefined;
}

function sidesOf(word: string, words: Words): Side[] | undefined {
  const sides = [...(words.exact.get(word) ?? [])];
  for (const { stem, side } of words.stems) if (word.startsWith(stem)) sides.push(side);
  return sides.length > 0 ? sides : undefined;
}

/** A text's segments as tokens, lower case; French "n'" read as a negation before its word. */
function segmentTokens(text: string, lang: string, words: Words): Token[][] {
  return text.split(SEGMENT_END).map((segment) =>
    [...segment.matchAll(TOKEN)].flatMap(([raw]): Token[] => {
      if (raw === ',') return [{ word: raw, comma: true, negation: false }];
      const lower = raw.toLowerCase().replace(/’/g, "'");
      const cut = lower.indexOf("'");
      if (cut < 0) return [{ word: lower, comma: false, negation: words.negations.has(lower) }];
      const front = lower.slice(0, cut);
      const back = lower.slice(cut + 1);
      if (lang === 'fr' && front === 'n') {
        return [
          { word: 'ne', comma: false, negation: true },
          { word: back, comma: false, negation: false },
        ];
      }
      const word = FRONT_CLITIC.test(front) ? back : front;
      return [{ word, comma: false, negation: words.negations.has(word) }];
    }),
  );
}

/**
 * Words of degree the `stopword` lists hold that say how far a direction goes ("leicht besser als
 * 2024"): read as content words, so that a comparative's degree and its term are two shared words.
 */
const DEGREES = new Set([
  'leicht',
  'kaum',
  'etwas',
  'viel',
  'weit',
  'poco',
  'muito',
  'iets',
  'veel',
]);

/**
 * Additive words the `stopword` lists miss ("sont annulés eux aussi", "también", "ebenfalls"): they
 * say another thing shares the state, nothing of the thing itself, so they are no word about it.
 */
const ADDITIVES = new Set([
  'aussi',
  'également',
  'también',
  'tampoco',
  'também',
  'anche',
  'ebenfalls',
]);

const isContent = (word: string, lang: string) =>
  /\p{N}/u.test(word) ||
  DEGREES.has(word) ||
  (word.length > 2 && !ADDITIVES.has(word) && !isStopWord(word, lang));

/** The content words on one side of `index` in its clause (see clause-words.ts' wordsAbout). */
function wordsAbout(
  tokens: readonly Token[],
  index: number,
  step: 1 | -1,
  lang: string,
  words: Words,
  group: string,
): string[] {
  const found: string[] = [];
  const skipped = (token: Token, at: number) =>
    step < 0 && at === index - 1 && token.word === AND[lang];
  const sidesAt = (token: Token) => (token.comma ? undefined : sidesOf(token.word, words));
  const ends = (token: Token, at: number) =>
    !skipped(token, at) &&
    (words.coordinators.has(token.word) ||
      (token.comma && step > 0) ||
      // Another word of the group is another direction's ("cresce al 30,2%, il Pd … scende").
      (sidesAt(token)?.some((side) => side.group === group) ?? false));
  const content = (token: Token, at: number) =>
    !skipped(token, at) && !token.comma && !sidesAt(token) && isContent(token.word, lang);
  // Back to the clause's figure where it stands past the window (figure-reach.ts).
  const limit = step < 0 ? reachBefore(tokens, index, WINDOW, content, ends) : WINDOW;
  for (let at = index + step; at >= 0 && at < tokens.length && found.length < limit; at += step) {
    const token = tokens[at] as Token;
    if (ends(token, at)) break;
    if (content(token, at)) found.push(token.word);
  }
  return found;
}

/** Whether a negation turns the token at `index` (near before it; in de and nl, near after too). */
function negated(tokens: readonly Token[], index: number, lang: string, words: Words): boolean {
  if (tokens.slice(Math.max(0, index - NEGATED_WITHIN), index).some((one) => one.negation)) {
    return true;
  }
  if (!NEGATION_AFTER.has(lang)) return false;
  for (let at = index + 1; at <= index + NEGATED_WITHIN && at < tokens.length; at += 1) {
    const token = tokens[at] as Token;
    if (token.comma || words.coordinators.has(token.word)) return false;
    if (token.negation) return true;
  }
  return false;
}

function directionsIn(text: string, lang: string, words: Words): Direction[] {
  const found: Direction[] = [];
  for (const tokens of segmentTokens(text, lang, words)) {
    tokens.forEach((token, index) => {
      const own = token.comma ? undefined : sidesOf(token.word, words);
      if (!own || negated(tokens, index, lang, words)) return;
      for (const side of own) {
        const before = wordsAbout(tokens, index, -1, lang, words, side.group);
        const after = wordsAbout(tokens, index, 1, lang, words, side.group);
        found.push({ ...side, text: token.word, before, after });
      }
    });
  }
  return found;
}

const shared = (words: readonly string[], other: readonly string[]) =>
  words.filter((word) => other.some((one) => sameWord(word, one)));

/** How many words two lists share, none if all are figures ("perdió 1-2" of "ganó 2-1"). */
function sharedWords(words: readonly string[], other: readonly string[]): number {
  const found = shared(words, other);
  return found.some((word) => !/\p{N}/u.test(word)) ? found.length : 0;
}

/** Whether a word before one direction is after the other: its subject is the other's object. */
const crossed = (one: Direction, other: Direction) =>
  sharedWords(one.before, other.after) > 0 || sharedWords(one.after, other.before) > 0;

const bySource = /* @__PURE__ */ new WeakMap<object, Direction[]>();

/**
 * The line's direction words the source says the other way about the same words, each with the
 * words after it, as the line writes them lower-cased. The source's language only.
 */
export function languageDirectionClaims(line: string, source: ClauseSource): string[] {
  if (source.translated) return [];
  const lang = source.langs[0] ?? 'en';
  const words = wordsOf(lang);
  // Japanese and Chinese write no spaces: a change is read with its figure there, and a Chinese
  // comparison ("比去年高5分") by its adjective beside its figure.
  if (!words)
    return [...spacelessDirectionClaims(line, source), ...hanComparativeClaims(line, source)];
  const lineDirections = directionsIn(line, lang, words).filter(
    (one) =>
      one.before.length + one.after.length >= 2 && (one.after.length > 0 || one.before.length >= 2),
  );
  if (lineDirections.length === 0) return [];
  let sourceDirections = bySource.get(source);
  if (!sourceDirections) {
    sourceDirections = directionsIn(source.text, lang, words);
    bySource.set(source, sourceDirections);
  }
  const claims = new Set<string>();
  for (const direction of lineDirections) {
    const about = [...direction.before, ...direction.after];
    let opposite = 0;
    let same = 0;
    for (const other of sourceDirections) {
      if (other.group !== direction.group) continue;
      const otherAbout = [...other.before, ...other.after];
      if (other.up === direction.up) same = Math.max(same, shared(about, otherAbout).length);
      // "El Sevilla perdió 2-1 ante el Betis" of "El Betis ganó 2-1 al Sevilla": the sides trade places.
      else if (crossed(direction, other)) continue;
      else if (shared(direction.after, other.after).length > 0) {
        opposite = Math.max(opposite, sharedWords(about, otherAbout));
      } else if (direction.after.length === 0 && other.after.length === 0) {
        // "10 minuti dopo" of "10 minuti prima": the words before each are what is said.
        opposite = Math.max(opposite, sharedWords(direction.before, other.before));
      }
    }
    if (opposite >= 2 && opposite > same) {
      claims.add([direction.text, ...direction.after].join(' '));
    }
  }
  return [...claims];
}
