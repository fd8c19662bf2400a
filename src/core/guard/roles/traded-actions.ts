/**
 * A person given what the document has another of its people do (issue 44 items 4 and 5,
 * docs/decisions/012 "Long documents' people"): "Harry Kane traf früh, Florian Wirtz glich per
 * Elfmeter aus" of "Florian Wirtz brachte die Gastgeber in Führung, Harry Kane glich … aus";
 * "Lawrence Shankland headed Aberdeen ahead" of "through Bojan Miovski's header"; "Priya Raman
 * will fix the retry" of a chat's "Marco Bellini: I'll fix the retry". Every name is the
 * document's, so no names reader stops the line; the action is not that person's.
 *
 * A person is bound to the word written right against their name in its clause: the first content
 * word after it (function words such as "will" or "hat" passed over; after a possessive, its noun:
 * "Miovski's header"), and a lower-case word right before it ("engineer Jonas Weber", "said
 * Patel", German's "trafen Jeremie Frimpong"). In a chat, "I" is the speaker of its turn ("Marco
 * Bellini: I'll fix"). A word is compared by a short stem ("headed" and "header"), a few verbs of a
 * goal by their meaning ("levelled" is "equalised"). A line's person bound to a word is stopped
 * where the document binds that word to exactly one other of its people and never to them. Words of
 * saying are left out: a summary attributes a quotation more loosely than it tells who did what.
 * A person is a run of two capitalised words or more (a title or article before it dropped), or one
 * word the document writes so elsewhere; read where capitals mark names, and in German.
 */
import { isGermanNoun } from '../names/german-names.ts';
import { oncePer } from '../once-per-source.ts';
import { isStopWord } from '../words/stop-words.ts';
import { toldOfPerson } from './person-sentence-words.ts';

/** A word, a number (with its marks: "17.", "3:1") or one mark. */
// A line's end is a mark too: a run of capitals never reads across it (an e-mail's "To: Tom
// Reyes" above its "Subject:" is no speaker "Reyes Subject").
const TOKEN = /[\p{L}\p{M}][\p{L}\p{M}'’-]*|\d[\d.,:]*|\n|[^\s\p{L}\p{M}\d]/gu;
const CAPITAL = /^\p{Lu}/u;
/** A word's first letter, in any script. */
const LETTER = /^[\p{L}\p{M}]/u;
/** A word from its capital on, as TOKEN reads its rest. */
const NAMED = /\p{Lu}[\p{L}\p{M}'’-]*/gu;
const LOWER = /^\p{Ll}/u;
/** Words that open another clause: a binding never reads across one. */
const CLAUSE = new Set(
  'and but while whereas before after though although or y pero mientras und aber während ehe bevor nachdem oder et mais tandis ou'.split(
    ' ',
  ),
);
/** Auxiliaries and modals the stop-word lists lack ("will" is a noun to them): passed over. */
const AUXILIARIES = new Set(
  'will would shall should can could may might must wird würde soll sollte kann muss va vont'.split(
    ' ',
  ),
);
/** Words of saying, by their stems: who said what is left to the quotation readers. */
const SAYING = new Set(
  'said say says told tell add wrote writ note noted explain explained sagt sagte erklärt erklärte dijo afirm afirmó déclar a dit'.split(
    ' ',
  ),
);
/** Verbs a summary rewords for one another, as one stem ("levelled" is "equalised"). */
const SAME: Record<string, string> = { level: 'equalis', equaliz: 'equalis', header: 'head' };
/** The languages whose clause words are listed: elsewhere a binding could read across a clause. */
const READ = new Set(['en', 'de', 'es', 'fr']);
/** The longest source read, as the figures' ties read theirs (claim-source.ts). */
const READ_MAX = 5_000;
/** What joins two people of one clause. */
const AND = new Set([',', '&', 'and', 'und', 'sowie', 'et', 'y', 'e']);
/** An e-mail header's word before its sender's name. */
const SENDER = /^(?:From|Von|De|Da|Van|Från|Fra)$/u;
/** The first person of a chat's turn ("I'll", "I'm"). */
const FIRST_PERSON = /^I(?:['’](?:m|ll|d|ve))?$/u;

/** A word's short stem: one ending off where four letters stay, a doubled last letter made one. */
export function actionStem(word: string): string {
  let stem = word
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’]s$/u, '');
  const cut = /(?:ing|ed|er|es|en|te|s|d|e|t)$/u.exec(stem);
  if (cut && stem.length - cut[0].length >= 4) stem = stem.slice(0, -cut[0].length);
  stem = stem.replace(/(\p{L})\1$/u, '$1');
  return SAME[stem] ?? stem;
}

interface Token {
  text: string;
  word: boolean;
}

/** Each person's key with the stems of the words bound to them, in one text. */
export interface Bindings {
  /** Each bound word's stem, with the people it is bound to. */
  byWord: Map<string, Set<string>>;
  /** Each person with their bound words' stems. */
  byPerson: Map<string, Set<string>>;
  /** Each person as the text writes them, by key ("Florian Wirtz"). */
  written: Map<string, string>;
  /** The people of two words or more. */
  people: Set<string>;
}

/**
 * Reads who is bound to which word in `text` (its language first in `langs`); one word is a person
 * where `known` (the document's people) has it.
 */
export function readBindings(
  text: string,
  langs: readonly string[],
  known?: ReadonlySet<string>,
): Bindings {
  const german = langs[0] === 'de';
  const stop = (word: string) =>
    AUXILIARIES.has(word.toLowerCase()) || langs.some((lang) => isStopWord(word, lang));
  const tokens: Token[] = [];
  for (const [match] of text.matchAll(TOKEN)) {
    // By its code on ASCII, the pattern kept for the rest (issue 44 item 7).
    const code = match.charCodeAt(0);
    const word =
      code < 128 ? (code >= 65 && code <= 90) || (code >= 97 && code <= 122) : LETTER.test(match);
    tokens.push({ text: match, word });
  }
  const read: Bindings = {
    byWord: new Map(),
    byPerson: new Map(),
    written: new Map(),
    people: new Set(),
  };
  /** `word` bound to `person`; told by its place (`after` the name) or only owned (before it). */
  const bind = (person: string, word: string, placed: boolean) => {
    const stem = actionStem(word);
    if (SAYING.has(stem) || SAYING.has(word.toLowerCase())) return;
    if (placed) {
      const people = read.byWord.get(stem) ?? new Set<string>();
      people.add(person);
      read.byWord.set(stem, people);
    }
    const words = read.byPerson.get(person) ?? new Set<string>();
    words.add(stem);
    read.byPerson.set(person, words);
  };
  /** A content word in lower case, bindable. */
  const content = (token: Token | undefined) =>
    token?.word === true && LOWER.test(token.text) && !stop(token.text) && !CLAUSE.has(token.text);
  /** The first content word after `index`, function words passed over (two at most). */
  const after = (index: number): string | undefined => {
    for (let next = index + 1; next <= index + 3 && next < tokens.length; next++) {
      const token = tokens[next] as Token;
      if (content(token)) return token.text;
      if (!token.word || !LOWER.test(token.text) || !stop(token.text) || CLAUSE.has(token.text)) {
        return undefined;
      }
    }
    return undefined;
  };
  let speaker: string | undefined;
  const runs: Array<{ key: string; first: number; last: number; size: number }> = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    if (token.word && FIRST_PERSON.test(token.text)) {
      const word = speaker && after(index);
      if (speaker && word) bind(speaker, word, true);
      continue;
    }
    if (!token.word || !CAPITAL.test(token.text)) continue;
    let last = index;
    while (last + 1 < tokens.length) {
      const next = tokens[last + 1] as Token;
      if (!next.word || !CAPITAL.test(next.text) || FIRST_PERSON.test(next.text)) break;
      last += 1;
    }
    // A title, an article or (in German) a noun before a name is no part of it.
    let first = index;
    while (first < last) {
      const word = (tokens[first] as Token).text;
      if (!stop(word) && !(german && last - first >= 2 && isGermanNoun(word))) break;
      first += 1;
    }
    const lastWord = (tokens[last] as Token).text;
    // A run after a number is its measure ("240 Millionen Euro"), no person.
    const measure = /^\d/u.test(tokens[first - 1]?.text ?? '');
    const key = lastWord.replace(/['’]s$/u, '').toLowerCase();
    const size = stop(lastWord) || measure ? 0 : last - first + 1;
    if (size >= 2) {
      read.people.add(key);
      if (!read.written.has(key)) {
        read.written.set(
          key,
          tokens
            .slice(first, last + 1)
            .map((one) => one.text)
            .join(' '),
        );
      }
    }
    runs.push({ key, first, last, size });
    // A chat's turn: "Marco Bellini:" or "Sam Okonjo (Staff Engineer):"; one word with its time
    // in brackets ("Aisha (Mon 10:20):") is a person too.
    const mark = tokens[last + 1]?.text;
    const timed = size === 1 && mark === '(' && /^\d/u.test(tokens[last + 3]?.text ?? '');
    if (timed && tokens[last + 5]?.text === ':') read.people.add(key);
    // An e-mail's sender ("From: Hannah Brooks") is the "I" of the message below.
    const sender = tokens[first - 1]?.text === ':' && SENDER.test(tokens[first - 2]?.text ?? '');
    if (
      (size >= 2 || timed) &&
      (mark === ':' || (mark === '(' && tokens[last + 5]?.text === ':') || sender)
    ) {
      speaker = key;
    }
    index = last;
  }
  // People joined by "and" or a comma ("Anne Roux et … Marc Petit ont présenté") share the word
  // after the last of them.
  let group: string[] = [];
  let groupEnd = -1;
  for (const { key, first, last, size } of runs) {
    if (size < 1 || !(read.people.has(key) || known?.has(key))) continue;
    if (!read.written.has(key)) read.written.set(key, (tokens[last] as Token).text);
    const between = tokens.slice(groupEnd + 1, first).map((token) => token.text.toLowerCase());
    // Joined where the one before binds nothing itself and no other clause opens between.
    const joined =
      groupEnd >= 0 &&
      after(groupEnd) === undefined &&
      between.length <= 6 &&
      between.some((word) => AND.has(word)) &&
      !between.some((word) => CLAUSE.has(word) && !AND.has(word));
    group = joined ? [...group, key] : [key];
    groupEnd = last;
    const word = after(last);
    if (word) for (const person of group) bind(person, word, true);
    // A word before a name ("trafen Jeremie Frimpong (58.) und … Victor Boniface", "denied
    // Shankland") may be shared or be what was done to them: it only forgives, never accuses.
    // Past one function word too: "agreed with Chloe Whitaker" is hers as well.
    const before = tokens[first - 1];
    if (content(before)) bind(key, (before as Token).text, false);
    else if (before?.word && stop(before.text) && content(tokens[first - 2])) {
      bind(key, (tokens[first - 2] as Token).text, false);
    }
  }
  return read;
}

const bindingsOf = /* @__PURE__ */ oncePer(
  (source: { readonly text: string; readonly langs: readonly string[] }): Bindings =>
    readBindings(source.text, [...source.langs, 'en']),
);

/**
 * A capitalised word after another with only spaces between: a person's key (readBindings' last
 * word of a run of two capitals or more) is always one, and more are (the pattern may start inside
 * a word, and titles and measures are not left out), so a key missing here is no person.
 */
const AFTER_CAPITAL = /(?<=\p{Lu}[\p{L}\p{M}'’-]*\s+)\p{Lu}[\p{L}\p{M}'’-]*/gu;
/** A chat's one-word speaker before its time in brackets ("Aisha (Mon 10:20):"). */
const TIMED_SPEAKER = /\p{Lu}[\p{L}\p{M}'’-]*(?=\s*\([^()\d]*\d[^()]*\):)/gu;

/** Each word a document may have as a person's key, read once a document before its bindings. */
const maybePeopleOf = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): ReadonlySet<string> => {
    const keys = new Set(
      [
        ...(source.text.match(AFTER_CAPITAL) ?? []),
        ...(source.text.match(TIMED_SPEAKER) ?? []),
      ].map((word) => word.replace(/['’]s$/u, '').toLowerCase()),
    );
    return keys;
  },
);

/** The one person of two words or more whose written name starts with `key` ("hannah"), if any. */
function fullNameOf(known: Bindings, key: string): string | undefined {
  let found: string | undefined;
  for (const [person, written] of known.written) {
    if (person === key || !known.people.has(person)) continue;
    if (written.split(' ')[0]?.toLowerCase() !== key) continue;
    if (found) return undefined;
    found = person;
  }
  return found;
}

/** The line's people (as written) given a word the document binds to exactly one other person. */
export function tradedActions(
  line: string,
  source: { readonly text: string; readonly langs: readonly string[] },
): string[] {
  if (!READ.has(source.langs[0] ?? 'en') || !/\p{Lu}/u.test(line)) return [];
  // A source past a long document's length is not read (its reading costs some 1.5 ms a thousand
  // characters, once): a part of it could bind a word to one person that the rest gives another.
  if (source.text.length > READ_MAX) return [];
  // A line's person is the last word of a run of capitals (its key, lower case) and must be one of
  // the document's: a line naming none that the document writes is not read, nor is the document
  // (each card's is a new one; issue 44 item 7). Its text in lower case holds each of its people's
  // keys, but for a Greek sigma, which lower-cases by what follows it.
  // Every word of TOKEN's that starts with a capital is found whole by NAMED (a few more too).
  const names = (line.match(NAMED) ?? []).map((word) => word.replace(/['’]s$/u, '').toLowerCase());
  if (names.length === 0) return [];
  // A line's sentence-first word ("The", "Every") is in most documents: the document's bindings
  // are read only where one of the line's words is written as a person's last word could be (a
  // line naming none of those names none of the bindings' people either, read or not).
  const people = maybePeopleOf(source);
  if (!names.some((name) => people.has(name))) return [];
  const langs = [...source.langs, 'en'];
  const known = bindingsOf(source);
  // A word traded needs two of the document's people, and the line must name one of them.
  if (known.people.size < 2 || !names.some((name) => known.people.has(name))) return [];
  const mine = readBindings(line, langs, known.people);
  const traded = new Set<string>();
  // The line's placed bindings only: a word before a name may be what was done to them.
  for (const [word, people] of mine.byWord) {
    const holders = known.byWord.get(word);
    if (holders?.size !== 1) continue;
    for (const person of people) {
      if (!known.people.has(person) || holders.has(person)) continue;
      // "Hannah booked" where "Hannah Brooks" did: a first name alone is its full name's person.
      const full = fullNameOf(known, person);
      if (full && holders.has(full)) continue;
      if (known.byPerson.get(person)?.has(word)) continue;
      // "won" where her own sentence says "her first marathon win" (person-sentence-words.ts).
      const [holder = ''] = holders;
      if (toldOfPerson(source.text, person, holder, word, actionStem)) continue;
      traded.add(mine.written.get(person) ?? person);
    }
  }
  return [...traded];
}
