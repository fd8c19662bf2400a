/**
 * Function words (articles, pronouns, prepositions, conjunctions) of the languages whose capitals
 * mark names, from the `stopword` package's lists (MIT): a sentence's first word among them is
 * never a name put in the place of the source's ("Those shares rise" of "The shares rise", "After
 * a median 4.8 years" of "Over a median follow-up"), whatever the source has there.
 */
import {
  bul,
  deu,
  eng,
  fra,
  hrv,
  ind,
  ita,
  nld,
  nob,
  pol,
  por,
  rus,
  slk,
  spa,
  swa,
  swe,
  tgl,
  tha,
  tur,
  ukr,
  vie,
} from 'stopword';

const LISTS: Readonly<Record<string, readonly string[]>> = {
  // Round sixteen's languages: Bulgarian, Croatian, Norwegian (Bokmål, and "no" as eld answers it),
  // Slovak, Swahili and Tagalog.
  bg: bul,
  hr: hrv,
  nb: nob,
  no: nob,
  sk: slk,
  sw: swa,
  tl: tgl,
  de: deu,
  en: eng,
  es: spa,
  fr: fra,
  id: ind,
  it: ita,
  nl: nld,
  pl: pol,
  pt: por,
  ru: rus,
  sv: swe,
  tr: tur,
  uk: ukr,
  vi: vie,
  th: tha,
};

const sets = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();
/**
 * Each tag's list as it is asked ("en", "pt-BR"), null where none is kept: a word's look-up cuts
 * no tag. Tags are languages' codes, a few hundred at most; past that one is looked up each time.
 */
const byTag = /* @__PURE__ */ new Map<string, ReadonlySet<string> | null>();

function listOf(lang: string): ReadonlySet<string> | null {
  const code = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  let set = sets.get(code);
  if (!set) {
    const list = LISTS[code];
    if (!list) return null;
    set = new Set(list.map((entry) => entry.normalize('NFC').toLowerCase()));
    sets.set(code, set);
  }
  return set;
}

/** Only ASCII: already in NFC. */
const ASCII = /^[^\u0080-\uffff]*$/;

/** Whether `word` is a function word of `lang` (a BCP 47 tag; false where no list is kept). */
export function isStopWord(word: string, lang: string): boolean {
  let set = byTag.get(lang);
  if (set === undefined) {
    set = listOf(lang);
    if (byTag.size < 512) byTag.set(lang, set);
  }
  if (!set) return false;
  let answers = answered.get(set);
  if (!answers) {
    answers = new Map();
    answered.set(set, answers);
  }
  let stop = answers.get(word);
  if (stop === undefined) {
    // Most words asked are ASCII, which NFC leaves as they are: normalising each cost a card more
    // than looking it up (asked hundreds of times a card by the readers of names and figures).
    stop = set.has((ASCII.test(word) ? word : word.normalize('NFC')).toLowerCase());
    if (answers.size >= ANSWERS_KEPT) answers.clear();
    answers.set(word, stop);
  }
  return stop;
}

/**
 * Each list's answers as they were given, by the word as asked: a card's readers ask the same
 * words of the same list again and again, and one look-up costs less than a test, a lower-casing
 * and a look-up. Emptied when it grows large, so a server's years of words do not pile.
 */
const answered = /* @__PURE__ */ new Map<ReadonlySet<string>, Map<string, boolean>>();
const ANSWERS_KEPT = 20_000;
