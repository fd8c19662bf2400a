/**
 * A function word is no role (issue 44, round fifty-two): the role reader (role-claims.ts) takes
 * the lower-case content word before a name as what the name is ("pelumba Itali", the Italian
 * rider), and a line's "Matteo Rossi dari Itali" (from Italy) was read as the role "dari" given
 * to Italy where the source gives it Germany ("Tom Becker dari Jerman"), and stopped. The shared
 * stop words (words/stop-words.ts) leave out Malay: given to every reader, its list turned the
 * negation reader's reading of a Malay line ("tidak berubah", unchanged, of "kekal"). Here only
 * the roles read it, from the same `stopword` package: a preposition or conjunction of the
 * language before a name is no role.
 */
import { msa } from 'stopword';
import { isStopWord } from '../words/stop-words.ts';
import { isWeekdayWord } from './weekday-role-words.ts';

/** The `stopword` lists of the languages the shared stop words leave out. */
const ROLE_ONLY: Readonly<Record<string, readonly string[]>> = { ms: msa };
const sets = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();

/** Whether `word` is a function word of `lang`, which no role is. */
export function isRoleFunctionWord(word: string, lang: string): boolean {
  // "kedden" (on Tuesday) says when, never who (weekday-role-words.ts).
  if (isStopWord(word, lang) || isWeekdayWord(word, lang)) return true;
  const code = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  const list = ROLE_ONLY[code];
  if (list === undefined) return false;
  let set = sets.get(code);
  if (!set) {
    set = new Set(list);
    sets.set(code, set);
  }
  return set.has(word.toLowerCase());
}
