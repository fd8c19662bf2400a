/**
 * What a post says there is no evidence of, stated as a fact (issue 44, docs/decisions/012): "…,
 * and the student had left it unattended" of an incident report's "There was no evidence that the
 * student had left the distillation unattended or broken any procedure". The negation stands before
 * "evidence", the claim after "that": negation-claims.ts reads the words next to the negation, and
 * the line's other clause ("never been safety tested") negates, so only-negated-words.ts passes it.
 *
 * The post's clause after "no evidence that", "no sign that", "nothing to suggest that" (a short
 * list per language: "aucune preuve que", "keine Hinweise, dass", "ninguna prueba de que") is its
 * unproven claim. A line's clause (cut at marks and at "and", "but") that negates and hedges
 * nothing, whose sentence says nothing of evidence, is stopped where it writes three content words
 * of that claim and no more than one word besides them, and the post states none of it elsewhere
 * as plainly (no other sentence holds those words). "There was no evidence the student left it
 * unattended" keeps the phrase and is kept. Read in the post's language, not a translation.
 */
import { splitSentences } from '../../split-sentences.ts';
import { isStopWord } from '../words/stop-words.ts';
import { type ClauseSource, sameWord } from './negation-claims.ts';
import { negationWordsOf } from './negation-words.ts';

const W = String.raw`(?<![\p{L}\p{M}])`;
/** "no evidence that", per language: what follows is not shown. */
const NO_EVIDENCE: Readonly<Record<string, RegExp>> = {
  en: new RegExp(
    String.raw`${W}(?:no|not\s+any|little)\s+(?:evidence|sign|signs|indication|proof|suggestion)\s+(?:\p{L}+\s+){0,2}?that\s|${W}nothing\s+to\s+(?:suggest|indicate|show)\s+that\s`,
    'iu',
  ),
  fr: new RegExp(
    String.raw`${W}(?:aucune?|pas\s+de)\s+(?:preuve|indice|signe|élément)s?\s+(?:\p{L}+\s+){0,2}?qu(?:e\s|')|${W}rien\s+n'indique\s+qu(?:e\s|')`,
    'iu',
  ),
  de: new RegExp(
    String.raw`${W}(?:keine|keinen|kein)\s+(?:Hinweise?|Beweise?|Anzeichen|Belege?)\s+(?:darauf\s*)?,?\s*dass\s`,
    'iu',
  ),
  es: new RegExp(
    String.raw`${W}(?:ninguna|ningún|sin)\s+(?:prueba|indicio|señal|evidencia)s?\s+de\s+que\s|${W}no\s+hay\s+(?:pruebas|indicios|evidencias?)\s+de\s+que\s`,
    'iu',
  ),
  pt: new RegExp(
    String.raw`${W}(?:nenhuma?|sem)\s+(?:prova|indício|sinal|evidência)s?\s+de\s+que\s|${W}não\s+há\s+(?:provas|indícios|evidências)\s+de\s+que\s`,
    'iu',
  ),
  it: new RegExp(
    String.raw`${W}(?:nessuna?|nessun)\s+(?:prova|indizio|segno|elemento)\s+(?:che|del\s+fatto\s+che)\s`,
    'iu',
  ),
  nl: new RegExp(
    String.raw`${W}geen\s+(?:bewijs|aanwijzingen?|teken|tekenen)\s+(?:\p{L}+\s+){0,2}?dat\s`,
    'iu',
  ),
};
/** Words of evidence: a line that speaks of it may have kept the post's phrase in its own way. */
const EVIDENCE =
  /evidence|proof|sign|indicat|suggest|preuve|indice|hinweis|beweis|anzeichen|prueba|indicio|prova|indício|indizio|bewijs|aanwijzing/iu;
/** Words that make a clause a possibility. */
const HEDGES =
  /(?<![\p{L}])(?:may|might|could|possibly|whether|if|peut|pourrait|könnte|puede|pode|potrebbe|kan)(?![\p{L}])/iu;
/** Where a line's clause ends. */
const CLAUSE_END =
  /[,;:()—–]|\s(?:and|but|while|whereas|et|mais|und|aber|y|pero|e|mas|ma|en|maar)\s/iu;
/** How many of the claim's content words a line's clause writes, and how many others at most. */
const SHARED = 3;
const OTHERS = 1;
const WORD = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;

const contentOf = (text: string, lang: string) =>
  (text.toLowerCase().match(WORD) ?? []).filter(
    (word) =>
      word.length > 2 && !isStopWord(word, lang) && !/^(?:had|has|have|was|were)$/u.test(word),
  );

/** A post's unproven claims (their content words), and every sentence's words. */
interface Read {
  claims: string[][];
  sentences: string[][];
}

const bySource = /* @__PURE__ */ new WeakMap<object, Read>();

function readSource(source: ClauseSource, lang: string, phrase: RegExp): Read {
  let read = bySource.get(source);
  if (read) return read;
  read = { claims: [], sentences: [] };
  for (const sentence of splitSentences(source.text, lang)) {
    const match = phrase.exec(sentence);
    if (match) {
      const after = sentence.slice((match.index ?? 0) + match[0].length).split(/[;:.!?]/u)[0] ?? '';
      read.claims.push(contentOf(after, lang));
    } else read.sentences.push(contentOf(sentence, lang));
  }
  bySource.set(source, read);
  return read;
}

const holds = (words: readonly string[], word: string) => words.some((one) => sameWord(one, word));

/** The line's clauses that state what its post says there is no evidence of. */
export function unevidencedClaims(line: string, source: ClauseSource): string[] {
  const lang = source.langs[0] ?? 'en';
  const phrase = NO_EVIDENCE[lang];
  const negations = negationWordsOf(lang)?.words;
  if (source.translated || !phrase || !negations || !phrase.test(source.text)) return [];
  const read = readSource(source, lang, phrase);
  const stopped: string[] = [];
  for (const sentence of splitSentences(line, lang)) {
    if (EVIDENCE.test(sentence)) continue;
    for (const clause of sentence.split(CLAUSE_END)) {
      const tokens = clause.toLowerCase().match(WORD) ?? [];
      if (tokens.some((word) => negations.has(word) || /n['’]t$/u.test(word))) continue;
      if (HEDGES.test(clause)) continue;
      const words = contentOf(clause, lang);
      const stated = read.claims.some((claim) => {
        const held = words.filter((word) => holds(claim, word));
        if (held.length < SHARED || words.length - held.length > OTHERS) return false;
        // The post says it plainly elsewhere: a line may too.
        return !read.sentences.some((other) => held.every((word) => holds(other, word)));
      });
      if (stated) stopped.push(clause.trim());
    }
  }
  return stopped;
}
