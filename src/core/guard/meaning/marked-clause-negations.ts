/**
 * A clause negated or un-negated where negation is no word negation-words.ts reads, with or
 * without a figure (h263, docs/decisions/012): "시는 3월에 새 노선을 개통하지 않는다" of "개통한다",
 * "王市长周一未签署预算案" of "签署了", "Serikali haikuongeza bei ya mafuta" of "iliongeza",
 * "Belediye köprüyü pazartesi günü açmadı" of "açtı", "事故でけが人が出た" of "いなかった".
 * figure-clause-negations.ts ties a clause to the source's by its figures; a clause with a date, a
 * time or a name and no figure was read by no one, and a flipped verb there is the commonest
 * invented line the guard kept.
 *
 * Tied to the clause instead: the line's clause is read against the source's clauses that share
 * the most of its content units (words, or pairs of letters in a script without spaces), at least
 * half of them and two words or three pairs. Where every one of those negates and the line's
 * clause (and its sentence) does not, with the verb they negate written in the line, the negation
 * was dropped; where none does and the line's clause negates a verb they write, it was added. A
 * faithful rewording ("내놓지 않았다" of "출시하지 않았다") keeps the polarity; an antonym ("닫았다"
 * of "열지 않았다") writes no negated verb of the other, so neither is read. Read in the source's
 * language only; nothing is split unless the line or the source holds a marker.
 */
import { splitSentences } from '../../split-sentences.ts';
import { oncePer } from '../once-per-source.ts';
import { CLAUSE_END, unitsOf } from './figure-clause-negations.ts';
import type { ClauseSource } from './negation-claims.ts';
import { type NegationMarkers, negationMarkersOf } from './negation-markers.ts';

/** A run of characters no word is as long as. */
const LONG_RUN = /\S{64,}/gu;
/** Content units a clause shares with the source's: pairs of letters, or words. */
const SHARED_PAIRS = 3;
const SHARED_WORDS = 2;
/** The share of the line's clause's units the source's clause must hold. */
const RATIO = 0.5;
/** A source's clauses read, at most: a longer source's later clauses are not walked. */
const MOST_CLAUSES = 4000;

/**
 * A "without" each language writes as no marker (negation-markers.ts reads it as an idiom or not at
 * all): a line's "광고 없이", "无广告", "reklamsız" says the source's "광고가 없고", "没有广告",
 * "reklam yok" again, its negation kept, so a clause holding one is not read as dropping one.
 */
const WITHOUT: Readonly<Record<string, RegExp>> = {
  ko: /없이/u,
  ja: /なし|無し|抜き|無料/u,
  zh: /[无無]/u,
  tr: /\p{L}(?:s[ıiuü]z|s[ıiuü]zc[ae])(?![\p{L}])|\p{L}s[ıiuü]z(?:[ıiuü]n|l[ae]|d[ıiuü]r)/iu,
  vi: /(?<![\p{L}])(?:thiếu|miễn)(?![\p{L}])/iu,
  ar: /(?<![\p{L}])[وب]?(?:بدون|دون|بلا|غير)(?![\p{L}])/u,
  sw: /(?<![\p{L}])bila(?![\p{L}])/iu,
  hi: /(?<![\p{L}])(?:बिना|बगैर|बग़ैर)(?![\p{L}])/u,
  th: /ไร้|ปราศจาก/u,
};

/**
 * Where a sentence turns to a contrast with no comma: after Korean's "-지만", "-는데" and Japanese
 * "けど", "ものの"; before "but" elsewhere. "학교는 문을 열었지만 체육관은 열지 않았다" is two clauses, so
 * a line's "학교는 문을 열었다" is read against the first, which negates nothing.
 */
const CONTRAST: Readonly<Record<string, RegExp>> = {
  ko: /(?<=[가-힣](?:지만|는데|으나|면서))\s+/u,
  ja: /(?<=けど|けれど|けれども|ものの|のに)/u,
  zh: /(?=但是|但|却)/u,
  th: /\s*(?=แต่)/u,
  vi: /\s+(?=nhưng(?![\p{L}]))/iu,
  tr: /\s+(?=(?:ama|fakat|ancak)(?![\p{L}]))/iu,
  sw: /\s+(?=(?:lakini|ila)(?![\p{L}]))/iu,
  ar: /\s+(?=و?لكن)/u,
  hi: /\s+(?=(?:लेकिन|मगर|परंतु|किंतु)(?![\p{L}\p{M}]))/u,
};

interface Clause {
  text: string;
  negated: boolean;
  /** The verbs its negations negate (negation-markers.ts). */
  verbs: string[];
  units: Set<string>;
}

interface Sentence {
  text: string;
  negated: boolean;
  clauses: Clause[];
}

function sentencesOf(text: string, lang: string, markers: NegationMarkers): Sentence[] {
  // A run of 64 characters with no space is no word of a language written with spaces (a link, a
  // hash): read as a space, so no marker's pattern walks it letter by letter.
  const plain = markers.spaceless ? text : text.replace(LONG_RUN, ' ');
  return splitSentences(plain, lang).map((sentence) => {
    const contrast = CONTRAST[lang];
    const parts = sentence.split(CLAUSE_END);
    const clauses = (contrast ? parts.flatMap((part) => part.split(contrast)) : parts).map(
      (part) => {
        const negated = markers.negates(part);
        return {
          text: part.trim(),
          negated,
          verbs: negated ? markers.negatedVerbs(part) : [],
          units: unitsOf(markers.strip(part), markers.spaceless),
        };
      },
    );
    return { text: sentence, negated: clauses.some((clause) => clause.negated), clauses };
  });
}

const sourceClauses = /* @__PURE__ */ oncePer((source: ClauseSource): Clause[] => {
  const lang = source.langs[0] ?? 'en';
  const markers = negationMarkersOf(lang);
  if (!markers) return [];
  return sentencesOf(source.text, lang, markers)
    .flatMap((sentence) => sentence.clauses)
    .slice(0, MOST_CLAUSES);
});
/** Whether the source negates anywhere: one pass, read once, so a source that does not is not split. */
const sourceNegates = /* @__PURE__ */ oncePer(
  (source: ClauseSource) =>
    negationMarkersOf(source.langs[0] ?? 'en')?.negates(source.text) === true,
);

const shared = (one: Set<string>, other: Set<string>) => {
  let count = 0;
  for (const unit of one) if (other.has(unit)) count++;
  return count;
};

/** The source's clauses that share the most of `clause`'s units, enough of them; none where too few. */
function nearest(clause: Clause, clauses: readonly Clause[], need: number): Clause[] {
  const least = Math.max(need, Math.ceil(clause.units.size * RATIO));
  let most = 0;
  let found: Clause[] = [];
  for (const other of clauses) {
    const count = shared(clause.units, other.units);
    if (count < least || count < most) continue;
    if (count > most) {
      most = count;
      found = [];
    }
    found.push(other);
  }
  return found;
}

/** The line's clauses whose source clause says the same with the other polarity. */
export function markedClauseNegations(line: string, source: ClauseSource): string[] {
  const lang = source.langs[0] ?? 'en';
  const markers = negationMarkersOf(lang);
  if (source.translated || !markers) return [];
  const lines = sentencesOf(line, lang, markers);
  // Neither side negates: nothing is turned, and the source is not split.
  if (!lines.some((sentence) => sentence.negated) && !sourceNegates(source)) return [];
  const need = markers.spaceless ? SHARED_PAIRS : SHARED_WORDS;
  const stopped: string[] = [];
  for (const sentence of lines) {
    for (const clause of sentence.clauses) {
      // A clause that negates nothing, in a sentence that does, may say the negation elsewhere.
      if (clause.units.size === 0 || (!clause.negated && sentence.negated)) continue;
      const posts = nearest(clause, sourceClauses(source), need);
      if (posts.length === 0) continue;
      const turned = clause.negated
        ? posts.every((post) => !post.negated) &&
          posts.some((post) => clause.verbs.some((verb) => markers.holdsVerb(post.text, verb)))
        : WITHOUT[lang]?.test(clause.text) !== true &&
          posts.every((post) => post.negated) &&
          posts.some((post) => post.verbs.some((verb) => markers.holdsVerb(clause.text, verb)));
      if (turned) stopped.push(clause.text);
    }
  }
  return stopped;
}
