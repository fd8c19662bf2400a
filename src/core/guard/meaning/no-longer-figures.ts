/**
 * A figure's clause said to hold no longer where the source says it holds (h255, docs/decisions/
 * 012): "El hospital ya no tiene 120 camas" of "El hospital tiene 120 camas", "L'hôpital ne compte
 * plus 40 lits", "Sjukhuset har inte längre 40 sängar". negation-words.ts reads "ya no", "ne …
 * plus", "inte längre" as idioms that negate nothing (a line that says "no longer" of a source's
 * "stopped" keeps its meaning), and ceased-continuings.ts reads them only against a source's
 * "still"; so a line that adds one to a figure the source states plainly passed.
 *
 * Tied to the figure: a line's clause holding a figure and one of these phrases is stopped where
 * every sentence of the source holding all its figures negates nothing (no negation word, no such
 * phrase), one of them writes the verb the phrase negates (the word after it, or before it in a
 * language that puts its verb before the negation: German, Dutch, Swedish, Danish, Norwegian; the
 * word inside "ne … plus" in French) and shares two more content words with the clause. So
 * "closed its 40 beds" of a line's "no longer has 40 beds" (another verb) is kept. Read in the
 * source's language only.
 */
import { splitSentences } from '../../split-sentences.ts';
import { oncePer } from '../once-per-source.ts';
import { isStopWord } from '../words/stop-words.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';
import { negationWordsOf } from './negation-words.ts';
import { NO_LONGER, saysNoLonger, saysStopped } from './no-longer-phrases.ts';

export const CLAUSE_END = /(?<!\p{Nd}),|,(?!\p{Nd})|[;:()!?،؛]|\s[-–—]\s/u;
const FIGURE = /\p{Nd}+(?:[.,'\u00a0\u202f]\p{Nd}+)*/gu;
const WORD = /[\p{L}\p{M}]+/gu;
const figuresOf = (text: string) =>
  (text.match(FIGURE) ?? []).map((one) => one.replace(/\D/gu, ''));
export const wordsOf = (text: string) => (text.toLowerCase().match(WORD) ?? []) as string[];

export interface Said {
  figures: string[];
  /** The verb the phrase negates, and the clause's other content words. */
  verb: string;
  content: string[];
  /** The first content word after the verb (its object, its place), where the clause has one. */
  next?: string;
}

interface Sentence {
  figures: Set<string>;
  words: string[];
  negates: boolean;
  /** Its clauses that say "no longer" of a figure. */
  noLonger: Said[];
}

/** The words of the phrases themselves: no content word a clause shares. */
const PHRASE_WORD =
  /^(?:mehr|länger|plus|più|meer|langer|längre|lenger|længere|lagi|больше|уже|більше|вже|mai|już|πια|πλέον|כבר|עוד)$/u;

/**
 * A clause's "no longer": the verb it negates, its content words and its figures (none in a clause
 * no-longer-clauses.ts reads; this file reads only those with one).
 */
export function saidOf(clause: string, lang: string): Said | undefined {
  const rule = NO_LONGER[lang];
  const figures = figuresOf(clause);
  if (!rule) return undefined;
  rule.phrase.lastIndex = 0;
  const match = rule.phrase.exec(clause);
  rule.phrase.lastIndex = 0;
  if (!match) return undefined;
  const negations = negationWordsOf(lang)?.words;
  const before = wordsOf(clause.slice(0, match.index));
  const after = wordsOf(clause.slice(match.index + match[0].length));
  const inside = wordsOf(match[0].replace(/^n['’]/u, 'ne ')).filter(
    (word) => word !== 'ne' && !PHRASE_WORD.test(word) && !negations?.has(word),
  );
  const verb =
    rule.verb === 'before'
      ? before.at(-1)
      : rule.verb === 'inside'
        ? (inside[0] ?? after[0])
        : after[0];
  if (!verb) return undefined;
  const content = wordsOf(clause).filter(
    (word) =>
      word !== verb &&
      word.length > 3 &&
      !PHRASE_WORD.test(word) &&
      !negations?.has(word) &&
      !isStopWord(word, lang),
  );
  return {
    figures,
    verb,
    content,
    next: after.find((word) => word !== verb && content.includes(word)),
  };
}

/** Whether a text negates: a negation word, French's "n'", "no longer", or a verb of stopping. */
export function negates(text: string, lang: string): boolean {
  const negations = negationWordsOf(lang)?.words;
  return (
    saysNoLonger(text, lang) ||
    saysStopped(text, lang) ||
    wordsOf(text.replaceAll('’', "'")).some(
      (word) => negations?.has(word) === true || word === 'n',
    ) ||
    /(?<![\p{L}])n['’]/iu.test(text)
  );
}

const sourceSentences = /* @__PURE__ */ oncePer((source: ClauseSource): Sentence[] => {
  const lang = source.langs[0] ?? 'en';
  return splitSentences(source.text, lang)
    .filter((sentence) => /\p{Nd}/u.test(sentence))
    .map((sentence) => ({
      figures: new Set(figuresOf(sentence)),
      words: wordsOf(sentence),
      negates: negates(sentence, lang),
      noLonger: sentence
        .split(CLAUSE_END)
        .map((clause) => saidOf(clause, lang))
        .filter((said): said is Said => said !== undefined && said.figures.length > 0),
    }));
});

export const holds = (words: readonly string[], word: string) =>
  words.some((one) => one === word || (word.length > 3 && sameWord(one, word)));

/** Whether `words` hold the verb and two more of the content words of `said`. */
export const holdsSaid = (words: readonly string[], said: Said) =>
  holds(words, said.verb) && said.content.filter((word) => holds(words, word)).length >= 2;

/**
 * The line's clauses that say "no longer" of a figure's clause the source states plainly, or state
 * plainly a figure's clause the source says "no longer" of.
 */
export function noLongerFigures(line: string, source: ClauseSource): string[] {
  const lang = source.langs[0] ?? 'en';
  if (source.translated || !NO_LONGER[lang] || !/\p{Nd}/u.test(line)) return [];
  const lineSays = saysNoLonger(line, lang);
  // Dropped: read only where the source says "no longer" of a figure and the line negates nothing.
  const dropping = !lineSays && !negates(line, lang);
  if (!lineSays && !dropping) return [];
  // A line that says no "no longer" is read only against a source that says one.
  if (dropping && !saysNoLonger(source.text, lang)) return [];
  const sentences = sourceSentences(source);
  if (dropping && !sentences.some((sentence) => sentence.noLonger.length > 0)) return [];
  const stopped: string[] = [];
  for (const clause of line.split(CLAUSE_END)) {
    const figures = figuresOf(clause);
    if (figures.length === 0) continue;
    const holding = sentences.filter((sentence) =>
      figures.every((figure) => sentence.figures.has(figure)),
    );
    if (holding.length === 0) continue;
    let turned = false;
    if (lineSays) {
      const said = saidOf(clause, lang);
      turned =
        said !== undefined &&
        holding.every((sentence) => !sentence.negates) &&
        holding.some((sentence) => holdsSaid(sentence.words, said));
    } else {
      const words = wordsOf(clause);
      turned = holding.every((sentence) =>
        sentence.noLonger.some(
          (said) =>
            said.figures.some((figure) => figures.includes(figure)) && holdsSaid(words, said),
        ),
      );
    }
    if (turned) stopped.push(clause.trim());
  }
  return stopped;
}
