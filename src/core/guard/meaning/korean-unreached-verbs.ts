/**
 * A Korean verb the post writes only as not done, stated as done (issue 44, docs/decisions/012):
 * "인과관계가 확인됐다고 밝혔다" of "인과관계를 확인하려면 추가 연구가 필요하다", "화재 원인이
 * 확인됐다" of "화재 원인은 아직 확인되지 않았다". Korean negates and hedges in a verb's ending
 * ("-지 않았다", "-지 못했다", "-려면", "-기 위해", "할 수 없다") or a word before it ("안", "못"),
 * not in a negation word, so negation-words.ts has no Korean and the other readers see nothing.
 *
 * Read here: a Sino-Korean verb (a noun of two syllables or more with 하다/되다: 확인하다, 승인되다)
 * that every one of the post's writings leaves undone — negated, wanted ("-려면", "-기 위해"),
 * or impossible ("할 수 없다") — and that a line's sentence writes done or
 * true ("확인됐다", "확인한다", "확인된") with no negation of its own. The line's sentence must
 * share a content word with the post's sentence that leaves it undone ("인과관계"), so a verb of
 * another matter is not read. Read in Korean posts only, not a translation.
 */
import { splitSentences } from '../../split-sentences.ts';
import { oncePer } from '../once-per-source.ts';
import type { ClauseSource } from './negation-claims.ts';

/** A Sino-Korean verb: its noun (two syllables or more), then 하/되 and an ending. */
const VERB = /^([가-힣]{2,}?)(하|되|했|됐|한|된|할|될|해|돼)([가-힣]*)$/u;

/** Endings after 하/되 that leave the verb undone: "-지 (않다)", "-려면", "-기 (위해)". */
const UNDONE_ENDING = /^(지(?!만)|려면|려고|려는|기)/u;

/** The verb's forms that state it done or true: past, present, and their noun-modifying forms. */
const DONE =
  /^(했|됐|되었|하였|한다|된다|합니다|됩니다|한|된|해서|돼서|하고|되고|하며|되며|하는|되는)/u;

/** Words that negate the word after them ("안 됐다", "못 했다") or a whole sentence. */
const NEGATING_BEFORE = new Set(['안', '못', '아직']);
const NEGATING = /^(않|못|없|아니)/u;

/** Korean particles a noun ends in, stripped so "인과관계를" and "인과관계가" are one word. */
const PARTICLE =
  /(으로|에서|에게|까지|부터|께서|처럼|보다|은|는|이|가|을|를|의|에|와|과|도|로|만)$/u;

interface Undone {
  /** Each verb's noun the post leaves undone, with its sentence's content words. */
  undone: Map<string, string[][]>;
  /** The nouns of the verbs the post writes done somewhere. */
  done: Set<string>;
}

function wordsOf(sentence: string): string[] {
  return sentence
    .split(/\s+/u)
    .map((word) => word.replace(/[^가-힣0-9]/gu, ''))
    .filter((word) => word.length > 0);
}

function contentOf(words: readonly string[]): string[] {
  return words.map((word) => word.replace(PARTICLE, '')).filter((word) => word.length >= 2);
}

/** `words[at]` as a Sino-Korean verb: its noun, and whether it is stated done or left undone. */
function verbAt(words: readonly string[], at: number): { noun: string; done: boolean } | undefined {
  const match = VERB.exec(words[at] ?? '');
  if (!match) return undefined;
  const [, noun = '', light = '', rest = ''] = match;
  const next = words[at + 1] ?? '';
  // "할 수 없다", "될 수 없다": cannot be done.
  if ((light === '할' || light === '될') && next === '수' && NEGATING.test(words[at + 2] ?? ''))
    return { noun, done: false };
  if ((light === '하' || light === '되') && UNDONE_ENDING.test(rest)) return { noun, done: false };
  if (NEGATING_BEFORE.has(words[at - 1] ?? '') || NEGATING.test(next)) return { noun, done: false };
  return DONE.test(`${light}${rest}`) ? { noun, done: true } : undefined;
}

const undoneOf = /* @__PURE__ */ oncePer((source: ClauseSource): Undone => {
  const read: Undone = { undone: new Map(), done: new Set() };
  for (const sentence of splitSentences(source.text, 'ko')) {
    const words = wordsOf(sentence);
    for (let at = 0; at < words.length; at++) {
      const verb = verbAt(words, at);
      if (!verb) continue;
      if (verb.done) read.done.add(verb.noun);
      else read.undone.set(verb.noun, [...(read.undone.get(verb.noun) ?? []), contentOf(words)]);
    }
  }
  return read;
});

/** The words of the line's sentences that state done a verb its Korean post leaves undone. */
export function koreanUnreachedVerbClaims(line: string, source: ClauseSource): string[] {
  if (source.translated || source.langs[0] !== 'ko') return [];
  const read = undoneOf(source);
  if (read.undone.size === 0) return [];
  const stopped: string[] = [];
  for (const sentence of splitSentences(line, 'ko')) {
    const words = wordsOf(sentence);
    // A sentence that negates anything may say the post's "not yet" in other words.
    const negates = (word: string, at: number) =>
      NEGATING.test(word) || NEGATING_BEFORE.has(word) || verbAt(words, at)?.done === false;
    if (words.some(negates)) continue;
    const content = contentOf(words);
    for (let at = 0; at < words.length; at++) {
      const verb = verbAt(words, at);
      if (!verb?.done || read.done.has(verb.noun)) continue;
      const sentences = read.undone.get(verb.noun);
      if (!sentences) continue;
      const shares = sentences.some((other) =>
        content.some((word) => !word.startsWith(verb.noun) && other.includes(word)),
      );
      const said = words[at] ?? '';
      if (shares && !stopped.includes(said)) stopped.push(said);
    }
  }
  return stopped;
}
