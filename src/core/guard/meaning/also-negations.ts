/**
 * An "also" said of what the source rules out (issue 44, docs/decisions/012 "Opposite words in
 * other words"): "Los domingos también se podrán pedir libros en préstamo" of a library's "El
 * préstamo de libros no estará disponible los domingos". No verb of the line is the source's
 * ("pedir", "estará disponible"), so negation-claims.ts finds no negated clause it says; but an
 * "also" ("también", "aussi", "auch" …) adds the line's clause to what holds, and the source's
 * clause it says negates it.
 *
 * A line's sentence with an "also" of its language and no negation is matched to the source's
 * clauses by its content words: stopped where the clauses that share most of them (three at least)
 * all negate (a negating preposition, "sin", "without", and the idioms of
 * negation-words.ts do not count). "La biblioteca también abrirá los domingos" says the source's
 * sentence that opens it, which negates nothing: kept. In the languages whose negation is a word
 * (negation-words.ts) and whose "also" is listed here; not in a translation.
 */
import { splitSentences } from '../../split-sentences.ts';
import { isStopWord } from '../words/stop-words.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';
import { isNegatingPreposition, type NegationWords, negationWordsOf } from './negation-words.ts';

/**
 * Each language's words for "also" ("too" is left out: "the rent is too high" says the source's "is
 * not affordable"; French "aussi" before "que" within three words compares: "aussi cher que").
 */
const ALSO: Readonly<Record<string, readonly string[]>> = {
  en: ['also'],
  es: ['también'],
  ca: ['també'],
  pt: ['também'],
  fr: ['aussi', 'également'],
  it: ['anche'],
  de: ['auch', 'ebenfalls'],
  nl: ['ook', 'eveneens'],
  // Round fifty-two: "Cięcia obejmą także zespół w Gdańsku" of "Zespół w Gdańsku nie zostanie
  // objęty redukcjami".
  pl: ['także', 'również', 'też'],
};
const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*|\p{N}+(?:[.,]\p{N}+)*/gu;
/** Where a source's clause ends: "a link, not proof of cause: teens … may differ" negates its first. */
const CLAUSE_END = /[,;:](?!\d)/u;
/** How many content words a line's sentence and the source's share at least. */
const SHARED_LEAST = 3;

interface Read {
  content: string[];
  also: boolean;
  negates: boolean;
}

/** A sentence's content words, whether it says "also" and whether it negates. */
function read(text: string, lang: string, also: readonly string[], negations: NegationWords): Read {
  const words = [...text.toLowerCase().matchAll(WORD)].map((match) => match[0]);
  const negates = words.some(
    (word, at) =>
      negations.words.has(word) &&
      !isNegatingPreposition(word) &&
      !negations.idioms.has(`${word} ${words[at + 1]}`) &&
      !negations.idioms.has(`${words[at - 1]} ${word}`),
  );
  const content = words.filter(
    (word) =>
      (/\p{N}/u.test(word) || (word.length > 2 && !isStopWord(word, lang))) &&
      !negations.words.has(word) &&
      !also.includes(word),
  );
  const says = words.some(
    (word, at) =>
      also.includes(word) &&
      !(word === 'aussi' && words.slice(at + 1, at + 4).some((one) => /^qu/.test(one))),
  );
  return { content, also: says, negates };
}

const bySource = /* @__PURE__ */ new WeakMap<object, Read[]>();

/** The line's sentences that say "also" of what the source's clause they say negates. */
export function alsoNegations(line: string, source: ClauseSource): string[] {
  if (source.translated) return [];
  const lang = source.langs[0] ?? 'en';
  const also = ALSO[lang];
  const negations = negationWordsOf(lang);
  if (!also || !negations) return [];
  const claims: string[] = [];
  for (const sentence of splitSentences(line, lang)) {
    // A sentence whose lower case holds no "also" has no word that is one: its words are not read.
    const lower = sentence.toLowerCase();
    if (!also.some((word) => lower.includes(word))) continue;
    const mine = read(sentence, lang, also, negations);
    if (!mine.also || mine.negates) continue;
    let sentences = bySource.get(source);
    if (!sentences) {
      sentences = splitSentences(source.text, lang)
        .flatMap((one) => one.split(CLAUSE_END))
        .map((one) => read(one, lang, also, negations));
      bySource.set(source, sentences);
    }
    let best = SHARED_LEAST - 1;
    let saying: Read[] = [];
    for (const theirs of sentences) {
      const shared = mine.content.filter((word) =>
        theirs.content.some((other) => sameWord(word, other)),
      ).length;
      if (shared > best) {
        best = shared;
        saying = [theirs];
      } else if (shared === best) saying.push(theirs);
    }
    if (saying.length > 0 && saying.every((theirs) => theirs.negates)) claims.push(sentence.trim());
  }
  return claims;
}
