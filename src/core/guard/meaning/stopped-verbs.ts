/**
 * A thing the source says stopped, said as going on (h274): "Desde el 1 de marzo la tienda acepta
 * efectivo" of "La tienda dejó de aceptar efectivo el 1 de marzo", "Η τράπεζα δέχεται επιταγές
 * από την 1η Μαρτίου" of "σταμάτησε να δέχεται", "החנות מקבלת מזומן מ-1 במרץ" of "הפסיקה לקבל".
 * The source negates in other words, so negation-claims.ts sees no negation dropped; English's
 * "stopped" is read by negation-phrases.ts.
 *
 * Tied to the figure (a date, an amount): a line's clause with a figure, negating nothing (no
 * negation word, "no longer" or verb of stopping), is stopped where a sentence of the source
 * holding all its figures says the verb after its verb of stopping (stopped-verb-phrases.ts), the
 * clause writes that verb and one more content word of the sentence, and no sentence so tied
 * writes the verb without stopping it. A verb is one where the shorter shares all but three of its
 * letters with the longer's start ("acepta" of "aceptar", "принимает" of "принимать"); Hebrew's
 * infinitive is read without its "ל" inside the line's word ("מקבלת" of "לקבל"), Swahili's without
 * its "ku" at the word's end ("linapokea" of "kupokea"). Read in the source's language only, at
 * most six sentences a clause (the cost stays a line's times that).
 */
import { splitSentences } from '../../split-sentences.ts';
import { oncePer } from '../once-per-source.ts';
import { isStopWord } from '../words/stop-words.ts';
import type { ClauseSource } from './negation-claims.ts';
import { CLAUSE_END, negates, wordsOf } from './no-longer-figures.ts';
import { STOPPED_BEFORE, saysStoppedBefore } from './stopped-verb-phrases.ts';

const FIGURE = /\p{Nd}+/gu;
const figuresOf = (text: string) => text.match(FIGURE) ?? [];

interface Sentence {
  figures: ReadonlySet<string>;
  words: readonly string[];
  /** The verb after its verb of stopping, where the sentence has one. */
  stopped?: string;
}

const bySource = /* @__PURE__ */ oncePer((source: ClauseSource): Sentence[] => {
  const lang = source.langs[0] ?? 'en';
  const phrase = STOPPED_BEFORE[lang];
  if (!phrase) return [];
  return splitSentences(source.text, lang)
    .filter((sentence) => /\p{Nd}/u.test(sentence))
    .map((sentence) => {
      const found = phrase.exec(sentence);
      const stopped = found ? wordsOf(sentence.slice(found.index + found[0].length))[0] : undefined;
      const words = wordsOf(sentence);
      // The verb written again, going on ("dejó de producir el modelo … y ahora produce 300"):
      // the sentence says both, and is read as saying it plain.
      const again = stopped && words.filter((word) => sameVerb(word, stopped, lang)).length > 1;
      return {
        figures: new Set(figuresOf(sentence)),
        words,
        ...(stopped && !again ? { stopped } : {}),
      };
    });
});

/** Whether a line's word is a form of the source's verb `verb` (see above). */
function sameVerb(word: string, verb: string, lang: string): boolean {
  if (lang === 'he' && verb.startsWith('ל') && verb.length >= 4)
    return word.includes(verb.slice(1));
  if (lang === 'sw' && verb.startsWith('ku') && verb.length >= 5)
    return word.endsWith(verb.slice(2));
  const shorter = Math.min(word.length, verb.length);
  if (shorter < 4) return word === verb;
  let shared = 0;
  while (shared < shorter && word[shared] === verb[shared]) shared += 1;
  return shared >= Math.max(4, shorter - 3);
}

/** The most source sentences a line's figures may tie it to and still tell which it says. */
const TIED_AT_MOST = 6;

/** The line's clauses that say going on what the source's sentence of their figures says stopped. */
export function stoppedVerbClaims(line: string, source: ClauseSource): string[] {
  const lang = source.langs[0] ?? 'en';
  if (source.translated || !STOPPED_BEFORE[lang] || !/\p{Nd}/u.test(line)) return [];
  if (negates(line, lang) || saysStoppedBefore(line, lang)) return [];
  const sentences = bySource(source);
  if (!sentences.some((sentence) => sentence.stopped)) return [];
  const claims: string[] = [];
  for (const clause of line.split(CLAUSE_END)) {
    const figures = figuresOf(clause);
    if (figures.length === 0) continue;
    const tied = sentences.filter((one) => figures.every((figure) => one.figures.has(figure)));
    if (tied.length === 0 || tied.length > TIED_AT_MOST) continue;
    const words = wordsOf(clause);
    const turned = tied.some((sentence) => {
      const verb = sentence.stopped;
      if (!verb || !words.some((word) => sameVerb(word, verb, lang))) return false;
      // A sentence tied to it that writes the verb going on: the source says both.
      const plain = tied.some(
        (other) => !other.stopped && other.words.some((word) => sameVerb(word, verb, lang)),
      );
      const content = (word: string) =>
        word.length > 3 && word !== verb && !isStopWord(word, lang) && !sameVerb(word, verb, lang);
      return !plain && sentence.words.some((word) => content(word) && words.includes(word));
    });
    if (turned) claims.push(clause.trim());
  }
  return claims;
}
