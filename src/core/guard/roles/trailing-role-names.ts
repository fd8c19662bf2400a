/**
 * Two of the post's names traded between the words that follow each (issue 44, h275): "Juan López
 * es el nuevo presidente del club y María García su vicepresidenta" of "María García fue elegida
 * presidenta y Juan López vicepresidente"; "Anna Bakker wordt directeur en Jan de Vries voorzitter"
 * of "Jan de Vries wordt directeur, Anna Bakker wordt voorzitter"; "Tom Reed is the new CEO and
 * Sarah Lee the new CFO". Every name and word is the post's, so no names reader stops the line.
 * traded-role-names.ts reads a name's part in the words before it ("liderada pela Valor Capital");
 * a role is as often told after the name, which is this reader's.
 *
 * A name is a run of capitalised words (a leading function word such as "Il", "Η" dropped, so
 * a sentence's article is no part of it); an acronym of two to four capitals ("CEO", "VD") is a
 * word here, a role. Its part is the content words among the few tokens after it in its clause,
 * up to the next name. The line is stopped where two of its names each hold a part word the source
 * gives only the other, never the name itself: a trade both ways, so a line that rewords the
 * roles, reorders the pairs or tells one name's alone is kept. Only in the source's language.
 */
import { isCalendarName } from '../dates/calendar-words.ts';
import type { ClauseSource } from '../meaning/negation-claims.ts';
import { oncePer } from '../once-per-source.ts';
import { isStopWord } from '../words/stop-words.ts';
import { linkedName } from './name-link-words.ts';
import { type Parts, tradedParts } from './traded-role-names.ts';

/** Tokens after a name read as its part ("es el nuevo presidente"). */
const WINDOW = 5;
const CLAUSE_END = /[.!?;:,()"“”«»—–](?!\d)|\n/u;
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
const CAPITAL = /^\p{Lu}/u;
/** "CEO", "VD", "CFO": a title in capitals, a word of the part rather than a name. */
const ACRONYM = /^\p{Lu}{2,4}$/u;
const DIGIT = /\p{N}/u;
const CAPITALS = /(?<![\p{L}\p{M}])\p{Lu}/gu;

/** Each name (its words, lower case, joined) with its part's words and how the text writes it. */

const isName = (token: string) => CAPITAL.test(token) && !ACRONYM.test(token);

/** The words `text` writes in lower case ("η", "la", "de"): a capitalised one is a sentence's. */
function lowerWords(text: string): Set<string> {
  const lower = new Set<string>();
  for (const token of text.match(TOKEN) ?? []) if (!CAPITAL.test(token)) lower.add(token);
  return lower;
}

export function partsOf(text: string, lang: string, lower: ReadonlySet<string>): Parts {
  const parts: Parts = new Map();
  /** A function word, or a word the text writes in lower case elsewhere ("Η" of "η Μαρία"). */
  const plain = (token: string) => {
    const word = token.toLowerCase();
    return isStopWord(word, lang) || lower.has(word);
  };
  for (const clause of text.split(CLAUSE_END)) {
    const tokens = clause.match(TOKEN) ?? [];
    for (let at = 0; at < tokens.length; at++) {
      if (!isName(tokens[at] as string)) continue;
      let end = at;
      while (end + 1 < tokens.length && isName(tokens[end + 1] as string)) end++;
      // A sentence's first article ("Il", "Het", "Η") is capitalised, no part of the name.
      let start = at;
      // So is an article of one or two letters ("Ο Γιώργος" where only the line writes "ο").
      while (
        start < end &&
        (plain(tokens[start] as string) || (tokens[start] as string).length <= 2)
      )
        start++;
      const written = tokens.slice(start, end + 1).join(' ');
      const next = end;
      at = end;
      // A month or a day ("by February 6") is a date's, not a party's.
      if (start === end && (isCalendarName(written) || plain(written))) continue;
      const name = written.toLowerCase();
      let words: string[] = [];
      for (let ahead = next + 1; ahead < tokens.length && ahead <= next + WINDOW; ahead++) {
        const word = tokens[ahead] as string;
        if (isName(word)) {
          // "battu par Dupont", "lost to Smith": a relation of both names, no role of this one.
          if (linkedName(tokens, ahead)) words = [];
          break;
        }
        const folded = word.toLowerCase();
        const kept = folded.length > 2 || ACRONYM.test(word);
        if (kept && !DIGIT.test(word) && !isStopWord(folded, lang)) words.push(folded);
      }
      parts.set(name, { words: [...(parts.get(name)?.words ?? []), ...words], written });
    }
  }
  return parts;
}

const lowerOfSource = /* @__PURE__ */ oncePer((source: ClauseSource) => lowerWords(source.text));
const bySource = /* @__PURE__ */ oncePer((source: ClauseSource) =>
  partsOf(source.text, source.langs[0] ?? 'en', lowerOfSource(source)),
);

/** The line's names that trade the words after them with another of its names. */
export function trailingRoleNames(line: string, source: ClauseSource): string[] {
  if (source.translated) return [];
  // The line first: a line of fewer than two names trades nothing, and the source is not read.
  // Two capitalised words at least, or there is no pair of names to read.
  if ((line.match(CAPITALS) ?? []).length < 2) return [];
  const lower = lowerWords(line);
  for (const word of lowerOfSource(source)) lower.add(word);
  const lineParts = partsOf(line, source.langs[0] ?? 'en', lower);
  if (lineParts.size < 2) return [];
  const theirs = bySource(source);
  if (theirs.size < 2) return [];
  return tradedParts(lineParts, theirs);
}
