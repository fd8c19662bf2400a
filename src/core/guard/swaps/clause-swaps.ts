/**
 * A figure told in the clause of another of the source's values (issue 44, short posts): "Barn
 * over seks år får 200 kroner" where the source gives "barn over seks år" 100 kroner and 200 to
 * those under six, "O Nova X custará R$ 3.699" where R$ 3.699 is the digital version's, "Under-19s
 * will pay £2" where they "still pay £1", "pedidos de más de 45 €" of "pedidos de más de 60 € …
 * botas entre 45 y 80 €". figure-ties.ts and figure-bindings.ts read the words right beside a
 * figure; the words that tell here stand further off (a subject, a verb at its clause's start).
 *
 * A clause is what sentence punctuation, a comma or a coordinating conjunction sets apart. A
 * line's count, price or share the source holds is stopped where its clause has a word of the
 * clause of another value of its kind that no other clause of the source has, and the line's
 * sentence has no word that the value's own clauses have and the other's lacks. Read in a post
 * (not a long document), in the source's language, not in scripts written without spaces.
 */

import { UNSPACED } from '../../unspaced-scripts.ts';
import type { Figure } from '../figures/figure-kinds.ts';
import { readOnce } from '../read-once.ts';
import { decisionKey } from '../words/decision-words.ts';
import { isStopWord } from '../words/stop-words.ts';
import { isDatesYear } from './date-years.ts';
import { bindingKey, sourceHolding } from './figure-bindings.ts';
import { nounAfter } from './figure-nouns.ts';
import { CHANGES } from './figure-phrase-words.ts';
import { holds, isYear, type Placed } from './figure-ties.ts';

/**
 * Coordinating conjunctions: a clause of their own starts after them. Not figure-phrase-words.ts's
 * BREAKS, which end a figure's phrase at a copula too ("será", "will"), where the subject before
 * it is still the clause's.
 */
export const COORDINATORS: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries({
    en: 'and or but while whereas',
    es: 'y e o u pero mientras',
    pt: 'e ou mas enquanto',
    it: 'e o ma mentre',
    fr: 'et ou mais tandis',
    de: 'und oder aber während sowie',
    nl: 'en of maar terwijl',
    sv: 'och eller men medan samt',
    nb: 'og eller men mens samt',
    no: 'og eller men mens samt',
    da: 'og eller men mens samt',
    // Catalan (round forty-eight): "Dika Mem … amb 9 gols i el porter Emil Nielsen va aturar 14".
    ca: 'i o però mentre',
    pl: 'i oraz lub albo ale a',
    ru: 'и или но а',
    uk: 'і й та або але а',
    bg: 'и или но а',
    tr: 've veya ama fakat ancak',
    id: 'dan atau tetapi tapi sedangkan sementara',
    // Malay's own "whereas", "manakala" (round thirty-nine), beside the words it shares.
    ms: 'dan atau tetapi tapi sedangkan sementara manakala',
  }).map(([lang, words]) => [lang, new Set(words.split(' '))]),
);

/**
 * The longest source read: a post's. A long document's summary line gathers the clauses of several
 * paragraphs into one (measured: five faithful lines of the English documents stopped, for three
 * edits).
 */
const POST_MAX = 1_000;

/** Kinds a clause's subject tells apart; a date or a time is read by the calendar's rules. */
export const READ = new Set<Figure['kind']>(['count', 'money', 'percent']);

/** A word, in any script written with spaces. */
const WORD = /[\p{L}\p{M}]+/gu;
/**
 * Punctuation that ends a clause: followed by a space or the text's end (not "3.699", "2,83"). A
 * count alone in brackets after a name is no clause of its own: a scorer list's "Tries to Max
 * Jorgensen (2)", "Goles: Pérez (2)" tells the name's count of what the list heads.
 */
const END = /[.!?;:…,]+(?=\s|$)|\s[–—]\s|\((?!\d{1,3}\))|(?<!\(\d{1,3})\)/gu;

/** A clause: where it stands, and the keys of its content words. */
interface Clause {
  start: number;
  end: number;
  keys: Set<string>;
  /** Its sentence's number in the text. */
  sentence: number;
  /** It goes on after a comma: a sentence's clause before it may hold its subject. */
  comma: boolean;
}

/**
 * Each tag's conjunctions as it is asked ("en", "pt-BR"): every word of a card's source and lines
 * is asked, twice, and cut no tag. Tags are languages' codes; past a few hundred one is cut each time.
 */
const coordinatorsByTag = /* @__PURE__ */ new Map<string, ReadonlySet<string> | undefined>();

function coordinatorsOf(lang: string): ReadonlySet<string> | undefined {
  if (coordinatorsByTag.has(lang)) return coordinatorsByTag.get(lang);
  const set = COORDINATORS[lang.split('-')[0] ?? lang];
  if (coordinatorsByTag.size < 512) coordinatorsByTag.set(lang, set);
  return set;
}

const isConjunction = (word: string, langs: readonly string[]) =>
  langs.some((lang) => coordinatorsOf(lang)?.has(word));

/** A cut's text that ends a sentence. */
const ENDS_SENTENCE = /[.!?;…]/u;
/** A cut's own text: punctuation and spaces only. */
const PUNCTUATION = /^[\s.!?;:…,()–—]*$/u;

/**
 * A text's clauses, in order, each with its content words' keys (bindingKey). A figure's own words
 * are none of its clause's ("37 seconds" is no clause of "41 seconds ahead"): `figures`' texts.
 */
function clausesOf(text: string, langs: readonly string[], figures: readonly Placed[]): Clause[] {
  // A figure's words are its own (a unit, a month): the line may write them as it likes.
  const inFigure = (at: number) =>
    figures.some(({ start, figure }) => at >= start && at < start + figure.text.length);
  const cuts = [0];
  for (const match of text.matchAll(END)) cuts.push(match.index, match.index + match[0].length);
  for (const match of text.matchAll(WORD)) {
    if (isConjunction(match[0].toLowerCase(), langs)) cuts.push(match.index);
  }
  cuts.push(text.length);
  cuts.sort((a, b) => a - b);
  const clauses: Clause[] = [];
  let sentence = 0;
  for (let at = 0; at + 1 < cuts.length; at++) {
    const start = cuts[at] as number;
    const end = cuts[at + 1] as number;
    if (end <= start) continue;
    const keys = new Set<string>();
    for (const match of text.slice(start, end).matchAll(WORD)) {
      const word = match[0].toLowerCase();
      if (inFigure(start + match.index)) continue;
      // Fewer than three characters: six code units hold three at least, so only a shorter word's
      // characters are counted (an array a word).
      const short = word.length < 3 || (word.length < 6 && [...word].length < 3);
      if (short || langs.some((lang) => isStopWord(word, lang))) continue;
      // A word of change says nothing of what is counted ("slipped 3.2%"): direction-claims.ts's.
      if (langs.some((lang) => CHANGES[lang]?.has(word))) continue;
      // "agreed on 12%" of "settled on 12%": one key for a decision's verbs (decision-words.ts).
      if (!isConjunction(word, langs)) keys.add(decisionKey(word, langs) ?? bindingKey(word));
    }
    const before = clauses.at(-1);
    // Punctuation alone is the clause before's end. A figure with no word of its own after a comma
    // ("R$ 4.299") is a clause of none: a list's values are told apart by nothing there.
    const piece = text.slice(start, end);
    if (keys.size === 0 && before && PUNCTUATION.test(piece)) {
      before.end = end;
      if (ENDS_SENTENCE.test(piece)) sentence += 1;
    } else {
      // A conjunction after the comma starts a clause of its own ("…, e a versão digital").
      const opening = /^[\p{L}\p{M}]+/u.exec(piece)?.[0].toLowerCase() ?? '';
      const comma = /,\s*$/u.test(text.slice(0, start)) && !isConjunction(opening, langs);
      clauses.push({ start, end, keys, sentence, comma });
    }
  }
  return clauses;
}

/** How many clauses of a text hold each key. */
function keyCounts(clauses: readonly Clause[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { keys } of clauses)
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

const clauseAt = (clauses: readonly Clause[], at: number) =>
  clauses.find((clause) => at >= clause.start && at < clause.end);

const unitsByReadings = /* @__PURE__ */ new WeakMap<object, ReadonlySet<string>>();

/**
 * A figure's units or currencies ("minute", "euro"), as its readings' keys tell them: read once a
 * figure's readings (sameKind asks of each pair of a line's and a source's figures, many a card).
 */
function unitsOf(figure: Figure): ReadonlySet<string> {
  let units = unitsByReadings.get(figure.readings);
  if (!units) {
    units = new Set(
      figure.readings.flat().flatMap((key) => /^(?:u|c):([^:]*):/.exec(key)?.[1] ?? []),
    );
    unitsByReadings.set(figure.readings, units);
  }
  return units;
}

/** Two figures of one kind: both money, shares or counts, in a unit they share or in none. */
export function sameKind(one: Figure, other: Figure): boolean {
  if (one.kind !== other.kind || isYear(one) !== isYear(other)) return false;
  const mine = unitsOf(one);
  const theirs = unitsOf(other);
  if (mine.size === 0 || theirs.size === 0) return mine.size === theirs.size;
  return [...mine].some((unit) => theirs.has(unit));
}

/** `one` measures in a unit and `other` in none of its units. */
function otherUnit(one: Figure, other: Figure): boolean {
  const mine = unitsOf(one);
  const theirs = unitsOf(other);
  return mine.size > 0 && ![...mine].some((unit) => theirs.has(unit));
}

/** The first number written in a figure's text, or NaN ("R$ 3.699" is 3699 or 3.699 alike). */
const numberOf = (text: string) =>
  Number(
    /\d+(?:[.,\s]\d+)*/u
      .exec(text)?.[0]
      .replace(/[\s,.](?=\d{3}(?!\d))/gu, '')
      .replace(',', '.'),
  );

/** Two figures within a twentieth of each other: one may be the other rounded. */
function near(one: string, other: string): boolean {
  const a = numberOf(one);
  const b = numberOf(other);
  return Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= Math.max(a, b) / 20;
}

/** Where a sentence ends: its full stop, question or exclamation mark, or a semicolon. */
const SENTENCE_END = /[.!?;…]+(?=\s|$)/gu;

/** The keys of the clauses of the sentence around `at`, but for those `skip` says to leave. */
function sentenceKeys(
  text: string,
  clauses: readonly Clause[],
  at: number,
  skip: (clause: Clause, next: Clause | undefined) => boolean,
): Set<string> {
  let from = 0;
  let to = text.length;
  for (const match of text.matchAll(SENTENCE_END)) {
    if (match.index < at) from = match.index;
    else {
      to = match.index;
      break;
    }
  }
  const keys = new Set<string>();
  for (const [index, clause] of clauses.entries()) {
    if (clause.end <= from || clause.start > to || skip(clause, clauses[index + 1])) continue;
    for (const key of clause.keys) keys.add(key);
  }
  return keys;
}

/**
 * A source's clauses and their keys' counts, read once a source (its figures' array, made once in
 * claim-source.ts) and languages: every line of a card asked clausesOf of the same source again.
 */
const readSources = /* @__PURE__ */ new WeakMap<
  readonly Placed[],
  Map<string, { clauses: Clause[]; counts: Map<string, number> }>
>();

function sourceClausesOf(text: string, langs: readonly string[], figures: readonly Placed[]) {
  return readOnce(readSources, figures, `${langs.join()}\u0000${text}`, () => {
    const clauses = clausesOf(text, langs, figures);
    return { clauses, counts: keyCounts(clauses) };
  });
}

/** Every key of `keys` that `others` lacks. */
const without = (keys: Iterable<string>, others: ReadonlySet<string>) =>
  new Set([...keys].filter((key) => !others.has(key)));

/**
 * The line's figures (as written) held by the source but told in the words of another of its
 * values' clauses only. `line`: the line's figures where `lineText` has them; `source`: the
 * source's, in `sourceText`; `langs`: the languages whose function words and conjunctions are read.
 */
export function clauseSwaps(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
  langs: readonly string[],
): string[] {
  if (source.length < 2 || line.length === 0 || sourceText.length > POST_MAX) return [];
  if (UNSPACED.test(lineText) || UNSPACED.test(sourceText)) return [];
  const lineClauses = clausesOf(lineText, langs, line);
  let read: ReturnType<typeof sourceClausesOf> | undefined;
  const moved: string[] = [];
  for (const mine of line) {
    const { figure } = mine;
    // A piece of a time or a score ("2:06:18") is the whole's, not a count of its own.
    const end = mine.start + figure.text.length;
    const around = lineText.slice(Math.max(0, mine.start - 2), end + 2);
    if (!READ.has(figure.kind) || /^\d:|:\d$/u.test(around)) continue;
    // "1 вересня 2026 року": a date's year with its word, no count of years (date-years.ts).
    if (isDatesYear(mine, line, lineText)) continue;
    const own = sourceHolding(figure, source);
    if (own.length === 0) continue;
    const words = clauseAt(lineClauses, mine.start)?.keys;
    const noun = nounAfter(lineText, mine);
    if (!words || words.size === 0) continue;
    read ??= sourceClausesOf(sourceText, langs, source);
    const { clauses, counts: spread } = read;
    const ownClauses = own.flatMap((one) => clauseAt(clauses, one.start) ?? []);
    // A clause after a comma tells of its sentence's subject ("Wycieczka … 3 października, koszt
    // 85 zł"): the sentence's clauses before it are the value's too.
    const withSubject = (one: Clause) =>
      one.comma
        ? clauses.filter((other) => other.sentence === one.sentence && other.end <= one.start)
        : [];
    const ownKeys = new Set(
      [...ownClauses, ...ownClauses.flatMap(withSubject)].flatMap((one) => [...one.keys]),
    );
    // A rival is of the line's kind, and measures in the unit the source gives its own value ("180"
    // of "180°C" has no rival in "3 cenouras"; "2 minutos" of "2 fechas" has in "20 min").
    const rivals = source.filter(
      (other) =>
        sameKind(figure, other.figure) &&
        !isDatesYear(other, source, sourceText) &&
        !holds(figure, other.figure) &&
        !own.some((one) => otherUnit(one.figure, other.figure)),
    );
    // The line's clause holds the rival too ("dipped to €1.0bn from €1.1bn"): its words are both's.
    const beside = line.filter(
      (other) => other !== mine && clauseAt(lineClauses, other.start)?.keys === words,
    );
    if (ownKeys.size === 0) continue;
    const told = rivals.some((rival) => {
      if (beside.some((other) => holds(other.figure, rival.figure))) return false;
      // "about 28%" of 27.8% where 28.0% is another year's: a rounding, no rival's value.
      if (near(figure.text, rival.figure.text)) return false;
      const rivalClause = clauseAt(clauses, rival.start);
      // "…, up to a maximum of 10%" after "a credit of 2% …": the subject is the sentence's, and
      // a line may tell the two values with it.
      if (ownClauses.every((one) => one.comma && one.sentence === rivalClause?.sentence)) {
        return false;
      }
      const theirs = rivalClause?.keys ?? new Set<string>();
      const ownOnly = without(ownKeys, theirs);
      // Every word of the value's own clauses is the rival's too: nothing tells them apart.
      if (ownOnly.size === 0) return false;
      // The line's sentence, but for a clause of its that holds the rival ("Barn over seks år får
      // 200 kroner mer, de under seks år 100"): a subject said before a conjunction is the clause's.
      const holdsRival = (clause: Clause | undefined) =>
        clause !== undefined &&
        line.some(
          (other) =>
            holds(other.figure, rival.figure) && clauseAt(lineClauses, other.start) === clause,
        );
      // A clause of no word after one a comma before it ("e a versão digital, R$ 4.299") is its.
      const sentence = sentenceKeys(
        lineText,
        lineClauses,
        mine.start,
        (clause, next) =>
          holdsRival(clause) ||
          (next?.keys.size === 0 &&
            holdsRival(next) &&
            clause.keys !== words &&
            /,\s*$/u.test(lineText.slice(clause.start, next.start))),
      );
      if ([...sentence].some((key) => ownOnly.has(key))) return false;
      // A word of the rival's clause and of no other clause of the source: not the post's topic;
      // not the figure's own noun, which tells what it counts, unless it is the rival's own noun
      // too (figure-nouns.ts).
      const counted = (key: string) => key === noun && nounAfter(sourceText, rival) !== key;
      return [...words].some(
        (key) =>
          !ownKeys.has(key) && theirs.has(key) && (spread.get(key) ?? 0) === 1 && !counted(key),
      );
    });
    if (told) moved.push(figure.text);
  }
  return moved;
}
