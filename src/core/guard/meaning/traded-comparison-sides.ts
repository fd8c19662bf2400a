/**
 * A comparison's two sides traded (issue 44, docs/decisions/012): "Il rischio di frane è più alto
 * sulla costa che nell'entroterra" of a post's "più alto nell'entroterra che sulla costa", "flu
 * cases were higher in Leeds than in York" of "higher in York than in Leeds". Every word is the
 * post's, in its order but for the two places, so no reader of figures, names or negations stops
 * the line; it says the reverse.
 *
 * A comparison is read at the language's word for "than" ("than", "che", "que", "als", "dan",
 * "niż", "чем"…): its left side is its clause's content words before it (a comma just before it
 * too: "выше, чем"), its right side the first three content words after it, to the clause's end.
 * A line's comparison is stopped where a sentence of the post compares on the same terms (every
 * left word of the line but the traded one is the post's left side's, its "more", "less" the
 * same) and the line's right side writes a word only the post's left side holds while its left
 * side writes one only the post's right side holds. "più probabili nell'entroterra che lungo la
 * costa" keeps the post's sides and is kept; "lower on the coast than inland" says the same with
 * the other comparative and is not read. Read in the post's language, not a translation.
 */
import { splitSentences } from '../../split-sentences.ts';
import { oncePer } from '../once-per-source.ts';
import { isStopWord } from '../words/stop-words.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';

/** Each language's word for "than", after a comparative. */
const THAN: Readonly<Record<string, readonly string[]>> = {
  en: ['than'],
  fr: ['que', 'qu'],
  it: ['che'],
  es: ['que'],
  ca: ['que'],
  pt: ['que'],
  de: ['als'],
  nl: ['dan'],
  sv: ['än'],
  da: ['end'],
  nb: ['enn'],
  pl: ['niż'],
  ru: ['чем'],
  uk: ['ніж', 'чим'],
  ro: ['decât'],
};
/** Words that say which way a comparison goes, stop words of their lists: kept and matched. */
const DEGREE = new Set([
  ...['more', 'less', 'fewer', 'most', 'least'],
  ...['plus', 'moins'],
  ...['più', 'meno'],
  ...['más', 'menos', 'mais', 'més'],
  ...['mehr', 'weniger', 'meer', 'minder', 'mer', 'mindre', 'flere', 'færre', 'fler'],
  ...['bardziej', 'mniej', 'więcej'],
  ...['более', 'менее', 'больше', 'меньше', 'більше', 'менше', 'mai', 'puțin'],
]);
/** Marks that end a clause. */
const END = /^[.,;:!?()[\]{}"“”„«»—–]$/u;
/** A word (an apostrophe's clitic split off: "nell'entroterra"), a figure, or a mark. */
const TOKEN = /[\p{L}\p{M}]+|\p{N}+(?:[.,]\p{N}+)*|[^\s\p{L}\p{M}\p{N}]/gu;
/** How many content words after "than" are its right side. */
const RIGHT = 3;

/** A comparison: its left side's content words, its degree words, and its right side's. */
interface Comparison {
  left: string[];
  degree: string[];
  right: string[];
  text: string;
}

const sourceComparisons = /* @__PURE__ */ oncePer((source: ClauseSource) =>
  comparisonsOf(source.text, source.langs[0] ?? 'en'),
);

/** The comparisons of a text's sentences. */
function comparisonsOf(text: string, lang: string): Comparison[] {
  const than = THAN[lang];
  if (!than) return [];
  const found: Comparison[] = [];
  for (const sentence of splitSentences(text, lang)) {
    const tokens = (sentence.toLowerCase().match(TOKEN) ?? []).map((token) =>
      token.replace(/’/gu, "'"),
    );
    tokens.forEach((token, at) => {
      if (!than.includes(token)) return;
      const left: string[] = [];
      const degree: string[] = [];
      // "выше, чем": the comma before "than" does not end its left side.
      let index = tokens[at - 1] === ',' ? at - 2 : at - 1;
      for (; index >= 0 && !END.test(tokens[index] ?? '.'); index--) {
        const word = tokens[index] ?? '';
        if (DEGREE.has(word)) degree.push(word);
        else if (isContent(word, lang)) left.push(word);
      }
      const right: string[] = [];
      for (let next = at + 1; next < tokens.length && right.length < RIGHT; next++) {
        const word = tokens[next] ?? '';
        if (END.test(word)) break;
        if (isContent(word, lang)) right.push(word);
      }
      if (left.length > 0 && right.length > 0) found.push({ left, degree, right, text: sentence });
    });
  }
  return found;
}

const isContent = (word: string, lang: string) =>
  word.length > 2 && /^\p{L}/u.test(word) && !isStopWord(word, lang);

const holds = (words: readonly string[], word: string) => words.some((one) => sameWord(one, word));

/** Whether the line's comparison says the post's with its two sides traded. */
function traded(line: Comparison, post: Comparison): boolean {
  const sameDegree =
    line.degree.length === post.degree.length &&
    line.degree.every((word) => post.degree.includes(word));
  if (!sameDegree) return false;
  // A word of the line's right side only the post's left side holds, and back.
  const fromLeft = line.right.filter((word) => holds(post.left, word) && !holds(post.right, word));
  const fromRight = line.left.filter((word) => holds(post.right, word) && !holds(post.left, word));
  if (fromLeft.length === 0 || fromRight.length === 0) return false;
  // The same terms: every other word of the line's left side is the post's left side's.
  return line.left.every((word) => fromRight.includes(word) || holds(post.left, word));
}

/** The line's comparisons whose two sides the post has the other way round. */
export function tradedComparisonSides(line: string, source: ClauseSource): string[] {
  const lang = source.langs[0] ?? 'en';
  if (source.translated || !THAN[lang]) return [];
  const comparisons = comparisonsOf(line, lang);
  if (comparisons.length === 0) return [];
  const posts = sourceComparisons(source);
  return comparisons
    .filter((one) => posts.some((other) => traded(one, other)))
    .map((one) => one.text);
}
