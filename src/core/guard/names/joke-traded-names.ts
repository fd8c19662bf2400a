/**
 * A Troll or Meme line that trades two of the post's names (round thirty-six): "Trenitalia conferma
 * tutti i treni ..., Italo no" of "Trenitalia garantisce le Frecce ... Italo conferma tutti i suoi
 * collegamenti". Both names are the post's, so no names reader sees a change; but a word the post
 * writes once, right beside one of its names, set on the same side of another of its names, while
 * the line names the first one elsewhere and sets the second beside none of its own words, trades
 * who did what. Read only so: a deed's word beside another name where the post's doer is not in
 * the line ("Mbappé marcando" of "Lewandowski marcó ... Mbappé descontó"; a team for its scorer,
 * "o Sporting reduz" of "Viktor Hald reduziu"), or on the other side of it (a side beaten, "zdolal
 * Košice" of "Slovan Bratislava zdolal"), stopped faithful jokes; so "Гусев с дублем" of "Дубль
 * оформил Кузнецов" is not read.
 */
import { isCommonWord } from '../words/common-words.ts';
import type { NameSource } from './claim-names.ts';

/** The letters a declined or conjugated word keeps of its stem ("дублем", "Дубль"). */
const STEM = 4;
/** What ends a clause: a deed's word past it is another clause's. */
const CLAUSE_END = /[,.;:!?…—–()«»"“”]|\s-\s/u;
const WORD = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;
/** A name in letters of both cases: an acronym (a team, "ЦСКА") stands beside a game's every word. */
const CAPITALISED = /^\p{Lu}\p{Ll}/u;

const stemOf = (word: string) => word.toLowerCase().slice(0, STEM);

/** Each clause's words, in order. */
const clausesOf = (text: string) =>
  text.split(CLAUSE_END).map((clause) => clause.match(WORD) ?? []);

interface Pair {
  readonly name: string;
  /** The word beside the name and its side: "+conf" after it, "-conf" before it. */
  readonly word: string;
  readonly written: string;
}

/** Pairs of a capitalised word and the word right beside it, as stems: who stands beside what. */
function pairsOf(text: string, lang: string): Pair[] {
  const pairs: Pair[] = [];
  for (const words of clausesOf(text)) {
    words.forEach((name, at) => {
      if (!CAPITALISED.test(name) || name.length < 3 || isCommonWord(name, lang)) return;
      for (const side of [-1, 1]) {
        const word = words[at + side];
        if (word === undefined || word.length < STEM) continue;
        pairs.push({
          name: stemOf(name),
          word: `${side > 0 ? '+' : '-'}${stemOf(word)}`,
          written: name,
        });
      }
    });
  }
  return pairs;
}

/** The post's names the line sets beside a deed's word the post gives another of its names. */
export function jokeTradedNames(line: string, source: NameSource): string[] {
  const lang = source.langs[0] ?? 'en';
  const theirs = pairsOf(source.text, lang);
  const ours = pairsOf(line, lang);
  const postNames = new Set(theirs.map((pair) => pair.name));
  // A word the post writes once: beside one doer, not a word of the whole post.
  const count = new Map<string, number>();
  for (const word of source.text.match(WORD) ?? []) {
    count.set(stemOf(word), (count.get(stemOf(word)) ?? 0) + 1);
  }
  const lineStems = new Set((line.match(WORD) ?? []).map(stemOf));
  const beside = (pairs: readonly Pair[], name: string, word: string) =>
    pairs.some((pair) => pair.name === name && pair.word === word);
  const traded: string[] = [];
  for (const { name, word, written } of ours) {
    if (!postNames.has(name) || count.get(word.slice(1)) !== 1) continue;
    if (beside(theirs, name, word)) continue;
    // The name beside its own word of the post too ("14 yaşında Türkiye şampiyonu"): not traded.
    if (ours.some((pair) => pair.name === name && beside(theirs, name, pair.word))) continue;
    const doers = theirs.filter((pair) => pair.word === word && pair.name !== name);
    if (doers.length === 0) continue;
    // The post's doer named in the line too, and not beside its word there: the two traded.
    const named = (doer: Pair) => lineStems.has(doer.name);
    if (!doers.some(named) || doers.some((doer) => beside(ours, doer.name, word))) continue;
    if (!traded.includes(written)) traded.push(written);
  }
  return traded;
}
