/**
 * A claim the line flips (issue 44, docs/decisions/012 "Negations"): "Det går ikke buss for tog"
 * of a post that writes "Buss for tog går hver time", "there were signs of the liver damage" of a
 * document's "There were no signs of liver damage". Every figure and name is the source's, so no
 * other reader stops the line; but it says the source's clause with a negation added or dropped.
 *
 * Precise first (a false stop costs a visitor a second generation): a line's clause is stopped
 * only where a clause of the source holds the words about its negation (the nearest two before it,
 * the first two after it, three words at least) and one of the two has a negation the other lacks.
 * A faithful antonym ("stays closed" of "won't open") shares no word after the negation and is
 * kept; idioms ("not only", "no longer", "sin embargo") negate nothing. Read only in the source's
 * language, where negation is a word of its own (negation-words.ts): a translation is not read.
 */
import { splitSentences } from '../../split-sentences.ts';
import { isStopWord } from '../words/stop-words.ts';
import { sameVerbForm } from '../words/verb-forms.ts';
import { banSaysNegation, saysBan } from './ban-words.ts';
import { saysInOtherWords } from './negation-phrase-patterns.ts';
import { isNegatingPreposition, type NegationWords, negationWordsOf } from './negation-words.ts';
import { saysNoLonger } from './no-longer-phrases.ts';
import { saysRefusal } from './refusal-phrases.ts';
import { saysStoppedBefore } from './stopped-verb-phrases.ts';

/** A word, with an apostrophe's clitic ("don't", "l'usine", "we're") kept on it. */
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu;
/** What ends a clause inside a sentence. */
const CLAUSE_END = /(?<!\p{N}),|,(?!\p{N})|[;:()[\]{}"“”„«»—–!?。，；：、]|\s-\s|\.(?=\s|$)/u;
/** A run of characters no word is as long as. */
const LONG_RUN = /\S{64,}/g;
/**
 * Words that set one thing against another as a source's clause "…, not three" does: a line's
 * "two instead of the three requested" keeps the source's correction, it drops no negation.
 */
const CONTRASTS: Readonly<Record<string, RegExp>> = { en: /\b(?:instead of|rather than)\b/iu };
const contrasts = (text: string, lang: string) => CONTRASTS[lang]?.test(text) === true;
/**
 * Words that join a clause to another and say nothing of it, missing from the stop-word lists: a
 * line's "because it saw signs" says the source's "although we have seen no sign" with its
 * negation dropped, the joining word another.
 */
const JOINERS: Readonly<Record<string, RegExp>> = { en: /^(?:although|though|because|whereas)$/u };

/** The nearest words read before a negation, and the first after it. */
const BEFORE = 2;
const AFTER = 2;
/** At least this many of those words are the other text's, in one clause. */
const SHARED = 3;

/** One word of a clause: its text, and whether it negates. */
interface Word {
  text: string;
  negation: boolean;
}

/** A clause's words (function words left out, negations kept), and the text it was read from. */
export interface Clause {
  text: string;
  words: Word[];
  /** The last words of the sentence's clauses before it ("a crash in a parking lot, with no injuries"). */
  lead: string[];
}

/** A source's sentences, each as its clauses, and whether it negates anything. */
export interface SourceSentence {
  clauses: Clause[];
  negated: boolean;
  /** It negates a preposition ("without"), or two clauses: read as too tangled to flip. */
  tangled: boolean;
  /** It negates in other words ("refused to sign", "failed to release"): English only. */
  phrased?: boolean;
  /** It bans something ("Smoking is banned"): a line's "no smoking" negates nothing of it. */
  bans?: boolean;
}

/**
 * "Has yet to": a thing not done so far (h263). With negation-phrase-patterns.ts's "refused to",
 * "failed to", a line that says one keeps a source's "has not … yet", "did not", "would not".
 */
const YET_TO = /\b(?:has|have|had|is|are|was|were)\s+yet\s+to\b/iu;
/** Outside English, a verb of refusing ("se negó a", "weigerde": refusal-phrases.ts, h281). */
export const negatesInOtherWords = (text: string, lang: string): boolean =>
  lang === 'en' ? saysInOtherWords(text) || YET_TO.test(text) : saysRefusal(text, lang);

const bySource = /* @__PURE__ */ new WeakMap<object, SourceSentence[]>();

/** A clitic written onto a word's front ("l'", "d'", "n'", "qu'", "dell'"): the word is after it. */
const FRONT_CLITIC = /^(?:[\p{L}]{1,2}|qu|[\p{L}]*ll)$/u;
/** A digit in a word: kept as a content word however short ("3", "4x4"). No g flag: no state. */
const DIGIT = /\p{N}/u;

/** A token's word (its clitic dropped) and whether the token negates ("don't", "n'est"). */
function readToken(token: string, lang: string): { word: string; negates: boolean } {
  // A string's replaceAll, not a pattern literal: a literal is a new RegExp at each of a long
  // source's thousands of words.
  const lower = token.toLowerCase().replaceAll('’', "'");
  const cut = lower.indexOf("'");
  if (cut < 0) return { word: lower, negates: false };
  const front = lower.slice(0, cut);
  const back = lower.slice(cut + 1);
  if (lang === 'en' && (back === 't' || back === 'nt') && front.endsWith('n')) {
    return { word: 'not', negates: true };
  }
  if (lang === 'fr' && front === 'n') return { word: back, negates: true };
  return { word: FRONT_CLITIC.test(front) ? back : front, negates: false };
}

/** The clauses of a sentence, each with its content words and negations. */
export function clausesOf(sentence: string, lang: string, negations: NegationWords): Clause[] {
  const clauses: Clause[] = [];
  // The sentence's last words so far, kept as it is read: a list's thousand commas cost no square.
  let lead: string[] = [];
  // A long source says its words again and again: each token is read once a sentence, and each
  // word's standing as a content word asked once (both depend on the word and language alone).
  const readings = new Map<string, { word: string; negates: boolean }>();
  const contentWords = new Map<string, boolean>();
  const isContent = (word: string) => {
    let content = contentWords.get(word);
    if (content === undefined) {
      content =
        DIGIT.test(word) ||
        (word.length > 2 &&
          !isStopWord(word, lang) &&
          !negations.auxiliaries.has(word) &&
          JOINERS[lang]?.test(word) !== true);
      contentWords.set(word, content);
    }
    return content;
  };
  for (const text of sentence.split(CLAUSE_END)) {
    const tokens: Array<{ word: string; negates: boolean }> = [];
    for (const match of text.matchAll(TOKEN)) {
      let reading = readings.get(match[0]);
      if (reading === undefined) {
        reading = readToken(match[0], lang);
        readings.set(match[0], reading);
      }
      tokens.push(reading);
    }
    const words: Word[] = [];
    // A plain loop, not a callback a word: a long source's clause holds thousands of words.
    for (let index = 0; index < tokens.length; index++) {
      const { word, negates } = tokens[index]!;
      // "don't" is the negation; "n'est" the negation, then the word.
      if (negates) {
        const text = lang === 'en' ? 'not' : 'ne';
        words.push({ text, negation: !idiom(tokens, index, negations) });
        if (lang === 'en') continue;
      }
      if (negations.words.has(word)) {
        words.push({ text: word, negation: !idiom(tokens, index, negations) });
      } else if (isContent(word)) {
        words.push({ text: word, negation: false });
      }
    }
    if (words.length === 0) continue;
    clauses.push({ text: text.trim(), words, lead });
    const read = words.filter((word) => !word.negation).map((word) => word.text);
    lead = [...lead, ...read].slice(-BEFORE);
  }
  return clauses;
}

/** Whether the negation at `index` is an idiom with the word before it or one of the two after. */
function idiom(
  tokens: ReadonlyArray<{ word: string }>,
  index: number,
  negations: NegationWords,
): boolean {
  const word = tokens[index]?.word ?? '';
  // "n'ouvre que": the negation is "ne", the word written onto it its first after.
  const self = negations.words.has(word) ? word : 'ne';
  const before = tokens[index - 1]?.word;
  const pairs = [
    before === undefined ? '' : `${before} ${self}`,
    ...[1, 2].map((step) => {
      const after = tokens[index + step]?.word;
      return after === undefined ? '' : `${self} ${after}`;
    }),
  ];
  return pairs.some((pair) => negations.idioms.has(pair));
}

/**
 * Two words are one where one is the other inflected: a shared start, all but three letters (the
 * reading direction-claims.ts aligns a line's words about a direction with the source's by).
 */
export function sameWord(one: string, two: string): boolean {
  if (one === two) return true;
  const shorter = Math.min(one.length, two.length);
  const longer = Math.max(one.length, two.length);
  const need = Math.max(4, longer - 3);
  if (shorter < need) return false;
  return one.slice(0, need) === two.slice(0, need);
}

/** One word, or two forms of one irregular verb ("saw" of "seen": verb-forms.ts). */
const sameOrVerb = (one: string, two: string) => sameWord(one, two) || sameVerbForm(one, two);

/** Whether the clause (or the last words before it) holds a word that is `word`. */
const holds = (clause: Clause, word: string) =>
  clause.words.some((one) => !one.negation && sameOrVerb(one.text, word)) ||
  clause.lead.some((one) => sameOrVerb(one, word));

/**
 * Whether `other` holds the words about the negation at `at` of `clause`: the nearest two before
 * it (the clauses before it in its sentence too) and the first two after it, three at least.
 */
function sharesNegated(clause: Clause, at: number, other: Clause): boolean {
  const after = clause.words
    .slice(at + 1)
    .filter((word) => !word.negation)
    .map((word) => word.text);
  // A negation at the clause's end ("öffnet am Montag nicht") negates the words before it.
  const wanted = BEFORE + Math.max(0, AFTER - after.length);
  const before = clause.words
    .slice(0, at)
    .filter((word) => !word.negation)
    .map((word) => word.text);
  const nearest = [...clause.lead, ...before].slice(-wanted);
  const first = after.slice(0, AFTER);
  if (![...nearest, ...first].every((word) => holds(other, word))) return false;
  // A third word after may stand for a missing one before ("There were no signs of liver damage").
  const third = after[AFTER];
  const count = nearest.length + first.length + (third && holds(other, third) ? 1 : 0);
  return count >= SHARED;
}

const negatingSources = /* @__PURE__ */ new WeakMap<object, boolean>();

/**
 * Whether the source writes a negation word anywhere: one pass over its words, read once (each
 * distinct token once). A source that writes none has no negated sentence: the readers of negated
 * clauses (short-negations.ts, only-negated-words.ts) then leave its clauses unread. Read once
 * per source, not per language: every caller passes the source's own language (its first tag, or
 * 'en' where only English sources are read), so one source always gets one answer.
 */
export function sourceNegates(
  source: { readonly text: string },
  lang: string,
  negations: NegationWords,
): boolean {
  let found = negatingSources.get(source);
  if (found === undefined) {
    found = false;
    const seen = new Set<string>();
    for (const match of source.text.matchAll(TOKEN)) {
      if (seen.has(match[0])) continue;
      seen.add(match[0]);
      const { word, negates: clitic } = readToken(match[0], lang);
      if (clitic || negations.words.has(word)) {
        found = true;
        break;
      }
    }
    negatingSources.set(source, found);
  }
  return found;
}

/** The source's sentences as clauses, read once. */
function sourceSentences(text: string, lang: string, negations: NegationWords): SourceSentence[] {
  // A run of 64 characters with no space is no clause's word (a link, a hash): the sentence
  // splitter's cost grows with such a run's square, so it is read as a space.
  return splitSentences(text.replace(LONG_RUN, ' '), lang).map((sentence) => {
    const clauses = clausesOf(sentence, lang, negations);
    const found = clauses.map((clause) => clause.words.filter((word) => word.negation));
    const negating = found.filter((words) => words.length > 0);
    return {
      clauses,
      negated: negating.length > 0,
      // "ne … pas" is one negation: more than one clause negating is what is tangled.
      tangled: negating.length > 1 || found.flat().some((word) => isNegatingPreposition(word.text)),
      phrased: negatesInOtherWords(sentence, lang) || saysStoppedBefore(sentence, lang),
      bans: saysBan(sentence, lang),
    };
  });
}

/** The source's sentences as clauses, read once a source (short-negations.ts reads them too). */
export function clausesOfSource(
  source: ClauseSource,
  lang: string,
  negations: NegationWords,
): SourceSentence[] {
  let sentences = bySource.get(source);
  if (!sentences) {
    sentences = sourceSentences(source.text, lang, negations);
    bySource.set(source, sentences);
  }
  return sentences;
}

/** What the readers of a source's clauses need of it (negations, directions, hedges). */
export interface ClauseSource {
  readonly text: string;
  readonly langs: readonly string[];
  /** The lines are in another language than the source's: its clauses are not read. */
  readonly translated?: boolean;
}

/**
 * The line's clauses that flip a clause of the source: a negation the source's clause lacks, or
 * the source's negated clause without its negation. The source's language only (see above).
 */
export function negationClaims(line: string, source: ClauseSource): string[] {
  if (source.translated) return [];
  const lang = source.langs[0] ?? 'en';
  const negations = negationWordsOf(lang);
  if (!negations) return [];
  const lineClauses = splitSentences(line.replace(LONG_RUN, ' '), lang).flatMap((one) =>
    clausesOf(one, lang, negations),
  );
  if (lineClauses.length === 0) return [];
  // A line that negates anything is not read as dropping a negation (it may have moved it); a
  // "no longer" negates too ("nicht mehr 40 Betten" of "keine 40 Betten mehr": no-longer-figures.ts).
  const lineNegates =
    lineClauses.some((clause) => clause.words.some((word) => word.negation)) ||
    saysNoLonger(line, lang) ||
    negatesInOtherWords(line, lang);
  // Nothing negated on either side: nothing flipped, and the source's sentences are not split
  // (the splitter's cost grows faster than a long unpunctuated source).
  if (!lineNegates && !sourceNegates(source, lang, negations)) return [];
  const sentences = clausesOfSource(source, lang, negations);
  const flipped: string[] = [];
  for (const clause of lineClauses) {
    const at = clause.words.findIndex((word) => word.negation);
    // A negation the line adds: a clause of a sentence that negates nothing holds its words.
    const added =
      at >= 0 &&
      sentences.some(
        (sentence) =>
          !sentence.negated &&
          !sentence.phrased &&
          // "No smoking in parks" of "Smoking is banned in parks"; "not banned" is read (ban-words.ts).
          !banSaysNegation(sentence, clause.text, lang) &&
          sentence.clauses.some((other) => sharesNegated(clause, at, other)),
      );
    // A negation the line drops: the line's clause, negating nothing, holds a negated clause's words.
    const dropped =
      !lineNegates &&
      sentences.some(
        (sentence) =>
          sentence.negated &&
          !sentence.tangled &&
          sentence.clauses.some((other) => {
            const negated = other.words.findIndex((word) => word.negation);
            // "approved two, not three" said as "two instead of the three": a contrast kept.
            if (negated === 0 && contrasts(clause.text, lang)) return false;
            return negated >= 0 && sharesNegated(other, negated, clause);
          }),
      );
    if (added || dropped) flipped.push(clause.text);
  }
  return flipped;
}
