/**
 * Two of the post's names traded between the words that give each its part (issue 44, round
 * fifty-three): "A rodada … foi liderada pela Valor Capital, com participação da Kaszek" of the
 * source's "liderada pelo fundo Kaszek com participação da Valor Capital"; "led by Ana Ruiz, with
 * Tom Berg as deputy" of "led by Tom Berg, with Ana Ruiz as deputy". Every word and name is the
 * post's, so no names reader stops the line; who leads and who follows is not. traded-actions.ts
 * reads a word right against a name, in four languages; here the part is read a few words before.
 *
 * A name is a run of capitalised words that the source writes too, no month or day alone. Its part is the content words
 * (no function word of `stopword`'s lists, no capitalised word, no figure) among the three words
 * before it in its clause, a name before them ending it. The line is stopped where two of its names
 * each hold a part word the source gives only the other (and never the name itself): a trade both
 * ways, so a line that rewords the parts, or tells one name's alone, is kept. Only in the source's
 * language, in a script with capitals.
 */
import { isCalendarName } from '../dates/calendar-words.ts';
import type { ClauseSource } from '../meaning/negation-claims.ts';
import { sameWord } from '../meaning/negation-claims.ts';
import { oncePer } from '../once-per-source.ts';
import { isStopWord } from '../words/stop-words.ts';

/** Words before a name read as its part ("liderada pelo fundo"). */
const WINDOW = 3;
const CLAUSE_END = /[.!?;:,()"“”«»—–](?!\d)|\n/u;
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
const CAPITAL = /^\p{Lu}/u;
const DIGIT = /\p{N}/u;

/** Each name (its words, lower case, joined) with its part's words and how the text writes it. */
/** Each name with the words of its part, and the name as written. */
export type Parts = Map<string, { words: string[]; written: string }>;

function partsOf(text: string, lang: string): Parts {
  const parts: Parts = new Map();
  for (const clause of text.split(CLAUSE_END)) {
    const tokens = clause.match(TOKEN) ?? [];
    for (let at = 0; at < tokens.length; at++) {
      if (!CAPITAL.test(tokens[at] as string)) continue;
      let end = at;
      while (end + 1 < tokens.length && CAPITAL.test(tokens[end + 1] as string)) end++;
      const written = tokens.slice(at, end + 1).join(' ');
      // A month or a day ("by February 6") is a date's, not a party's.
      if (at === end && isCalendarName(written)) continue;
      const name = written.toLowerCase();
      const words: string[] = [];
      for (let back = at - 1; back >= 0 && back >= at - WINDOW; back--) {
        const word = tokens[back] as string;
        if (CAPITAL.test(word)) break;
        const lower = word.toLowerCase();
        if (lower.length > 2 && !DIGIT.test(word) && !isStopWord(lower, lang)) words.push(lower);
      }
      parts.set(name, { words: [...(parts.get(name)?.words ?? []), ...words], written });
      at = end;
    }
  }
  return parts;
}

const bySource = /* @__PURE__ */ oncePer((source: ClauseSource) =>
  partsOf(source.text, source.langs[0] ?? 'en'),
);

const holds = (words: readonly string[] | undefined, word: string) =>
  words?.some((one) => sameWord(one, word)) ?? false;

/** The line's names that trade their parts with another of its names. */
export function tradedRoleNames(line: string, source: ClauseSource): string[] {
  if (source.translated) return [];
  // The line first: a line of fewer than two names trades nothing, and the source is not read.
  const lineParts = partsOf(line, source.langs[0] ?? 'en');
  if (lineParts.size < 2) return [];
  const theirs = bySource(source);
  if (theirs.size < 2) return [];
  return tradedParts(lineParts, theirs);
}

/**
 * The line's names (`lineParts`) whose part holds a word the source (`theirs`) gives only another
 * of them, while that other's part holds one the source gives only the first: two names traded.
 */
export function tradedParts(lineParts: Parts, theirs: Parts): string[] {
  const mine = [...lineParts].filter(([name]) => theirs.has(name));
  /** Whether `name`'s line part holds a word the source gives `other` only. */
  const takes = (name: string, words: readonly string[], other: string) =>
    words.some(
      (word) => holds(theirs.get(other)?.words, word) && !holds(theirs.get(name)?.words, word),
    );
  const claims: string[] = [];
  for (const [name, { words, written }] of mine) {
    for (const [other, { words: otherWords }] of mine) {
      if (other === name) continue;
      if (takes(name, words, other) && takes(other, otherWords, name)) claims.push(written);
    }
  }
  return claims;
}
