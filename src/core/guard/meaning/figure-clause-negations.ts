/**
 * A figure's clause negated or un-negated where negation is no word negation-words.ts reads (h255,
 * docs/decisions/012): "バスの運賃は3月1日から300円に上がらない" of "300円に上がる", "公交车票价不会
 * 从3月1日起涨到3元" of "将从3月1日起涨到3元", "Köprü 3 Mayıs'ta açılacak" of "açılmayacak",
 * "لن يرتفع … 3 دنانير" of "سيرتفع". Japanese, Korean and Turkish negate in a verb's ending, Chinese,
 * Thai, Vietnamese, Hindi and Arabic with a particle no reader of words takes; every figure and
 * name of such a line is the source's, so only its polarity is wrong.
 *
 * Tied to the figure: a line's clause (between commas, colons, a sentence's end) that holds a
 * figure is read against the source's sentences that hold all its figures. It is stopped where it
 * negates and none of them does (added), or where it negates nothing in its whole sentence and
 * each of them negates in the clause holding the figure (dropped); either way it must share three
 * content units (a word, or two letters in a script written without spaces) with one of them, so a
 * figure said again of another matter is not read. A source that says the figure both ways lets a
 * line say either. Idioms of each language that negate nothing a line could flip ("不到", "only"'s
 * "しか…ない", "không chỉ", "لا يزال") are read as no negation. Read in the source's language only.
 */
import { splitSentences } from '../../split-sentences.ts';
import { oncePer } from '../once-per-source.ts';
import type { ClauseSource } from './negation-claims.ts';
import { negationMarkersOf } from './negation-markers.ts';

/** A clause's end inside a sentence: not a thousands' comma or a decimal point. */
export const CLAUSE_END = /(?<!\p{Nd}),|,(?!\p{Nd})|[;:，；：、。!?！？،؛؟।]|\s[-–—]\s/u;
/** A figure: digits, with thousands' separators read as none. */
export const FIGURE = /\p{Nd}+(?:[.,'\u00a0\u202f]\p{Nd}+)*/gu;
/** The zero of each script's digits a figure may be written in (ASCII, Arabic, Persian, Devanagari, Thai, full width). */
const ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0xe50, 0xff10];
/** A run of characters no word is as long as. */
const LONG_RUN = /\S{64,}/gu;
/** Content units shared with a source's sentence, besides the figures. */
const SHARED = 3;
/** In a language written with spaces, words: two of them. */
const SHARED_WORDS = 2;

/** One figure as its digits alone, in ASCII: "١٠٬٠٠٠" and "10,000" are one. */
export function digitsOf(figure: string): string {
  let digits = '';
  for (const char of figure) {
    const code = char.codePointAt(0) ?? 0;
    const zero = ZEROS.find((base) => code >= base && code <= base + 9);
    if (zero !== undefined) digits += String(code - zero);
  }
  return digits;
}

interface Clause {
  figures: string[];
  negated: boolean;
  /** The verbs its negations negate (negation-markers.ts). */
  verbs: string[];
}

interface Sentence {
  text: string;
  clauses: Clause[];
  negated: boolean;
  figures: Set<string>;
  units: Set<string>;
}

/** A text's content units: its words, or, in a script without spaces, its pairs of letters. */
export function unitsOf(text: string, spaceless: boolean): Set<string> {
  const units = new Set<string>();
  const plain = text.toLowerCase().replace(/\p{Nd}/gu, ' ');
  if (spaceless) {
    for (const run of plain.match(/[\p{L}\p{M}]+/gu) ?? []) {
      const chars = [...run];
      for (let at = 0; at + 1 < chars.length; at++) units.add(`${chars[at]}${chars[at + 1]}`);
    }
  } else {
    for (const word of plain.match(/[\p{L}\p{M}]+/gu) ?? []) if (word.length > 2) units.add(word);
  }
  return units;
}

function sentencesOf(text: string, lang: string): Sentence[] {
  const markers = negationMarkersOf(lang);
  if (!markers) return [];
  // A run of 64 characters with no space is no word of a language written with spaces (a link, a
  // hash): read as a space, so no marker's pattern walks it letter by letter.
  const plain = markers.spaceless ? text : text.replace(LONG_RUN, ' ');
  return splitSentences(plain, lang).map((sentence) => {
    const clauses = sentence.split(CLAUSE_END).map((clause) => {
      const negated = markers.negates(clause);
      const verbs = negated ? markers.negatedVerbs(clause) : [];
      return { figures: (clause.match(FIGURE) ?? []).map(digitsOf), negated, verbs };
    });
    const units = unitsOf(markers.strip(sentence), markers.spaceless);
    return {
      text: sentence,
      clauses,
      negated: clauses.some((clause) => clause.negated),
      figures: new Set(clauses.flatMap((clause) => clause.figures)),
      units,
    };
  });
}

const sourceSentences = /* @__PURE__ */ oncePer((source: ClauseSource) =>
  sentencesOf(source.text, source.langs[0] ?? 'en'),
);
/** Whether the source negates anywhere: one pass, read once, so a source that does not is not split. */
const sourceNegates = /* @__PURE__ */ oncePer(
  (source: ClauseSource) =>
    negationMarkersOf(source.langs[0] ?? 'en')?.negates(source.text) === true,
);

const shares = (one: Set<string>, other: Set<string>, need: number) => {
  let count = 0;
  for (const unit of one) if (other.has(unit) && ++count >= need) return true;
  return false;
};

/** The line's sentences whose figure's clause the source's sentences say with the other polarity. */
export function figureClauseNegations(line: string, source: ClauseSource): string[] {
  const lang = source.langs[0] ?? 'en';
  if (source.translated || !negationMarkersOf(lang) || !/\p{Nd}/u.test(line)) return [];
  const lines = sentencesOf(line, lang);
  // Neither side negates: nothing is turned, and the source is not split.
  if (!lines.some((sentence) => sentence.negated) && !sourceNegates(source)) return [];
  const need = negationMarkersOf(lang)?.spaceless ? SHARED : SHARED_WORDS;
  let posts: Sentence[] | undefined;
  const stopped: string[] = [];
  lines.forEach((sentence) => {
    for (const clause of sentence.clauses) {
      if (clause.figures.length === 0) continue;
      if (!clause.negated && sentence.negated) continue;
      posts ??= sourceSentences(source);
      const holding = posts.filter((post) =>
        clause.figures.every((figure) => post.figures.has(figure)),
      );
      if (holding.length === 0 || !holding.some((post) => shares(sentence.units, post.units, need)))
        continue;
      const markers = negationMarkersOf(lang);
      if (!markers) return;
      // Added: the line's negated verb is one the source's sentence writes, never negated.
      // Dropped: the source's clause holding the figure negates a verb the line writes plainly.
      const turned = clause.negated
        ? holding.every((post) => !post.negated) &&
          holding.some((post) => clause.verbs.some((verb) => markers.holdsVerb(post.text, verb)))
        : holding.every((post) =>
            post.clauses.some(
              (one) =>
                one.negated &&
                clause.figures.some((figure) => one.figures.includes(figure)) &&
                one.verbs.some((verb) => markers.holdsVerb(sentence.text, verb)),
            ),
          );
      if (turned) {
        stopped.push(sentence.text);
        return;
      }
    }
  });
  return stopped;
}
