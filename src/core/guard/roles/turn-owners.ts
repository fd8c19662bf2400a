/**
 * An act, a plan or words given to a document's person that the document gives only another
 * (issue 44 items 1 and 4, roles): "Tomasz will join on Saturday morning by bus after a Friday
 * shift" of a chat where "Leila: I'll take the 7:40 bus on Saturday" and Priya says Leila has a
 * shift on Friday; "Support reported 14 open bugs" of a meeting where Ken Adeyemi (engineering)
 * says "We have 14 open bugs"; "the treasurer will put up a notice" where the minutes give the
 * notice to Amara Nwosu (secretary); "The UGT's representative put the cost of the strike at about
 * €9 million" of the plant director's words. Every word is the document's; the person is wrong.
 *
 * A turn's speaker ("Name:" at a line's start, "Name (role):", "Role (Name, firm):") owns what
 * the turn says, except a sentence that names another of the document's people and not in the
 * first person ("Leila said she can only come Saturday morning" is Leila's); a sentence outside
 * turns is its named people's, one opening "He" or "She" its previous sentence's. A person's roles
 * are the words the document writes beside their name: "Peter Quinn (treasurer)", "my wife
 * Elena", "Plant director Javier Molina", "Ana Beltrán, the UGT's representative".
 *
 * A line's subject is a turn's speaker by name, or a role exactly one person holds, before a verb
 * (an auxiliary passed over). Its clause runs to the next comma or clause word. It is stopped where
 * the speaker's own sentences share none of the clause's content words and exactly one other
 * person's share two or more, or where a figure of the clause is exactly one other person's and
 * none of the clause's figures is theirs. A pair ("Grace and Daniel agree"), a group ("they",
 * "the two friends") or a name that speaks no turn and holds no role is not read. English, where
 * capitals mark names.
 */

import { oncePer } from '../once-per-source.ts';
import { isStopWord } from '../words/stop-words.ts';
import { actionStem } from './traded-actions.ts';

const TOKEN = /[\p{L}\p{M}][\p{L}\p{M}'’-]*|\d[\d.,]*\d|\d|[^\s\p{L}\p{M}\d]/gu;
const CAPITAL = /^\p{Lu}/u;
const LOWER = /^\p{Ll}[\p{Ll}'’-]*$/u;
const DIGITS = /^\d/u;
/** A turn: a speaker of one to four capitalised words, a bracket, a colon. */
const TURN =
  /^((?:\p{Lu}[\p{L}\p{M}'’.-]*\s+){0,3}\p{Lu}[\p{L}\p{M}'’-]*)\s*(?:\(([^()]*)\))?:\s+(.*)$/u;
const CLOCK = String.raw`\[\d{1,2}:\d{2}\]`;
const SPEAKER = String.raw`\p{Lu}[\p{L}\p{M}'’-]*(?:\s+\p{Lu}[\p{L}\p{M}'’-]*){0,2}`;
const INLINE_TURN = new RegExp(
  String.raw`\s+(?=${CLOCK}\s*${SPEAKER}:|${SPEAKER}\s*${CLOCK}:)`,
  'gu',
);
/** A turn's clock, before or after its speaker. */
const STAMP = new RegExp(String.raw`^(?:${CLOCK}\s*)?(${SPEAKER})\s*(?:${CLOCK})?(?=:)`, 'u');
/** Titles written before a name, which are not the name. */
const TITLES = new Set('dr mr mrs ms prof professor chef sir'.split(' '));
/** What stands before a role: an article or a possessive. */
const DETERMINERS = new Set('the a an its their our his her my'.split(' '));
/** Auxiliaries and adverbs passed over between a subject and its verb. */
const PASSED = new Set(
  'will would shall should can could may might must has have had also then later'.split(' '),
);
/** Words that end a clause. */
const CLAUSE_ENDS = new Set('while but though although whereas because since'.split(' '));
/** The speaker as a subject: "my wife Elena ran" is Elena's act, "Hannah and I talked" theirs. */
const FIRST_PERSON = new Set(['i', "i'll", 'i’ll', "i'm", 'i’m', "i've", 'i’ve', "i'd", 'i’d']);
/** The speaker with others: a sentence of theirs is no impersonal fact. */
const WE = /^(?:we|us|our|ours|we['’](?:ll|re|ve|d))$/iu;
/** Words after a subject that show it is none: a preposition, a conjunction, an article. */
// "called Mr. Lindqvist about his son": a preposition or "if" after a name makes it an object.
const NO_VERB = new Set(
  'and or of to in on at for with by from the a an as than about into over after before like if'.split(
    ' ',
  ),
);
/** The longest source read, as the other readers of a document's people (role-subjects.ts). */
const READ_MAX = 5_000;

interface Person {
  names: Set<string>;
  roles: Set<string>;
  speaker: boolean;
  stems: Set<string>;
  figures: Set<string>;
}

const tokensOf = (text: string) => [...text.matchAll(TOKEN)].map(([one]) => one);
const figureOf = (token: string) => token.replace(/[.,]/gu, '');
const nameWords = (run: string) =>
  tokensOf(run)
    .filter((word) => CAPITAL.test(word) && !TITLES.has(word.toLowerCase().replace(/\.$/u, '')))
    .map((word) => word.toLowerCase().replace(/['’]s$/u, ''));

/** The document's people, found or added by their name's words. */
function personFor(people: Person[], words: readonly string[], speaker = false): Person | null {
  if (words.length === 0) return null;
  const found = people.filter((one) => words.every((word) => one.names.has(word)));
  if (found.length > 1) return null;
  const person = found[0] ?? {
    names: new Set<string>(),
    roles: new Set<string>(),
    speaker: false,
    stems: new Set<string>(),
    figures: new Set<string>(),
  };
  if (!found[0]) people.push(person);
  for (const word of words) person.names.add(word);
  person.speaker ||= speaker;
  return person;
}

function addRole(person: Person | null, phrase: string) {
  const words: string[] = [];
  // "the UGT's representative at the plant": the role ends at its first function word.
  for (const word of phrase.toLowerCase().split(/\s+/u).filter(Boolean)) {
    if (isStopWord(word, 'en')) break;
    words.push(word);
  }
  if (!person || words.length === 0 || words.length > 3) return;
  if (words.some((word) => !LOWER.test(word))) return;
  person.roles.add(words.join(' '));
  person.roles.add(words[words.length - 1] as string);
}

const RUN = String.raw`\p{Lu}[\p{L}\p{M}'’-]+(?:[^\S\n]+\p{Lu}[\p{L}\p{M}'’-]+){0,2}`;
/** "Peter Quinn (treasurer)". */
const BRACKET_ROLE = new RegExp(String.raw`(${RUN})\s+\((\p{Ll}[\p{Ll}\s-]*)\)`, 'gu');
/**
 * "my wife Elena", "the sous-chef Hannah", "Plant director Javier Molina": on one line (a "Support
 * chat" heading above "Bot:" gives the bot no role).
 */
const ROLE_BEFORE = new RegExp(
  String.raw`(?:\b(?:the|a|an|its|their|our|his|her|my)|\p{Lu}[\p{L}\p{M}]+)[^\S\n]+(\p{Ll}[\p{Ll}-]+)[^\S\n]+(${RUN})`,
  'gu',
);
/** "Ana Beltrán, the UGT's representative". */
const ROLE_AFTER =
  /(\p{Lu}[\p{L}\p{M}'’-]+\s+\p{Lu}[\p{L}\p{M}'’-]+),\s+(?:the|a|an|its|their|his|her)\s+(?:[\p{L}&]+['’]s\s+)?(\p{Ll}[\p{Ll}-]+(?:\s+\p{Ll}[\p{Ll}-]+)?)\b/gu;

function readPeople(text: string): Person[] {
  const people: Person[] = [];
  // A chat export's turns in one run ("Leo [18:04]: …", "[09:12] Priya Raman: …"): one a line.
  const lines = text
    .replace(INLINE_TURN, '\n')
    .split('\n')
    .map((line) => line.trim().replace(STAMP, '$1'));
  // Full names with their roles first, so a first name alone joins its person.
  for (const [, run, role] of text.matchAll(BRACKET_ROLE)) {
    addRole(personFor(people, nameWords(run as string)), role as string);
  }
  for (const [, role, run] of text.matchAll(ROLE_BEFORE)) {
    // "the mean GDS score": a measure's letters after an adjective, no person and no role.
    if (/^\p{Lu}{2,}(?:\s+\p{Lu}{2,})*$/u.test(run as string)) continue;
    if (!isStopWord(role as string, 'en'))
      addRole(personFor(people, nameWords(run as string)), role as string);
  }
  for (const [, run, role] of text.matchAll(ROLE_AFTER)) {
    addRole(personFor(people, nameWords(run as string)), role as string);
  }
  const turns = lines.map((line) => TURN.exec(line.trim()));
  for (const turn of turns) {
    if (!turn) continue;
    const [, run, bracket] = turn;
    // "Interviewer (Maya Lindgren, City Weekly):" is Maya's turn, "interviewer" her role.
    const named = bracket && CAPITAL.test(bracket) ? bracket.split(',')[0] : undefined;
    const person = personFor(people, nameWords(named ?? (run as string)), true);
    if (named) addRole(person, run as string);
    else if (bracket) addRole(person, bracket);
  }
  // Each sentence to its owners.
  const cleanNames = new Map(people.map((one) => [one, [...one.names]]));
  let previous: Person[] = [];
  const speakers = people.filter((one) => one.speaker);
  const twoSpeakers = speakers.length === 2 ? speakers : null;
  /** The question that ended the last turn: the next speaker's answer owns it ("yes" to it). */
  let question: string[] = [];
  lines.forEach((line, index) => {
    const turn = turns[index];
    const speaker = turn
      ? personFor(
          people,
          nameWords((turn[2] && CAPITAL.test(turn[2]) ? turn[2].split(',')[0] : turn[1]) as string),
        )
      : null;
    const body = turn ? (turn[3] as string) : line;
    // "You kept 420 of my 900 deposit": said to the other of two speakers, or to one named before
    // in the turn; among more, "you" is no one the reader can tell.
    let addressee = twoSpeakers ? (twoSpeakers.find((one) => one !== speaker) ?? null) : null;
    const sentences = body.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
    if (turn && speaker) own(speaker, question);
    if (turn)
      question = (sentences.at(-1) ?? '').trim().endsWith('?')
        ? tokensOf(sentences.at(-1) ?? '')
        : [];
    for (const sentence of sentences) {
      const tokens = tokensOf(sentence);
      const capitals = new Set(
        tokens
          .filter((one) => CAPITAL.test(one))
          .map((one) => one.toLowerCase().replace(/['’]s$/u, '')),
      );
      const named = people.filter((one) =>
        (cleanNames.get(one) ?? []).some((word) => capitals.has(word)),
      );
      let owners = named.filter((one) => one !== speaker);
      // "Hi Omar, can you send me the lease?": the speaker who asks takes part as "me" too.
      const firstPerson = tokens.some((one) => FIRST_PERSON.has(one.toLowerCase()) || one === 'me');
      if (speaker && (owners.length === 0 || firstPerson)) owners.push(speaker);
      if (turn && named.length === 1 && named[0] !== speaker) addressee = named[0] ?? null;
      const second = tokens.some((one) => /^(?:you|your)$/iu.test(one));
      if (speaker && second && addressee && !owners.includes(addressee)) owners.push(addressee);
      // Between two speakers, a turn's sentence of no person ("Move-in is next Saturday from
      // 10am") tells both what holds for both: either may be the line's subject of it.
      const personal =
        firstPerson || second || named.length > 0 || tokens.some((one) => WE.test(one));
      if (turn && twoSpeakers && !personal) {
        for (const one of twoSpeakers) if (!owners.includes(one)) owners.push(one);
      }
      if (!turn && owners.length === 0 && /^(?:He|She)\b/u.test(sentence)) owners = previous;
      for (const owner of owners) own(owner, tokens);
      if (!turn) previous = owners;
    }
  });
  return people;
}

/** A sentence's words and figures made `owner`'s. */
function own(owner: Person, tokens: readonly string[]) {
  for (const token of tokens) {
    if (DIGITS.test(token)) owner.figures.add(figureOf(token));
    else if (/^\p{L}/u.test(token) && !isStopWord(token.toLowerCase(), 'en')) {
      owner.stems.add(actionStem(token));
    }
  }
}

const bySource = /* @__PURE__ */ oncePer((source: { readonly text: string }): Person[] => {
  const people: Person[] = readPeople(source.text);
  return people;
});

/** The subjects of `line` (as written) given what the document gives only another person. */
export function turnOwners(
  line: string,
  source: {
    readonly text: string;
    readonly langs: readonly string[];
    readonly translated?: boolean;
  },
): string[] {
  if ((source.langs[0] ?? 'en') !== 'en' || source.translated || source.text.length > READ_MAX) {
    return [];
  }
  const people = bySource(source);
  if (people.length < 2) return [];
  const tokens = tokensOf(line);
  const found: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const subject = subjectAt(tokens, index, people);
    if (!subject) continue;
    const { person, end, text } = subject;
    let at = end;
    while (PASSED.has(tokens[at]?.toLowerCase() ?? '')) at += 1;
    const verb = tokens[at] ?? '';
    if (!LOWER.test(verb) || NO_VERB.has(verb)) continue;
    const stems = new Set<string>();
    const figures = new Set<string>();
    for (; at < tokens.length; at++) {
      const token = tokens[at] as string;
      const lower = token.toLowerCase();
      if (/^[,;:.!?]$/u.test(token) || CLAUSE_ENDS.has(lower)) break;
      if (lower === 'and' && CAPITAL.test(tokens[at + 1] ?? '')) break;
      if (DIGITS.test(token)) figures.add(figureOf(token));
      else if (/^\p{L}/u.test(token) && !isStopWord(lower, 'en') && !person.names.has(lower)) {
        stems.add(actionStem(token));
      }
    }
    const shares = (one: Person) => [...stems].filter((stem) => one.stems.has(stem)).length;
    const others = people.filter((one) => one !== person);
    const byWords = shares(person) === 0 && others.filter((one) => shares(one) >= 2).length === 1;
    // A clause holding any figure of theirs ("said the June 28 beta … slips to July 5", where
    // they said July 5) may tell their words with another's figures for context.
    const byFigure =
      ![...figures].some((figure) => person.figures.has(figure)) &&
      [...figures].some((figure) => others.filter((one) => one.figures.has(figure)).length === 1);
    if ((byWords || byFigure) && !found.includes(text)) found.push(text);
  }
  return found;
}

/** A turn's speaker by name, or a role exactly one person holds, starting at `index`. */
function subjectAt(
  tokens: readonly string[],
  index: number,
  people: readonly Person[],
): { person: Person; end: number; text: string } | null {
  const token = tokens[index] as string;
  const before = tokens[index - 1]?.toLowerCase() ?? '';
  const pairedBefore = before === 'and' || before === '&' || before === 'or';
  if (CAPITAL.test(token) && !pairedBefore) {
    const lower = token.toLowerCase();
    const speakers = people.filter((one) => one.speaker && one.names.has(lower));
    if (speakers.length === 1 && !/['’]s$/u.test(token)) {
      const after = tokens[index + 1]?.toLowerCase() ?? '';
      if (after !== 'and' && after !== '&' && after !== "'s" && after !== '’s' && after !== ',') {
        return { person: speakers[0] as Person, end: index + 1, text: token };
      }
    }
  }
  // A role: after a determiner or a possessive, or opening the line or its clause.
  const opens =
    DETERMINERS.has(before) ||
    /['’]s$/u.test(tokens[index - 1] ?? '') ||
    index === 0 ||
    before === ',' ||
    before === ';';
  if (!opens || pairedBefore) return null;
  for (const size of [2, 1]) {
    const words = tokens.slice(index, index + size);
    if (words.length < size || words.some((one) => !/^\p{L}[\p{L}-]*$/u.test(one))) continue;
    if (size === 1 && CAPITAL.test(words[0] as string) && !(index === 0 || before === ',')) {
      continue;
    }
    const phrase = words.join(' ').toLowerCase();
    const holders = people.filter((one) => one.roles.has(phrase));
    const next = tokens[index + size]?.toLowerCase() ?? '';
    if (holders.length === 1 && next !== 'and' && next !== '&') {
      return { person: holders[0] as Person, end: index + size, text: words.join(' ') };
    }
  }
  return null;
}
