/**
 * Two of the source's names traded between a clause's doer and its object, where no capital tells
 * a name and a particle or the verb's place tells the roles (h264, docs/decisions/012): "일본이
 * 한국을 이겼다" of "한국이 일본을 3대 1로 이겼다", "ドイツが日本に勝った" of "日本代表がドイツに
 * 2対1で勝った", "بھارت نے پاکستان کو ... ہرا دیا" of "پاکستان نے بھارت کو ...", "上海申花击败北京
 * 国安" of "北京国安2比1击败上海申花". The line keeps every word of the source; only who did what to
 * whom moved, which no reader of new words sees.
 *
 * Stopped: in Korean, Japanese and Urdu, a word the line marks as the doer ("이", "が", "نے") that
 * the source marks as the object ("을", "に", "کو") of a clause with the same verb, and a word the
 * line marks as the object that the source has in that clause's doer; in Chinese, two words on
 * either side of a verb the source writes (two characters or more) that stand on its other sides
 * in the source. Not where the verb is one two sides do together ("会见", "만났다", met), nor a Chinese
 * passive ("被"): there the order tells no doer. A faithful line that turns the verb ("졌다", lost;
 * "负于") keeps no verb of the source's and is not read.
 */

import { segmentsOf } from '../../segments-of.ts';
import { joinedHanSingles } from '../names/joined-han-singles.ts';
import { commonestWords } from '../words/uncased-words.ts';

type Role = 'doer' | 'object';
/** A clause's words, with the role a particle gives the phrase each word ends. */
interface Clause {
  words: string[];
  roles: (Role | undefined)[];
  /** The words after the clause's last particle: its verb. */
  verb: string[];
}

/** Korean particles on a word's end: the doer's (subject, topic) and the object's. */
const KOREAN_DOER = /^(\p{Script=Hangul}{2,})(?:이|가|은|는|께서)$/u;
const KOREAN_OBJECT = /^(\p{Script=Hangul}{2,})(?:을|를|에게|한테)$/u;
/** Japanese particles after a word, and Urdu's postpositions after one. */
const MARKERS: Record<string, { doer: ReadonlySet<string>; object: ReadonlySet<string> }> = {
  ja: { doer: new Set(['が', 'は']), object: new Set(['を', 'に']) },
  ur: { doer: new Set(['نے']), object: new Set(['کو']) },
};
/** Chinese verbs two sides do together, and the passive's words: their order tells no doer. */
const TOGETHER =
  /^(?:会见|会晤|会谈|对阵|对战|迎战|对决|交锋|交手|合作|签约|签署|结婚|通话|握手|联手|比赛|战平|打平|相遇|同|和|与|跟)$/u;
/** Korean and Japanese verbs two sides do together ("만났다", met; "会談した"): no doer told. */
const TOGETHER_VERB = /^(?:만나|만났|회담|회동|통화|결혼|대결|맞붙|会|会談|面会|結婚|対戦|握手)/u;
const PASSIVE = /[被遭让叫]/u;
/** Aspect particles between a verb and its object ("击败了"). */
const ASPECT = /^[了过着]$/u;
const CLAUSE_END = /[.!?。！？;；,，、،؛۔\n]/u;
const LANGS = /^(?:ko|ja|ur|zh)$/u;
/** Chinese: a side's word is none of the list's commonest words (its grammar, verbs, nouns). */
const COMMON_RANK = 3000;
const segmenters = /* @__PURE__ */ new Map<string, Intl.Segmenter>();

/** A text's clauses' words: the segmenter's in Chinese and Japanese, spaces' elsewhere. */
function clauseWords(text: string, lang: string): string[][] {
  return text
    .split(CLAUSE_END)
    .map((clause) => {
      if (lang !== 'ja' && lang !== 'zh') return clause.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
      let segmenter = segmenters.get(lang);
      if (!segmenter) {
        segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
        segmenters.set(lang, segmenter);
      }
      const words = [...segmentsOf(segmenter, clause)]
        .filter((s) => s.isWordLike)
        .map((s) => s.segment);
      // "王 | 强": a person's name cut into its characters is one word again (joined-han-singles.ts).
      return lang === 'zh' ? joinedHanSingles(words) : words;
    })
    .filter((words) => words.length > 1);
}

/** A clause read for its particles: each marked word's role, and the words of its verb. */
function marked(words: string[], lang: string): Clause {
  const roles: (Role | undefined)[] = words.map(() => undefined);
  let last = -1;
  if (lang === 'ko') {
    const stems = words.map((word, at) => {
      const doer = KOREAN_DOER.exec(word);
      const object = doer ? null : KOREAN_OBJECT.exec(word);
      if (doer || object) {
        roles[at] = doer ? 'doer' : 'object';
        last = at;
      }
      return doer?.[1] ?? object?.[1] ?? word;
    });
    return { words: stems, roles, verb: stems.slice(last + 1) };
  }
  const { doer, object } = MARKERS[lang] as (typeof MARKERS)[string];
  words.forEach((word, at) => {
    if (at === 0) return;
    if (doer.has(word)) roles[at - 1] = 'doer';
    else if (object.has(word)) roles[at - 1] = 'object';
    else return;
    last = at;
  });
  return { words, roles, verb: words.slice(last + 1) };
}

/** The words of the phrase a particle at `at` ends: back to the clause's start or the last one. */
function phrase(clause: Clause, at: number): string[] {
  let from = at;
  while (from > 0 && clause.roles[from - 1] === undefined) from--;
  return clause.words.slice(from, at + 1);
}

/** Whether the two clauses' verbs share a word that is no particle. */
function sameVerb(a: Clause, b: Clause): boolean {
  return a.verb.some((word) => !/^\p{Script=Hiragana}+$/u.test(word) && b.verb.includes(word));
}

/** Korean, Japanese, Urdu: the line's doers the source's clause of that verb has as its object. */
function particleTrades(line: string[][], source: string[][], lang: string): string[] {
  const theirs = source.map((words) => marked(words, lang));
  const found: string[] = [];
  for (const words of line) {
    const mine = marked(words, lang);
    if (mine.verb.length === 0 || mine.verb.some((word) => TOGETHER_VERB.test(word))) continue;
    const doers = mine.words.filter((_, at) => mine.roles[at] === 'doer');
    const objects = mine.words.filter((_, at) => mine.roles[at] === 'object');
    for (const clause of theirs) {
      if (!sameVerb(mine, clause)) continue;
      const role = (word: string, wanted: Role) =>
        clause.words.some((one, at) => clause.roles[at] === wanted && one === word);
      const within = (word: string, wanted: Role) =>
        clause.roles.some((one, at) => one === wanted && phrase(clause, at).includes(word));
      for (const doer of doers) {
        if (!role(doer, 'object') || within(doer, 'doer')) continue;
        if (objects.some((object) => object !== doer && within(object, 'doer'))) found.push(doer);
      }
    }
  }
  return found;
}

/** Chinese: the words on one side of a shared verb that stand on its other side in the source. */
function verbTrades(line: string[][], source: string[][]): string[] {
  // The commonest words are verbs' and nouns' ("会议", meeting), moved round a verb as often.
  const grammar = commonestWords('zh', COMMON_RANK);
  const named = (word: string) =>
    /^\p{Script=Han}{2,}$/u.test(word) && !grammar.has(word) && !TOGETHER.test(word);
  const found: string[] = [];
  for (const words of line) {
    if (words.some((word) => PASSIVE.test(word) || TOGETHER.test(word))) continue;
    words.forEach((verb, at) => {
      if (!named(verb)) return;
      // A verb takes its object right after it ("击败了李明"); a noun in "在决赛中" does not, and
      // read as a verb it would trade the names a converse verb ("负于") rightly turns (h282).
      const next = words.slice(at + 1).find((word) => !ASPECT.test(word));
      if (next === undefined || !named(next)) return;
      const before = words.slice(0, at).filter(named);
      const after = words.slice(at + 1).filter(named);
      for (const theirs of source) {
        const place = theirs.indexOf(verb);
        if (place < 0 || theirs.some((word) => PASSIVE.test(word) || TOGETHER.test(word))) continue;
        const left = theirs.slice(0, place);
        const right = theirs.slice(place + 1);
        const moved = before.filter((word) => right.includes(word) && !left.includes(word));
        const back = after.some((word) => left.includes(word) && !right.includes(word));
        if (moved.length > 0 && back) found.push(...moved);
      }
    });
  }
  return found;
}

interface Source {
  readonly text: string;
  readonly langs: readonly string[];
}
const sourceClauses = /* @__PURE__ */ new WeakMap<Source, string[][]>();

/** The line's words that trade the source's doer and object (see the file's comment). */
export function markedRoleTrades(line: string, source: Source): string[] {
  const lang = source.langs[0] ?? '';
  if (!LANGS.test(lang)) return [];
  const mine = clauseWords(line, lang);
  // The trigger: a doer's and an object's particle in one of the line's clauses, or (Chinese) a
  // clause of three words or more; else the source is not read.
  const roles = (words: string[]) => marked(words, lang).roles;
  const read = (words: string[]) =>
    lang === 'zh'
      ? words.length >= 3
      : roles(words).includes('doer') && roles(words).includes('object');
  if (!mine.some(read)) return [];
  let theirs = sourceClauses.get(source);
  if (!theirs) {
    theirs = clauseWords(source.text, lang);
    sourceClauses.set(source, theirs);
  }
  const found = lang === 'zh' ? verbTrades(mine, theirs) : particleTrades(mine, theirs, lang);
  return [...new Set(found)];
}
