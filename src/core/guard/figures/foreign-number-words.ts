/**
 * Another Latin-script language's number word counts in a source only where that language is
 * written around it (issue 44 item 2). A source reads every lexicon, another Latin-script one's in
 * words of four letters or more (figure-quantities.ts); with Danish's and Norwegian's lexicons an
 * English post's "Fire danger ratings" held a card's invented "four districts". A one-word number
 * of such a lexicon that is also a common word of the text's languages (common-words.ts) is read
 * only where a word near it (two on each side) is a function word of its language (the `stopword`
 * package's lists) and of none of the text's: "Vi har fire børn" in an English post is Danish
 * there; "Fire danger", "Ten Hag" are English words; "zwölf" is German wherever it stands. A
 * language with no list kept is read as before.
 */
import {
  ces,
  dan,
  deu,
  eng,
  fin,
  fra,
  hau,
  hrv,
  hun,
  ind,
  ita,
  lav,
  lit,
  msa,
  nld,
  nob,
  pol,
  por,
  ron,
  spa,
  swa,
  swe,
  tur,
  vie,
} from 'stopword';
import { isCommonWord } from '../words/common-words.ts';
import type { Token } from './figure-tokens.ts';

/** Each Latin-script lexicon's function words; Serbian's Latin ones are Croatian's. */
const LISTS: Readonly<Record<string, readonly string[]>> = {
  en: eng,
  es: spa,
  fr: fra,
  de: deu,
  pt: por,
  it: ita,
  nl: nld,
  sv: swe,
  pl: pol,
  cs: ces,
  hr: hrv,
  sr: hrv,
  ro: ron,
  hu: hun,
  fi: fin,
  tr: tur,
  id: ind,
  ms: msa,
  vi: vie,
  lt: lit,
  lv: lav,
  ha: hau,
  da: dan,
  nb: nob,
  sw: swa,
};

const sets = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();
function setOf(lang: string): ReadonlySet<string> | undefined {
  const list = LISTS[lang];
  if (list === undefined) return undefined;
  let set = sets.get(lang);
  if (set === undefined) {
    set = new Set(list.map((word) => word.toLowerCase()));
    sets.set(lang, set);
  }
  return set;
}

/** How many words on each side are looked at. */
const NEAR = 2;

/**
 * Whether the number at tokens `first` to `last` is read in `lang`: it is no common word of `own`
 * (the text's languages, English among them), or a word near it is a function word of `lang` and
 * of none of `own`.
 */
export function writtenAround(
  tokens: readonly Token[],
  first: number,
  last: number,
  lang: string,
  own: ReadonlySet<string>,
): boolean {
  const words = setOf(lang);
  if (words === undefined) return true;
  const number = tokens[first]?.text ?? '';
  let everyday = false;
  for (const one of own) everyday ||= isCommonWord(number, one);
  if (!everyday) return true;
  const near = [first - 2, first - 1, last + 1, last + 2].slice(2 - NEAR, 2 + NEAR);
  for (const at of near) {
    const token = tokens[at];
    if (token?.kind !== 'word') continue;
    const word = token.text.toLowerCase();
    if (!words.has(word)) continue;
    let theirs = true;
    for (const other of own) if (setOf(other)?.has(word)) theirs = false;
    if (theirs) return true;
  }
  return false;
}
