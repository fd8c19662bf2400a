/**
 * A figure's clause negated or un-negated in a language whose negation is a word (h281): "החוף
 * לא ייפתח לרחצה ב-1 במאי" of "ייפתח לרחצה ב-1 במאי", "das Hallenbad nicht zu schließen" of a
 * council that voted 32 to 18 to close it. negation-claims.ts ties a line's clause to the source's
 * by the two words before the negation and two after; a summary says the subject another way
 * ("Lisboa" of "A Câmara de Lisboa", "בתל אביב" of "עיריית תל אביב") and so passed. As
 * figure-clause-negations.ts does for negations in a verb's ending, the clause is tied here by its
 * figures instead: the source's sentences that hold all of them.
 *
 * Added: the line's clause negates, none of those sentences negates or says a negation in other
 * words, and one holds the word the negation negates (the first after it, or the last before it:
 * "Regionalzüge fahren nicht"). Dropped: the line negates nothing anywhere, and each of them
 * negates, plainly, in a clause holding one of the figures, a word the line's clause holds. Either
 * way the clause shares another content word with the sentence, so a figure said again of another
 * matter is not read. Idioms ("no longer", "not only") are no negation (negation-words.ts).
 */
import { splitSentences } from '../../split-sentences.ts';
import { oncePer } from '../once-per-source.ts';
import { banSaysNegation } from './ban-words.ts';
import { digitsOf, FIGURE } from './figure-clause-negations.ts';
import {
  type Clause,
  type ClauseSource,
  clausesOf,
  clausesOfSource,
  negatesInOtherWords,
  type SourceSentence,
  sameWord,
  sourceNegates,
} from './negation-claims.ts';
import { isNegatingPreposition, negationWordsOf } from './negation-words.ts';
import { saysNoLonger } from './no-longer-phrases.ts';

/**
 * "Not before" and "not until" a date say when a thing begins, not that it does not happen: "Le
 * pont ne rouvrira pas avant le 5 mars" of "restera fermé jusqu'au 5 mars, puis rouvrira". A
 * clause with one of these words is not read.
 */
const UNTIL =
  /(?<![\p{L}\p{M}])(?:until|till|before|hasta|antes|avant|jusqu|vor|bis|voor|tot|fino|prima|até|sebelum|hingga|sampai|πριν|μέχρι|έως|עד|לפני|hanggang|bago|förrän|innan|до|пока|przed|înainte|până)(?![\p{L}\p{M}])/iu;

/** A clause's figures, as digits alone. */
const figuresOf = (text: string) => (text.match(FIGURE) ?? []).map(digitsOf);
const DIGIT = /\p{Nd}/u;

/**
 * The word a clause's negation negates: the first after it, or the last before it. A preposition
 * ("sin agua" of "corte de agua", "without") says a thing's lack, not a clause's polarity: none.
 */
function negatedWord(clause: Clause): string | undefined {
  const at = clause.words.findIndex((word) => word.negation && !isNegatingPreposition(word.text));
  if (at < 0) return undefined;
  const after = clause.words.slice(at + 1).find((word) => !word.negation && !DIGIT.test(word.text));
  const before = clause.words
    .slice(0, at)
    .filter((word) => !DIGIT.test(word.text))
    .at(-1);
  return (after ?? before)?.text;
}

/** A source's sentence with its figures and its clauses' own (read once a source). */
interface Held {
  sentence: SourceSentence;
  figures: Set<string>;
  clauseFigures: string[][];
}

const heldOf = /* @__PURE__ */ oncePer((source: ClauseSource): Held[] => {
  const lang = source.langs[0] ?? 'en';
  const negations = negationWordsOf(lang);
  if (!negations) return [];
  return clausesOfSource(source, lang, negations).map((sentence) => {
    const clauseFigures = sentence.clauses.map((clause) => figuresOf(clause.text));
    return { sentence, figures: new Set(clauseFigures.flat()), clauseFigures };
  });
});

const wordsOf = (clause: Clause) => clause.words.filter((word) => !word.negation);
/** Whether a sentence holds `word` in a clause's words (an inflection is the word: sameWord). */
const sentenceHolds = (sentence: SourceSentence, word: string) =>
  sentence.clauses.some((clause) => wordsOf(clause).some((one) => sameWord(one.text, word)));
/** Whether the sentence shares a content word besides the figures and `but` with the clause. */
const sharesAnother = (clause: Clause, sentence: SourceSentence, but: string) =>
  wordsOf(clause).some(
    (word) => !DIGIT.test(word.text) && word.text !== but && sentenceHolds(sentence, word.text),
  );

/** The line's clauses whose figures' sentences in the source say them with the other polarity. */
export function figureWordNegations(line: string, source: ClauseSource): string[] {
  if (source.translated || !DIGIT.test(line)) return [];
  const lang = source.langs[0] ?? 'en';
  const negations = negationWordsOf(lang);
  if (!negations) return [];
  const clauses = splitSentences(line, lang).flatMap((one) => clausesOf(one, lang, negations));
  const lineNegates =
    clauses.some((clause) => clause.words.some((word) => word.negation)) ||
    saysNoLonger(line, lang) ||
    negatesInOtherWords(line, lang);
  if (!lineNegates && !sourceNegates(source, lang, negations)) return [];
  const stopped: string[] = [];
  for (const clause of clauses) {
    const figures = figuresOf(clause.text);
    if (figures.length === 0 || UNTIL.test(clause.text)) continue;
    const holding = heldOf(source).filter((held) =>
      figures.every((figure) => held.figures.has(figure)),
    );
    if (holding.length === 0) continue;
    const verb = negatedWord(clause);
    const added =
      verb !== undefined &&
      // A ban says the negation already ("нельзя" of "запрещено", ban-words.ts).
      holding.every(
        (held) =>
          !held.sentence.negated &&
          !held.sentence.phrased &&
          !banSaysNegation(held.sentence, clause.text, lang),
      ) &&
      holding.some(
        (held) => sentenceHolds(held.sentence, verb) && sharesAnother(clause, held.sentence, verb),
      );
    const dropped =
      !lineNegates &&
      holding.every(
        (held) =>
          held.sentence.negated &&
          !held.sentence.tangled &&
          held.sentence.clauses.some((other, index) => {
            const negated = negatedWord(other);
            if (!negated) return false;
            if (!figures.some((figure) => held.clauseFigures[index]?.includes(figure)))
              return false;
            return (
              wordsOf(clause).some((word) => sameWord(word.text, negated)) &&
              sharesAnother(clause, held.sentence, negated)
            );
          }),
      );
    if (added || dropped) stopped.push(clause.text);
  }
  return stopped;
}
