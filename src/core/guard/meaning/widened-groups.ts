/**
 * A group the post limits, said of all of it (issue 44, docs/decisions/012): "Świetlica będzie
 * czynna od 7 do 16 dla wszystkich dzieci" of a school's "Świetlica będzie czynna od 7 do 16 dla
 * dzieci, których rodzice nie mogą zapewnić opieki"; "the clinic is open to all patients" of "open
 * to patients who are registered with a GP". Every word is the post's; only the limit is dropped
 * and an "all" put in, which a reader takes as nobody left out.
 *
 * A line's "all", "every" (per language: "wszystkich", "tous les", "alle", "todos los", "всех"…)
 * and the noun after it (a stop word between passed over) is stopped where the post's sentence
 * writes that noun followed by what limits it (a relative word, "under", "aged", "with": a short
 * list per language, a comma between only where the grammar asks for one) with no "all" before it, the line's sentence shares
 * two more content words with it, and the post says "all" of the noun nowhere. A line that limits
 * the noun itself ("all children under 12") or writes one of the limit's first three content words
 * ("all patients registered with a GP" of "patients who are registered") is kept. Read in the post's language, not a
 * translation.
 */
import { splitSentences } from '../../split-sentences.ts';
import { isStopWord } from '../words/stop-words.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';
import { ORDINALS, ordinalBefore } from './ordinal-limits.ts';

/** Words that say "all" of a group, per language. */
const ALL: Readonly<Record<string, readonly string[]>> = {
  en: ['all', 'every'],
  fr: ['tous', 'toutes', 'chaque'],
  de: ['alle', 'allen', 'aller', 'jedes', 'jeder', 'jeden'],
  nl: ['alle', 'elk', 'elke'],
  es: ['todos', 'todas', 'cada'],
  pt: ['todos', 'todas', 'cada'],
  it: ['tutti', 'tutte', 'ogni'],
  pl: ['wszystkich', 'wszystkie', 'wszyscy', 'wszystkim', 'każdego', 'każde', 'każdy', 'każdej'],
  ru: ['все', 'всех', 'всем', 'каждый', 'каждого', 'каждому'],
  uk: ['всі', 'всіх', 'усі', 'усіх', 'кожен', 'кожного'],
  sv: ['alla', 'varje'],
  da: ['alle', 'hver'],
  nb: ['alle', 'hver'],
  el: ['κάθε', 'όλους', 'όλες', 'όλα', 'όλοι', 'όλων'],
};
/** Words after a noun that limit which of it are meant, per language. */
const LIMITS: Readonly<Record<string, readonly string[]>> = {
  en: ['who', 'whose', 'that', 'which', 'under', 'over', 'aged', 'with', 'without', 'whom'],
  fr: ['qui', 'dont', 'que', 'âgés', 'âgées', 'ayant', 'sans', 'avec', 'moins'],
  de: ['die', 'deren', 'denen', 'unter', 'über', 'mit', 'ohne'],
  nl: ['die', 'wiens', 'wier', 'onder', 'boven', 'met', 'zonder'],
  es: ['que', 'cuyos', 'cuyas', 'menores', 'mayores', 'con', 'sin'],
  pt: ['que', 'cujos', 'cujas', 'menores', 'maiores', 'com', 'sem', 'até'],
  it: ['che', 'cui', 'sotto', 'sopra', 'con', 'senza'],
  pl: ['których', 'którzy', 'które', 'którym', 'poniżej', 'powyżej', 'bez', 'do'],
  ru: ['которых', 'которые', 'чьи', 'младше', 'старше', 'до', 'без'],
  uk: ['яких', 'які', 'чиї', 'молодше', 'старше', 'до', 'без'],
  sv: ['som', 'under', 'över', 'med', 'utan'],
  da: ['som', 'der', 'under', 'over', 'med', 'uden'],
  nb: ['som', 'under', 'over', 'med', 'uten'],
  el: ['που', 'οποίοι', 'οποίες', 'οποία', 'κάτω', 'άνω', 'έως', 'χωρίς'],
};
/**
 * Languages whose grammar puts a comma before every relative clause ("dzieci, których"): elsewhere
 * a comma sets off what only describes the noun ("tickets, which cost €10,"), no limit.
 */
const COMMA_BEFORE_LIMITS = new Set(['de', 'pl', 'ru', 'uk', 'da']);
/** A word, or a comma. */
const TOKEN = /[\p{L}\p{M}\p{N}]+|,/gu;
/** How many of a limit's first content words are read as saying it. */
const LIMIT_WORDS = 3;
/** How many more content words the two sentences share. */
const SHARED = 2;

const tokensOf = (text: string): string[] => [...(text.toLowerCase().match(TOKEN) ?? [])];

/** A word's first letter: one pattern, not a new one a word (a long post has thousands). */
const LETTER_FIRST = /^\p{L}/u;

const isContent = (word: string, lang: string) =>
  word.length > 2 && LETTER_FIRST.test(word) && !isStopWord(word, lang);

/** The nouns each "all" of `tokens` is said of, with whether a limit follows the noun. */
function allNouns(
  tokens: readonly string[],
  lang: string,
): Array<{ noun: string; limited: boolean }> {
  const all = ALL[lang] ?? [];
  const found: Array<{ noun: string; limited: boolean }> = [];
  tokens.forEach((token, at) => {
    if (!all.includes(token)) return;
    let next = at + 1;
    if (tokens[next] !== undefined && !isContent(tokens[next] ?? '', lang)) next += 1;
    const noun = tokens[next];
    if (noun && isContent(noun, lang)) found.push({ noun, limited: limitedAt(tokens, next, lang) });
  });
  return found;
}

/** Whether what follows the noun at `at` limits it ("dzieci, których", "children under 12"). */
function limitedAt(tokens: readonly string[], at: number, lang: string): boolean {
  const comma = tokens[at + 1] === ',';
  if (comma && !COMMA_BEFORE_LIMITS.has(lang)) return false;
  const next = comma ? tokens[at + 2] : tokens[at + 1];
  return next !== undefined && (LIMITS[lang] ?? []).includes(next);
}

/** A post's sentences: their words, and the nouns they limit with no "all" before. */
interface Read {
  sentences: Array<{ words: string[]; limited: Array<{ noun: string; limit: string[] }> }>;
  /** Every noun the post says "all" of. */
  all: string[];
}

const bySource = /* @__PURE__ */ new WeakMap<object, Read>();

/**
 * Each language's words that may limit a noun (LIMITS after it, ORDINALS before it) as one pattern,
 * with no bounds: a post none of whose letters hold one limits no noun, and its words are not
 * walked (a long source has thousands). A word inside a longer one only costs the walk.
 */
const limitWords = /* @__PURE__ */ new Map<string, RegExp>();

function mayLimit(text: string, lang: string): boolean {
  let pattern = limitWords.get(lang);
  if (!pattern) {
    const words = [...(LIMITS[lang] ?? []), ...(ORDINALS[lang] ?? [])];
    const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    pattern = escaped.length > 0 ? new RegExp(escaped.join('|'), 'iu') : /$^/;
    limitWords.set(lang, pattern);
  }
  return pattern.test(text);
}

function readSource(source: ClauseSource, lang: string): Read {
  let read = bySource.get(source);
  if (read) return read;
  read = { sentences: [], all: [] };
  if (!mayLimit(source.text, lang)) {
    bySource.set(source, read);
    return read;
  }
  const all = ALL[lang] ?? [];
  // Each word judged content once a post: a long post says its words again and again.
  const judged = new Map<string, boolean>();
  const content = (word: string) => {
    let is = judged.get(word);
    if (is === undefined) {
      is = isContent(word, lang);
      judged.set(word, is);
    }
    return is;
  };
  for (const sentence of splitSentences(source.text, lang)) {
    const tokens = tokensOf(sentence);
    read.all.push(...allNouns(tokens, lang).map(({ noun }) => noun));
    const limited: Array<{ noun: string; limit: string[] }> = [];
    const words: string[] = [];
    tokens.forEach((token, at) => {
      if (!content(token)) return;
      words.push(token);
      // "Την πρώτη Κυριακή κάθε μήνα": an ordinal before the noun limits it (ordinal-limits.ts).
      const ordinal = ordinalBefore(tokens, at, lang);
      if (ordinal) {
        limited.push({ noun: token, limit: [ordinal] });
        return;
      }
      if (!limitedAt(tokens, at, lang)) return;
      if (tokens.slice(Math.max(0, at - 2), at).some((one) => all.includes(one))) return;
      // The limit's own words ("registered" of "who are registered with a GP").
      const limit = tokens
        .slice(at + 2, at + 8)
        .filter(content)
        .slice(0, LIMIT_WORDS);
      limited.push({ noun: token, limit });
    });
    read.sentences.push({ words, limited });
  }
  bySource.set(source, read);
  return read;
}

const holds = (words: readonly string[], word: string) => words.some((one) => sameWord(one, word));

/** The line's "all" of a group its post's sentence limits. */
export function widenedGroups(line: string, source: ClauseSource): string[] {
  const lang = source.langs[0] ?? 'en';
  if (source.translated || !ALL[lang]) return [];
  const claims: string[] = [];
  for (const sentence of splitSentences(line, lang)) {
    const tokens = tokensOf(sentence);
    const nouns = allNouns(tokens, lang).filter(({ limited }) => !limited);
    if (nouns.length === 0) continue;
    const read = readSource(source, lang);
    const words = tokens.filter((token) => isContent(token, lang));
    for (const { noun } of nouns) {
      if (holds(read.all, noun)) continue;
      const others = words.filter((word) => !sameWord(word, noun));
      const widened = read.sentences.some(
        (one) =>
          one.limited.some(
            ({ noun: limited, limit }) =>
              sameWord(limited, noun) && !limit.some((word) => holds(words, word)),
          ) && new Set(others.filter((word) => holds(one.words, word))).size >= SHARED,
      );
      if (widened) claims.push(`${tokens[tokens.indexOf(noun) - 1] ?? ''} ${noun}`.trim());
    }
  }
  return claims;
}
