/**
 * A role beside a name, read once (issue 44 items 4-5, docs/decisions/012, rounds eight and
 * nine). A summary keeps a source's names and changes what it says they are, in two ways one
 * reader reads, one module so the source is read once, by one cache, for both:
 *
 * - **An English role the source gives someone else** ("CFO Fiona Grant" where the document has
 *   "Chief Executive Fiona Grant", "Somerset captain Tom Abell" where the captain is Lewis
 *   Gregory). A role is read where it stands against a name: "<role>(,) (Dr.) <Name>" or "<Name>,
 *   (the company's) <role>"; a line's role beside a name is claimed when the source gives that
 *   person another role and not this one, or this role to someone else and none to them. A role
 *   the source states apart from the name ("Dr. Isabel Ferreira, a neurologist at … and the
 *   trial's lead author") is no role there, so a line may name it freely. Spellings of one role
 *   are one ("CFO", "chief financial officer", "finance chief").
 * - **Roles traded between two of the source's people**, in any language where capitals mark
 *   names: "El arquitecto José Luis Sanz … junto al alcalde Guillermo Vázquez" of "El alcalde José
 *   Luis Sanz … junto al arquitecto Guillermo Vázquez". The lower-case word just before a name is
 *   often what the name is said to be or do ("alcalde", "pianista", "dirigiert", "исполнят"): a
 *   line that puts the source's other name after such a word of the source's, where the source
 *   never has that name after it, trades their roles.
 */

import { UNSPACED } from '../../unspaced-scripts.ts';
import { titledNames } from '../names/titled-names.ts';
import { oncePer } from '../once-per-source.ts';
import {
  isUncasedLanguage,
  type UncasedLanguage,
  uncasedKey,
  uncasedWords,
} from '../words/uncased-words.ts';
import { apposes, isNumberWord } from './apposed-roles.ts';
import { roleGoesOnToName } from './forward-roles.ts';
import { opensLineName } from './name-opening-roles.ts';
import { isRoleFunctionWord } from './role-function-words.ts';
import { AND_WORDS, ENGLISH_ROLES, ORGANISATION_WORDS, OTHER_ROLES } from './role-words.ts';

const ROLE_OF = new Map<string, string>();
for (const [role, spellings] of [...ENGLISH_ROLES, ...OTHER_ROLES]) {
  for (const spelling of spellings.split('|')) ROLE_OF.set(spelling, role);
}
/** Each letter either case: the names beside a role are told by their capitals (no "i" flag). */
const anyCase = (spelling: string) =>
  spelling.replace(/\p{L}/gu, (letter) => `[${letter}${letter.toUpperCase()}]`);
const SPELLINGS = [...ROLE_OF.keys()]
  .sort((a, b) => b.length - a.length)
  .map(anyCase)
  .join('|');
/** An English role anywhere in a line: most lines have none, and are read no further. */
const ANY_ROLE = new RegExp(String.raw`\b(?:${SPELLINGS})\b`, 'u');
/** A name: 1-3 capitalised words, a title before them; a word's letters bounded (decision 012). */
const NAME = String.raw`(?:(?:Dr|Prof|Professor|Mr|Ms|Mrs)\.?\s+)?(\p{Lu}[\p{L}\p{M}'’-]{1,40}(?:\s+\p{Lu}[\p{L}\p{M}'’-]{1,40}){0,2})`;
/** "<role>, Dr. <Name>" and "<Name>, the company's <role>". */
const ROLE_THEN_NAME = new RegExp(
  String.raw`\b(?:(${SPELLINGS})\s+(?:and|&)\s+)?(${SPELLINGS}),?\s+${NAME}`,
  'gu',
);
const NAME_THEN_ROLE = new RegExp(
  String.raw`(?<!\b(?:of|at|in|from|for|with|by)\s)${NAME},\s+(?:(?:the|its|their|his|her)\s+)?(?:[\p{L}&]+['’]s\s+)?(${SPELLINGS})(?:\s+(?:and|&)\s+(${SPELLINGS}))?\b`,
  'gu',
);

/** A person as the roles are tied to them: the last word of their name, lower case. */
const personKey = (name: string) =>
  (name.split(/\s+/).pop() ?? '').replace(/['’]s$/u, '').toLowerCase();

/** Who holds which English role in a text, and which roles each person holds. */
interface EnglishRoles {
  byPerson: Map<string, Set<string>>;
  byRole: Map<string, Set<string>>;
  /** Each tie as the text writes it: for a line's claim. */
  ties: Array<{ role: string; person: string; text: string }>;
}

function readEnglishRoles(text: string): EnglishRoles {
  const read: EnglishRoles = { byPerson: new Map(), byRole: new Map(), ties: [] };
  if (!/\p{Lu}/u.test(text)) return read;
  const tie = (spelling: string, name: string, written: string) => {
    const role = ROLE_OF.get(spelling.toLowerCase());
    // A capitalised word that is itself a role or a sentence's common word is no name.
    if (!role || ROLE_OF.has(name.toLowerCase())) return;
    const person = personKey(name);
    if (person === '' || ORGANISATION_WORDS.has(person)) return;
    read.ties.push({ role, person, text: written });
    const roles = read.byPerson.get(person) ?? new Set<string>();
    roles.add(role);
    read.byPerson.set(person, roles);
    const people = read.byRole.get(role) ?? new Set<string>();
    people.add(person);
    read.byRole.set(role, people);
  };
  // "President and Chief Executive Officer Anjali Deshpande": both roles are hers.
  for (const [written, first, role, name] of text.matchAll(ROLE_THEN_NAME)) {
    for (const one of [first, role]) if (one) tie(one, name ?? '', written);
  }
  for (const match of text.matchAll(NAME_THEN_ROLE)) {
    const [written, name, role, second] = match;
    // "until June, CEO Dana Whitfield wrote": the role is the name's after it (forward-roles.ts).
    if (roleGoesOnToName(text, match.index + written.length)) continue;
    for (const one of [role, second]) if (one) tie(one, name ?? '', written);
  }
  return read;
}

/** A lower-case word right before a run of capitalised words, and the run's words. */
interface RoleRun {
  role: string;
  /** The run's words, lower-cased, a possessive's ending cut. */
  names: string[];
  /** The run as written. */
  text: string;
  /**
   * Its role a capitalised word, opening a sentence ("Coxswain Adrian Don said") or inside one
   * (there often the name's own first word: "Chloe Whitaker", "Scottish Cup").
   */
  capital?: 'opening' | 'inside';
}

const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)?/gu;

/** Words written in one form and another ("pianista"/"pianisty", "Анна"/"Анну", "Boreyko"/"Boreyki"). */
export function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const short = Math.min(a.length, b.length);
  let shared = 0;
  while (shared < short && a[shared] === b[shared]) shared++;
  return shared >= 5 || (shared >= 3 && shared >= short - 2);
}

/**
 * The runs of capitalised words that follow a lower-case word of four letters or more (no function
 * word), two runs joined by "and" one role's; and a run just after a comma, whose role is the
 * first such word of the short phrase before it ("el presidente de la asociación de placeros,
 * Manuel Reyes"). With `opening`, a capitalised word opening a run ("Captain Jasprit Bumrah") is
 * read as its role too.
 */
function roleRuns(text: string, lang: string, opening = false): RoleRun[] {
  const runs: RoleRun[] = [];
  let role: string | undefined;
  let capital: RoleRun['capital'];
  let names: string[] = [];
  let written: string[] = [];
  let end = -1;
  // The phrase since the last comma or stop: its first role word, its content words, its words.
  let phrase = { role: undefined as string | undefined, words: 0, all: 0 };
  let beforeComma = phrase;
  const close = () => {
    if (role !== undefined && names.length > 0) {
      runs.push({ role, names, text: written.join(' '), ...(capital ? { capital } : {}) });
    }
    names = [];
    written = [];
  };
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const gap = end >= 0 ? text.slice(end, match.index) : '';
    // Only spaces between two words of one phrase: a comma or a full stop ends the role.
    const joined = end >= 0 && /^[ \t\u00a0]+$/.test(gap);
    const comma = /^,[ \t\u00a0]+$/.test(gap);
    if (!joined) {
      beforeComma = comma ? phrase : { role: undefined, words: 0, all: 0 };
      phrase = { role: undefined, words: 0, all: 0 };
    }
    end = match.index + word.length;
    const content = word.length >= 4 && !isRoleFunctionWord(word, lang);
    if (content) phrase.words += 1;
    phrase.all += 1;
    if (/^\p{Lu}/u.test(word)) {
      if (joined && role !== undefined) {
        names.push(word.replace(/['’].*$/u, '').toLowerCase());
        written.push(word);
        continue;
      }
      const named = role !== undefined && names.length > 0;
      close();
      role = opening && word.length >= 4 ? word.toLowerCase() : undefined;
      capital = role === undefined ? undefined : /[.!?]\s*$|^$/.test(gap) ? 'opening' : 'inside';
      // A role is a phrase ("La concejala", "its chief executive"): one word alone before a comma
      // is a list's item as often ("Madrid, Sevilla").
      if (comma && apposes(beforeComma, named)) {
        // The name after the comma starts here: this word is its first.
        role = beforeComma.role;
        capital = undefined;
        names.push(word.replace(/['’].*$/u, '').toLowerCase());
        written.push(word);
      }
      continue;
    }
    if (content && phrase.role === undefined && !isNumberWord(word))
      phrase.role = word.toLowerCase();
    if (joined && role !== undefined && names.length > 0 && AND_WORDS.has(word.toLowerCase())) {
      // The role goes on past "and" to the next name.
      close();
      continue;
    }
    close();
    role = content ? word.toLowerCase() : undefined;
    capital = undefined;
  }
  close();
  return runs;
}

function byStartOf(runs: readonly RoleRun[]): Map<string, RoleRun[]> {
  const map = new Map<string, RoleRun[]>();
  for (const run of runs) {
    const start = run.role.slice(0, 3);
    map.set(start, [...(map.get(start) ?? []), run]);
  }
  return map;
}

/** What the role reader needs of the guard's source (a ClaimSource). */
export interface RoleSource {
  readonly text: string;
  /** The source's words in lower case. */
  readonly words: ReadonlySet<string>;
  readonly langs: readonly string[];
  /** False where capitals do not mark names: no run of capitals is read there. */
  readonly checksNames: boolean;
}

/**
 * A source's roles, each reading made on first use and kept: a line with no English role never
 * reads the source's English ties.
 */
interface SourceRoles {
  english(): EnglishRoles;
  /** Every run that has a role, its role and names. */
  runs(): RoleRun[];
  /** The runs after each role word, by the role's first three letters. */
  byStart(): Map<string, RoleRun[]>;
  /** The runs with those a capitalised role opens ("Captain Jasprit Bumrah", "Coxswain Adrian Don"). */
  opened(): RoleRun[];
  /** The same by the role's first three letters. */
  openedByStart(): Map<string, RoleRun[]>;
  /** Where no capital tells a name: each word and the words the source has right after it. */
  next(): Map<string, string[]>;
  /** The same source's words, lower-cased. */
  words(): string[];
}

function once<T>(make: () => T): () => T {
  let kept: { value: T } | undefined;
  return () => {
    kept ??= { value: make() };
    return kept.value;
  };
}

const sourceRoles = /* @__PURE__ */ oncePer((source: RoleSource): SourceRoles => {
  const lang = source.langs[0] ?? 'en';
  const runs = once(() => roleRuns(source.text, lang));
  const opened = once(() => roleRuns(source.text, lang, true));
  return {
    english: once(() => readEnglishRoles(source.text)),
    runs,
    byStart: once(() => byStartOf(runs())),
    opened,
    openedByStart: once(() => byStartOf(opened())),
    next: once(() => {
      const next = new Map<string, string[]>();
      for (const [before, word] of joinedPairs(source.text)) {
        next.set(before, [...(next.get(before) ?? []), word]);
      }
      return next;
    }),
    words: once(() => [...new Set(source.text.toLowerCase().match(WORD) ?? [])]),
  };
});

const shares = (a: readonly string[], b: readonly string[]) =>
  a.some((word) => b.some((other) => sameStem(word, other)));

const withRole = (map: Map<string, RoleRun[]>, role: string) =>
  (map.get(role.slice(0, 3)) ?? []).filter((entry) => sameStem(entry.role, role));

/**
 * The names a line puts after a role word of the source that the source gives another of its
 * names, never this one, where the source gives this one a role of its own ("alcalde Guillermo
 * Vázquez Consuegra" where the source's "alcalde" is José Luis Sanz and Guillermo Vázquez
 * Consuegra its "arquitecto").
 */
function tradedRoles(line: string, roles: SourceRoles, lang: string): string[] {
  const found: string[] = [];
  for (const run of roleRuns(line, lang)) {
    if (withRole(roles.byStart(), run.role).length === 0) continue;
    if (withRole(roles.openedByStart(), run.role).some((entry) => shares(entry.names, run.names)))
      continue;
    // The name is one the source gives another role ("Scottish Cup" after "the" is none), a
    // capitalised one that opens a sentence before a whole name too ("Coxswain Adrian Don said";
    // elsewhere such a word is the name's own first: "Chloe Whitaker", "Scottish Cup").
    const other = roles
      .opened()
      .some(
        (entry) =>
          (entry.capital === undefined ||
            (entry.capital === 'opening' && entry.names.length >= 2)) &&
          !sameStem(entry.role, run.role) &&
          !opensLineName(entry.role, run.names) &&
          shares(entry.names, run.names),
      );
    if (other) found.push(run.text);
  }
  return found;
}

/** A Korean word in a place's, a time's or a recipient's particle: a phrase, no role word. */
const KOREAN_ADVERBIAL = /\p{sc=Hangul}(?:에서|에게|한테|까지|부터)$/u;

/** Two words with only spaces between them, lower-cased, with the second's place among the words. */
function joinedPairs(text: string): Array<[string, string, number]> {
  const pairs: Array<[string, string, number]> = [];
  let previous: { word: string; end: number } | undefined;
  let index = 0;
  for (const match of text.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    if (previous && /^[ \t\u00a0]+$/.test(text.slice(previous.end, match.index))) {
      pairs.push([previous.word, word, index]);
    }
    previous = { word, end: match.index + match[0].length };
    index += 1;
  }
  return pairs;
}

/**
 * Where no capital tells a name (Korean, Arabic, Hebrew, Persian, Hindi), roles traded between two
 * of the source's words: "선발 투수 전준우는 … 박세웅이 결승 홈런" of "선발 투수 박세웅은 … 전준우가 결승
 * 홈런". A word of the source's put right after a word the source has before another of its own
 * words, where the line says that other word elsewhere: the two traded places. A word's forms
 * (its particles, its cases) are one by their shared start (sameStem).
 */
function tradedWords(line: string, roles: SourceRoles, lang: UncasedLanguage): string[] {
  const pairs = joinedPairs(line);
  if (pairs.length === 0) return [];
  // A common word traded with another ("שנה של שיפוץ" of "שיפוץ של שנה") is a reworded phrase.
  const common = (word: string) => uncasedWords(lang).has(uncasedKey(word, lang));
  const said = line.toLowerCase().match(WORD) ?? [];
  const found: string[] = [];
  for (const [before, word, at] of pairs) {
    if (AND_WORDS.has(before) || before.length < 2) continue;
    // "결승에서 김민수에게": a place's or a time's phrase, no role, stands before either side (h282).
    if (lang === 'ko' && KOREAN_ADVERBIAL.test(before)) continue;
    const next = roles.next().get(before);
    if (!next || common(word) || next.some((one) => sameStem(one, word))) continue;
    const theirs = next.filter((one) => !common(one));
    // The line's word is the source's, said there before other words ("전준우가 결승"), and the
    // source's word after this one stands before those in the line ("박세웅이 결승"): the two
    // traded places, each keeping the other's words around it.
    const after = roles
      .words()
      .filter((one) => one !== before && sameStem(one, word))
      .flatMap((one) => roles.next().get(one) ?? []);
    if (after.length === 0) continue;
    const moved = said.some(
      (other, index) =>
        index !== at &&
        theirs.some((one) => sameStem(one, other)) &&
        after.some((one) => one === said[index + 1]),
    );
    if (moved && !found.includes(word)) found.push(word);
  }
  return found;
}

/** The English roles a line gives a person the source gives another, as the line writes them. */
function swappedRoles(line: string, roles: SourceRoles): string[] {
  if (!ANY_ROLE.test(line)) return [];
  const source = roles.english();
  if (source.ties.length === 0) return [];
  const claims: string[] = [];
  for (const { role, person, text } of readEnglishRoles(line).ties) {
    const theirs = source.byPerson.get(person);
    const holders = source.byRole.get(role);
    const swapped = theirs ? !theirs.has(role) : holders !== undefined && !holders.has(person);
    if (swapped) claims.push(text.trim());
  }
  return claims;
}

/**
 * The roles a Normal line in the source's language gives the source's people that the source does
 * not, each as the line writes it ("CFO Fiona Grant", "José Luis Sanz"): roles traded between two
 * of its people where capitals mark names, then an English role given to the wrong person.
 */
export function roleClaims(line: string, source: RoleSource): string[] {
  const roles = sourceRoles(source);
  const lang = source.langs[0] ?? 'en';
  // A source in a script without capitals may still hold a handle's or a club's Latin letters.
  const uncased = UNSPACED.test(source.text) ? undefined : source.langs.find(isUncasedLanguage);
  const traded = [
    ...(source.checksNames ? tradedRoles(line, roles, lang) : []),
    ...(uncased
      ? [...tradedWords(line, roles, uncased), ...titledNames(line, source, uncased)]
      : []),
  ];
  return [...traded, ...swappedRoles(line, roles)];
}
