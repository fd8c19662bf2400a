/**
 * Two of a sentence's names traded between its clauses (issue 44, blind round forty-six): "Njia ya
 * Machame imefungwa hadi Desemba 10, lakini njia ya Marangu iko wazi" of the source's "Njia ya
 * Marangu imefungwa …, lakini njia ya Machame iko wazi"; "Den danske pris gik til 'Sidste tog fra
 * Narvik', og publikumsprisen gik til 'Havnen'" where the source gives the Danish prize to 'Havnen'.
 * Every word is the source's, so no names reader stops the line; clause-swaps.ts reads figures,
 * and traded-ends.ts a journey's two ends. A name is a quoted title (its words one name) or a
 * capitalised word that does not open its sentence; a clause is what punctuation sets apart.
 *
 * A name is read where the source writes it in one clause only. Two names of the line, each in a
 * clause of its own, are stopped where each's clause holds a content word (four letters or more, or
 * a figure; no function word of `stopword`'s lists) that the source writes in the other name's
 * clause and not in its own, and none that it writes in its own and not in the other's: both
 * traded, so a line that rewords a clause ("Machame bado iko wazi"), or tells one name alone, is
 * kept. Only in the source's language, where its words are the line's.
 */

import type { ClauseSource } from '../meaning/negation-claims.ts';
import { sameWord } from '../meaning/negation-claims.ts';
import { oncePer } from '../once-per-source.ts';
import { isStopWord } from '../words/stop-words.ts';

/** A sentence's end: not a decimal's point nor an ordinal's ("10. desember"). */
const SENTENCE_END = /(?<!\p{N})[.!?](?=\s|$)|\n/u;
/** A clause's end inside a sentence. */
const CLAUSE_END = /(?<!\p{N}),|,(?!\p{N})|[;:()—–]|\s-\s/u;
/** A quoted title: its words are one name. */
const QUOTED = /['‘’"“”«»„]([^'‘’"“”«»„]{2,60})['‘’"“”«»„]/gu;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const CAPITALISED = /^\p{Lu}\p{Ll}/u;
/** A figure's digit (no g flag: no state shared between calls). */
const DIGIT = /\p{N}/u;

interface Clause {
  names: ReadonlySet<string>;
  content: readonly string[];
}

/** A text's clauses; `contentWords` holds each word's standing once asked (the text's words). */
function clausesOf(sentence: string, lang: string, contentWords: Map<string, boolean>): Clause[] {
  let first = true;
  return sentence.split(CLAUSE_END).map((part) => {
    const names = new Set<string>();
    const rest = part.replace(QUOTED, (_whole, title: string) => {
      names.add(title.trim().toLowerCase());
      return ' ';
    });
    const content: string[] = [];
    for (const [word] of rest.matchAll(WORD)) {
      if (first) {
        first = false;
        continue;
      }
      if (CAPITALISED.test(word)) names.add(word.toLowerCase());
      else {
        let isContent = contentWords.get(word);
        if (isContent === undefined) {
          isContent = DIGIT.test(word) || (word.length >= 4 && !isStopWord(word, lang));
          contentWords.set(word, isContent);
        }
        if (isContent) content.push(word.toLowerCase());
      }
    }
    return { names, content };
  });
}

/** A text's sentences' clauses: a long source writes its words again and again, each asked once. */
function sentencesOf(text: string, lang: string): Clause[][] {
  const contentWords = new Map<string, boolean>();
  return text.split(SENTENCE_END).map((sentence) => clausesOf(sentence, lang, contentWords));
}

const holds = (words: readonly string[], word: string) => words.some((one) => sameWord(one, word));

/** Whether `clause`'s words are those of `theirs` and not of `own`, the source's two clauses. */
const saysOther = (clause: Clause, own: Clause, theirs: Clause) =>
  clause.content.some((word) => holds(theirs.content, word) && !holds(own.content, word)) &&
  !clause.content.some((word) => holds(own.content, word) && !holds(theirs.content, word));

/** Each source's clauses, read once. */
const clausesOfSource = /* @__PURE__ */ oncePer((source: ClauseSource) =>
  sentencesOf(source.text, source.langs[0] ?? 'en').flat(),
);

/** The line's names the source tells in each other's clauses, as the line writes them (lower case). */
export function tradedNameClauses(line: string, source: ClauseSource): string[] {
  if (source.translated) return [];
  const lang = source.langs[0] ?? 'en';
  // Two names traded need two of a sentence's clauses naming: a line without them asks nothing of
  // the source, whose words (a long post's thousands) are then not read.
  const lineSentences = sentencesOf(line, lang);
  const named = (clauses: readonly Clause[]) => clauses.filter((one) => one.names.size > 0);
  if (!lineSentences.some((clauses) => named(clauses).length >= 2)) return [];
  const sourceClauses = clausesOfSource(source);
  /** The source's one clause of a name, or undefined where it has none or several. */
  const clauseOf = (name: string) => {
    const found = sourceClauses.filter((clause) => clause.names.has(name));
    return found.length === 1 ? found[0] : undefined;
  };
  const claims = new Set<string>();
  for (const clauses of lineSentences) {
    const named = clauses.flatMap((clause) =>
      [...clause.names].flatMap((name) => {
        const own = clauseOf(name);
        return own ? [{ name, clause, own }] : [];
      }),
    );
    for (const one of named) {
      for (const other of named) {
        if (one.clause === other.clause || one.own === other.own) continue;
        if (
          saysOther(one.clause, one.own, other.own) &&
          saysOther(other.clause, other.own, one.own)
        ) {
          claims.add(one.name);
        }
      }
    }
  }
  return [...claims];
}
