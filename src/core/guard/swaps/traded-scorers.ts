/**
 * A scorer's minute or goals given to another of the match's people (issue 44, rounds 36 to 39):
 * "Lukébakio marcó el primero en el minuto 12 e Isco igualó en el 38" of "Isco abrió el marcador
 * en el minuto 12, Lukébakio empató … en el 38"; "gol do Raphael Veiga aos 41" where Arrascaeta
 * scored at 41; "Гусев с дублем" where "Дубль оформил Кузнецов". Every name and figure is the
 * post's, so no names or figures reader stops the line; the tie between them is not.
 *
 * A figure is a minute (its word or mark: "minuto 12", "12'", "41. Minute", "на 41-й минуте";
 * in a sentence that writes one, a bare number no noun follows, "en el 38") or a count of goals
 * ("doblete", "zwei Tore"), match-event-words.ts. It is tied to each name of its clause (what a
 * comma, a semicolon or a coordinating conjunction sets apart) within a few words, unless one of
 * the post's people stands between. The post's people are the first name of each clause of a
 * sentence with such a figure, and a name within three words of one; not the match's sides (the
 * names of a clause with a score: "El Real Betis venció 3-1 al Sevilla FC"), nor a name in
 * quotation marks («Зенит»). So a line that credits a team with its scorer's goal ("Flamengo
 * scored at 41") is kept, as decision 012 keeps it, and so is one scorer named with no figure. A
 * post with no score is no match report: its minutes are a trip's ("8 минут вместо 35").
 *
 * Stopped: a line's figure tied to one of the post's people whom the post never ties to it, where
 * the post ties it to another of its people. Names are capitalised words (read where capitals mark
 * names, and in German where a common noun is no name); a declined name is the same name
 * ("Кузнецова" of "Кузнецов").
 */
import type { ClaimSource } from '../claim-source.ts';
import { sameDeclined } from '../names/inflected-names.ts';
import { lexiconOf } from '../numbers/number-words.ts';
import { readWordAlone } from '../numbers/read-number-words.ts';
import { oncePer } from '../once-per-source.ts';
import { commonWordsOf } from '../words/common-words.ts';
import { isStopWord } from '../words/stop-words.ts';
import { COORDINATORS } from './clause-swaps.ts';
import {
  goalsCounted,
  isEventWord,
  isGoalNoun,
  isMinuteMark,
  isMinuteWord,
  isOrdinalMark,
} from './match-event-words.ts';

/**
 * A word, a number with its marks ("4:1", "52.340", "90+3", "3 650"), a minute's mark or a comma.
 */
const TOKEN =
  /\d+(?:[.,:+\-–]\d+| \d{3}(?!\d))*|[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*|['’′]|[,;:]/gu;
/** A sentence's end: its mark before a space or the end, or a line break. */
const SENTENCE = /[.!?…]+(?=\s|$)|\n+/gu;
/** A score or a result: "3-1", "4:1", "2 x 1", "2 a 1". */
const SCORE = /\d+\s*(?:[-–:x×]|\sa\s)\s*\d+/u;
/** A Turkish genitive written after a name's apostrophe ("Samsunspor'un", "Roma'nın"). */
const GENITIVE = /['’]n?[ıiuü]n$/u;
/** A quotation's opening mark. */
const OPENING = /^[«"“„‹'‘]$/u;
/** A match's minute, extra time written on ("90+3"): no longer match has more. */
const MINUTE_NUMBER = /^(\d{1,3})(?:\+\d{1,2})?$/u;
const LAST_MINUTE = 130;
/** How many words a figure and its name stand apart at most ("Isco abrió el marcador en el minuto 12"). */
const NEAR = 8;
/** The longest source read: a match report, not a long document. */
const READ_MAX = 3_000;

interface Token {
  text: string;
  at: number;
  end: number;
  /** Written against the token before, or joined by a hyphen ("12'", "41st", "41-й"). */
  glued: boolean;
}

interface Name {
  /** Its words in lower case. */
  words: string[];
  /** Written in quotation marks: a team's or a place's («Ак Барс», «Лефортово»), no person's. */
  quoted: boolean;
  /** Its first and last token's index in the clause. */
  first: number;
  last: number;
}

interface Figure {
  key: string;
  index: number;
  at: number;
  end: number;
}

interface Clause {
  tokens: Token[];
  names: Name[];
  figures: Figure[];
  score: boolean;
  /** The names of the clauses of names alone before it: its subject too ("Isco y Lukébakio marcaron"). */
  joint: Name[];
}

interface Reading {
  langs: readonly string[];
  coordinators: ReadonlySet<string>;
  /** The lower-case words the source writes: a capitalised first word written so is no name. */
  lower: ReadonlySet<string>;
  german: boolean;
}

const isWord = (token: Token | undefined) =>
  token !== undefined && /^[\p{L}\p{M}]/u.test(token.text);

function isName(token: Token, first: boolean, reading: Reading): boolean {
  const { text } = token;
  if (!/^\p{Lu}/u.test(text) || [...text].length < 2 || isEventWord(text)) return false;
  const lower = text.toLowerCase();
  if (reading.langs.some((lang) => isStopWord(lower, lang))) return false;
  if (reading.german && commonWordsOf('de')?.has(lower)) return false;
  return !(first && reading.lower.has(lower));
}

/** The count of goals a word before a goal's noun says ("dos", "два", "2"), or undefined. */
function countBefore(token: Token | undefined, langs: readonly string[]): number | undefined {
  if (token === undefined) return undefined;
  if (/^\d{1,2}$/u.test(token.text)) return Number(token.text);
  for (const lang of langs) {
    const lexicon = lexiconOf(lang);
    const value = lexicon && readWordAlone(token.text.toLowerCase(), lexicon).number?.value;
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * A number's minute: explicit where a minute's word or mark stands against it, bare where only
 * `bare` lets it be one and no noun follows it ("en el 38", "aos 41 do segundo tempo").
 */
function minuteAt(
  tokens: readonly Token[],
  index: number,
  reading: Reading,
): { key: string; explicit: boolean; end: number } | undefined {
  const token = tokens[index] as Token;
  const number = MINUTE_NUMBER.exec(token.text);
  if (!number || Number(number[1]) > LAST_MINUTE) return undefined;
  const key = `minute ${token.text}`;
  let next = index + 1;
  if (tokens[next]?.glued && isOrdinalMark(tokens[next]?.text ?? '')) next += 1;
  const after = tokens[next];
  // The figure as the line writes it, its ordinal's letters with it ("88th"), as the other figure
  // readers give it: the same claim is given once.
  const end = (tokens[next - 1] as Token).end;
  if (after?.glued && isMinuteMark(after.text)) return { key, explicit: true, end };
  if (after && isMinuteWord(after.text)) return { key, explicit: true, end };
  if (tokens[index - 1] && isMinuteWord(tokens[index - 1]?.text ?? '')) {
    return { key, explicit: true, end };
  }
  const noun =
    isWord(after) &&
    !reading.langs.some((lang) => isStopWord(after?.text.toLowerCase() ?? '', lang));
  return noun ? undefined : { key, explicit: false, end };
}

/** The clauses of a text's sentences; `bare` says which bare numbers are minutes. */
function clausesOf(
  text: string,
  reading: Reading,
  bare: (key: string, sentenceHasMinute: boolean) => boolean,
): Clause[][] {
  const sentences: Clause[][] = [];
  let from = 0;
  // An ordinal's point ("in der 12. Minute") ends no sentence: a minute's word or a small letter
  // follows it.
  const ends = [...text.matchAll(SENTENCE)].filter((end) => {
    const next = /^\s+([\p{L}\p{M}]+)/u.exec(text.slice((end.index ?? 0) + end[0].length))?.[1];
    const ordinal = next !== undefined && (isMinuteWord(next) || /^\p{Ll}/u.test(next));
    return !(ordinal && /\d$/u.test(text.slice(0, end.index)));
  });
  for (const end of [...ends, { index: text.length, 0: '' }]) {
    const sentence = text.slice(from, end.index);
    const offset = from;
    from = (end.index ?? text.length) + end[0].length;
    const tokens = [...sentence.matchAll(TOKEN)].map((match, index, all) => {
      const at = match.index ?? 0;
      const before =
        index > 0 ? (all[index - 1]?.index ?? 0) + (all[index - 1]?.[0].length ?? 0) : -2;
      const gap = sentence.slice(before, at);
      const glued = index > 0 && (gap === '' || gap === '-');
      return { text: match[0], at: offset + at, end: offset + at + match[0].length, glued };
    });
    const minutes = tokens.map((_, index) => minuteAt(tokens, index, reading));
    const counted = tokens.map(
      (token, index) =>
        goalsCounted(token.text) ??
        (isGoalNoun(token.text) ? countBefore(tokens[index - 1], reading.langs) : undefined),
    );
    const hasMinute = minutes.some((minute) => minute?.explicit) || counted.some(Boolean);
    const clauses: Clause[] = [];
    let clause: Clause = { tokens: [], names: [], figures: [], score: false, joint: [] };
    const close = () => {
      if (clause.tokens.length > 0) {
        const start = clause.tokens[0]?.at ?? 0;
        const stop = clause.tokens.at(-1)?.end ?? 0;
        clause.score = SCORE.test(text.slice(start, stop));
        clauses.push(clause);
      }
      const named = clause.names.reduce((sum, name) => sum + name.last - name.first + 1, 0);
      const joint =
        named > 0 && named === clause.tokens.length ? clause.joint.concat(clause.names) : [];
      clause = { tokens: [], names: [], figures: [], score: false, joint };
    };
    tokens.forEach((token, index) => {
      if (/^[,;:]$/u.test(token.text) || reading.coordinators.has(token.text.toLowerCase())) {
        close();
        return;
      }
      const at = clause.tokens.length;
      clause.tokens.push(token);
      const minute = minutes[index];
      const goals = counted[index];
      if (minute && (minute.explicit || bare(minute.key, hasMinute))) {
        clause.figures.push({ key: minute.key, index: at, at: token.at, end: minute.end });
      } else if (goals !== undefined && goals >= 2) {
        clause.figures.push({ key: `goals ${goals}`, index: at, at: token.at, end: token.end });
      } else if (isName(token, index === 0, reading)) {
        const last = clause.names.at(-1);
        if (last && last.last === at - 1) {
          last.words.push(token.text.toLowerCase());
          last.last = at;
        } else {
          const words = [token.text.toLowerCase()];
          const quoted = OPENING.test(text.charAt(token.at - 1));
          clause.names.push({ words, quoted, first: at, last: at });
        }
      }
    });
    close();
    sentences.push(clauses);
  }
  return sentences;
}

/** Two names are one where each word of the shorter is one of the longer's, declined or not. */
function sameName(one: Name, other: Name): boolean {
  const [short, long] =
    one.words.length <= other.words.length ? [one.words, other.words] : [other.words, one.words];
  return short.every((word) =>
    long.some((known) => known === word || sameDeclined(word, known) || sameDeclined(known, word)),
  );
}

const among = (name: Name, names: readonly Name[]) => names.some((other) => sameName(name, other));

/**
 * The names of `clause` a figure is tied to: near it, with none of `people` between. A line's
 * figure is its subject's, the names before it ("Havertz hit a brace after Saka opened"), or with
 * none, those after it ("Doppelpack von Musiala"); the post's is every near name's, so a name it
 * may own is never read as another's.
 */
function tiedNames(clause: Clause, figure: Figure, people: readonly Name[], line = false): Name[] {
  const near = clause.names.filter((name) => {
    const [from, to] =
      name.last < figure.index ? [name.last, figure.index] : [figure.index, name.first];
    if (to - from - 1 > NEAR) return false;
    return !clause.names.some(
      (other) => other !== name && other.first > from && other.last < to && among(other, people),
    );
  });
  const before = near.filter((name) => name.last < figure.index);
  return [...clause.joint, ...(line && before.length > 0 ? before : near)];
}

interface SourceScorers {
  reading: Reading;
  sides: Name[];
  people: Name[];
  names: Name[];
  ties: Map<string, Name[]>;
  minutes: Set<string>;
}

function readingOf(source: ClaimSource): Reading {
  const langs = [...new Set([...source.langs, ...source.lineLangs, 'en'])];
  const coordinators = new Set(langs.flatMap((lang) => [...(COORDINATORS[lang] ?? [])]));
  const lower = new Set(source.text.match(/(?<![\p{L}\p{M}])\p{Ll}[\p{L}\p{M}]*/gu) ?? []);
  return { langs, coordinators, lower, german: source.langs[0] === 'de' };
}

const sourceScorers = /* @__PURE__ */ oncePer((source: ClaimSource): SourceScorers | undefined => {
  let found: SourceScorers | undefined;
  // A report is read only where a score is: a clause's score is a stretch of the text, so a text
  // with none has no sides, and no scorer is read (most posts: the card need not read its clauses).
  if (
    source.text.length <= READ_MAX &&
    (source.checksNames || source.langs[0] === 'de') &&
    SCORE.test(source.text)
  ) {
    const reading = readingOf(source);
    const sentences = clausesOf(source.text, reading, (_key, hasMinute) => hasMinute);
    const clauses = sentences.flat();
    const sides = clauses.filter((clause) => clause.score).flatMap((clause) => clause.names);
    const candidates = sentences
      .filter((sentence) => sentence.some((clause) => clause.figures.length > 0))
      .flatMap((sentence) =>
        sentence.flatMap((clause) => [
          ...clause.names.slice(0, 1),
          // A name within three words of a figure ("Дубль оформил Кузнецов").
          ...clause.names.filter((name) =>
            clause.figures.some(
              (figure) => figure.index - name.last <= 3 && name.first - figure.index <= 3,
            ),
          ),
        ]),
      );
    const people = candidates.filter((name) => !name.quoted && !among(name, sides));
    const ties = new Map<string, Name[]>();
    const minutes = new Set<string>();
    for (const clause of clauses) {
      for (const figure of clause.figures) {
        if (figure.key.startsWith('minute')) minutes.add(figure.key);
        ties.set(figure.key, [
          ...(ties.get(figure.key) ?? []),
          ...tiedNames(clause, figure, people),
        ]);
      }
    }
    const names = clauses.flatMap((clause) => clause.names);
    // A scorer's minute is a match report's, which tells its result.
    if (ties.size > 0 && sides.length > 0 && people.length > 1) {
      found = { reading, sides, people, names, ties, minutes };
    }
  }
  return found;
});

/**
 * A line's clause that opens on its one name and holds one figure, however far after it: the name
 * is its subject ("Emil Nielsen va ser el màxim golejador de la final amb 9 gols", round 48).
 */
function openingSubject(clause: Clause, figure: Figure): Name[] {
  const before = clause.names.filter((name) => name.last < figure.index);
  const [name] = before;
  return before.length === 1 && clause.figures.length === 1 && name && name.first <= 2
    ? [name]
    : [];
}

/** What of the line (`rest`, as unsupportedClaims reads it) gives a scorer's figure to another. */
export function tradedScorers(rest: string, source: ClaimSource): string[] {
  if (!/\d|\p{L}/u.test(rest)) return [];
  const scorers = sourceScorers(source);
  if (!scorers) return [];
  const { reading } = scorers;
  // A bare number is a minute in the line where the post has that minute.
  const clauses = clausesOf(rest, reading, (key) => scorers.minutes.has(key)).flat();
  const traded: string[] = [];
  for (const clause of clauses) {
    // A Turkish side in the genitive owns the goal, it scored none ("Samsunspor'un tek golünü 66.
    // dakikada Paul Onuachu attı"): the figure is the name's after it.
    clause.names = clause.names.filter(
      (name) =>
        among(name, scorers.names) &&
        !(GENITIVE.test(name.words.at(-1) ?? '') && among(name, scorers.sides)),
    );
    for (const figure of clause.figures) {
      const theirs = scorers.ties.get(figure.key) ?? [];
      const others = theirs.filter(
        (name) => among(name, scorers.people) && !among(name, scorers.sides),
      );
      if (others.length === 0) continue;
      // Of people named together, the figure is one's: stopped where it is none of theirs.
      const near = tiedNames(clause, figure, scorers.people, true);
      const tied = (near.length > 0 ? near : openingSubject(clause, figure)).filter(
        (name) => among(name, scorers.people) && !among(name, scorers.sides),
      );
      if (tied.some((name) => among(name, theirs))) continue;
      if (tied.length > 0) {
        const text = rest.slice(figure.at, figure.end);
        if (!traded.includes(text)) traded.push(text);
      }
    }
  }
  return traded;
}
