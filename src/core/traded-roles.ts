/**
 * Roles traded between two people of the source (issue 44 item 5, docs/decisions/012, round
 * eight): every name of "El arquitecto José Luis Sanz … junto al alcalde Guillermo Vázquez" is the
 * source's, which has them the other way round ("El alcalde José Luis Sanz … junto al arquitecto
 * Guillermo Vázquez"), so neither the names reader nor a frame sees it. Where capitals mark names,
 * the word just before a name is often what the name is said to be or do ("alcalde", "pianista",
 * "dirigiert", "исполнят"): a line that puts the source's other name after such a word of the
 * source's, where the source never has that name after it, trades their roles.
 */
import { isStopWord } from './stop-words.ts';

/** A lower-case word right before a run of capitalised words, and the run's words. */
interface RoleRun {
  role: string;
  /** The run's words, lower-cased, a possessive's ending cut. */
  names: string[];
  /** The run as written. */
  text: string;
}

const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)?/gu;

/** Whether `text` holds only spaces, tabs and no-break spaces from `start` to `end`, and some. */
function onlySpaces(text: string, start: number, end: number): boolean {
  if (start >= end) return false;
  for (let at = start; at < end; at++) {
    const code = text.charCodeAt(at);
    if (code !== 0x20 && code !== 0x09 && code !== 0xa0) return false;
  }
  return true;
}

/** Words written in one form and another ("pianista"/"pianisty", "Анна"/"Анну", "Boreyko"/"Boreyki"). */
export function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const short = Math.min(a.length, b.length);
  let shared = 0;
  while (shared < short && a[shared] === b[shared]) shared++;
  return shared >= 5 || (shared >= 3 && shared >= short - 2);
}

/**
 * "And" between two names of one role ("исполнят Анна Одинцова и Роман Полковников"): a closed
 * class, a word or two a language, so written here.
 */
const AND = /* @__PURE__ */ new Set([
  'and',
  'y',
  'e',
  'ed',
  'et',
  'i',
  'oraz',
  'и',
  'і',
  'та',
  've',
  'en',
  'dan',
  'und',
]);

/**
 * The runs of capitalised words that follow a lower-case word of four letters or more (no function
 * word), two runs joined by "and" one role's. With `opening`, a capitalised word opening a run
 * ("Captain Jasprit Bumrah") is read as its role too.
 */
function roleRuns(text: string, lang: string, opening = false): RoleRun[] {
  const runs: RoleRun[] = [];
  let role: string | undefined;
  let names: string[] = [];
  let written: string[] = [];
  let end = -1;
  const close = () => {
    if (role !== undefined && names.length > 0) runs.push({ role, names, text: written.join(' ') });
    names = [];
    written = [];
  };
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    // Only spaces between two words of one phrase: a comma or a full stop ends the role.
    const joined = end >= 0 && onlySpaces(text, end, match.index);
    end = match.index + word.length;
    if (/^\p{Lu}/u.test(word)) {
      if (joined && role !== undefined) {
        names.push(word.replace(/['’].*$/u, '').toLowerCase());
        written.push(word);
        continue;
      }
      close();
      role = opening && word.length >= 4 ? word.toLowerCase() : undefined;
      continue;
    }
    if (joined && role !== undefined && names.length > 0 && AND.has(word.toLowerCase())) {
      // The role goes on past "and" to the next name.
      close();
      continue;
    }
    close();
    role = word.length >= 4 && !isStopWord(word, lang) ? word.toLowerCase() : undefined;
  }
  close();
  return runs;
}

/** What a source's roles are read as, once per source. */
interface SourceRoles {
  /** The runs after each role word, by the role's first three letters. */
  byStart: Map<string, RoleRun[]>;
  /**
   * The same with the runs a capitalised role opens ("Captain Jasprit Bumrah"): a second pass over
   * the source, made only for a line whose role the source has.
   */
  opened: () => Map<string, RoleRun[]>;
  /** Every run that has a role, its role and names. */
  runs: RoleRun[];
}

const read = /* @__PURE__ */ new WeakMap<object, SourceRoles>();

function byStartOf(runs: readonly RoleRun[]): Map<string, RoleRun[]> {
  const map = new Map<string, RoleRun[]>();
  for (const run of runs) {
    const start = run.role.slice(0, 3);
    map.set(start, [...(map.get(start) ?? []), run]);
  }
  return map;
}

function sourceRoles(source: { readonly text: string; readonly langs: readonly string[] }) {
  let found = read.get(source);
  if (found) return found;
  const lang = source.langs[0] ?? 'en';
  const runs = roleRuns(source.text, lang);
  let opened: Map<string, RoleRun[]> | undefined;
  found = {
    byStart: byStartOf(runs),
    opened: () => {
      opened ??= byStartOf(roleRuns(source.text, lang, true));
      return opened;
    },
    runs,
  };
  read.set(source, found);
  return found;
}

const shares = (a: readonly string[], b: readonly string[]) =>
  a.some((word) => b.some((other) => sameStem(word, other)));

const withRole = (map: Map<string, RoleRun[]>, role: string) =>
  (map.get(role.slice(0, 3)) ?? []).filter((entry) => sameStem(entry.role, role));

/**
 * The names a line puts after a role word of the source that the source gives another of its
 * names, never this one, where the source gives this one a role of its own ("alcalde Guillermo
 * Vázquez Consuegra" where the source's "alcalde" is José Luis Sanz and Guillermo Vázquez
 * Consuegra its "arquitecto"). Lines in the source's language where capitals mark names only.
 */
export function tradedRoles(
  line: string,
  source: { readonly text: string; readonly langs: readonly string[] },
): string[] {
  const runs = roleRuns(line, source.langs[0] ?? 'en');
  // Most lines put no name after a lower-case word: the source's roles are not read for them.
  if (runs.length === 0) return [];
  const roles = sourceRoles(source);
  const found: string[] = [];
  for (const run of runs) {
    if (withRole(roles.byStart, run.role).length === 0) continue;
    if (withRole(roles.opened(), run.role).some((entry) => shares(entry.names, run.names)))
      continue;
    // The name is one the source gives another role ("Scottish Cup" after "the" is none).
    const other = roles.runs.some(
      (entry) => !sameStem(entry.role, run.role) && shares(entry.names, run.names),
    );
    if (other) found.push(run.text);
  }
  return found;
}
