/**
 * Number words in the languages people write (docs/decisions/012), read from number-lexicons.json,
 * which scripts/number-lexicons.ts makes from n2words' spellings and the little n2words cannot
 * give (scripts/number-glue.ts). A number is read as its groups (0 to 999) and scales, the way n2words writes it: "two
 * million three hundred thousand", "dos mil quinientos", "zweiundvierzigtausend", "사만 이천",
 * "ألفان وخمسمائة". Each language's words are made into maps on first use.
 */
import { foldWord } from '../words/fold-word.ts';
import type { LexiconData, NumberLexiconFile } from './number-lexicon-data.ts';
import lexiconFile from './number-lexicons.json' with { type: 'json' };

const DATA = lexiconFile as unknown as NumberLexiconFile;

/** The languages of a lexicon file. */
const languagesOf = (file: NumberLexiconFile): readonly string[] => Object.keys(file.lexicons);

/**
 * The languages whose number words the guard reads. (Read through a pure call, so that a bundle
 * that never reads number words, the web app's, leaves the lexicons out.)
 */
export const NUMBER_WORD_LANGUAGES: readonly string[] = /* @__PURE__ */ languagesOf(DATA);

export interface Lexicon {
  readonly lang: string;
  /** The locales of the n2words modules its words come from ("sr-Latn-RS", "sr-Cyrl-RS"). */
  readonly locales: readonly string[];
  /** Words keep their marks (Vietnamese tones, Devanagari vowel signs, Hangul). */
  readonly marked: boolean;
  /** Written in Latin letters: its words may be everyday words of another Latin-script language. */
  readonly latin: boolean;
  /** 0 to 99, the hundreds alone, and what heads and units do not make. */
  readonly groups: ReadonlyMap<string, number>;
  /** What stands before a unit in 101 to 999, with its value. */
  readonly heads: ReadonlyArray<readonly [string, number]>;
  /** Every word of a group, scale, glue or ordinal: how far a run of words may be a number. */
  readonly words: ReadonlySet<string>;
  readonly scales: ReadonlyMap<string, number>;
  /** Scales written before their count ("elfu mbili"): empty in most languages. */
  readonly leading: ReadonlyMap<string, number>;
  readonly bare: ReadonlySet<string>;
  readonly prefixes: ReadonlyMap<string, number>;
  readonly large: ReadonlyMap<string, number>;
  readonly glue: ReadonlySet<string>;
  readonly gluePrefixes: readonly string[];
  readonly ordinals: ReadonlyMap<string, number>;
  /** Words that are numbers only inside a longer one ("one", "un", "neuf"). */
  readonly weak: ReadonlySet<string>;
  /** Scales written inside one word ("zweitausend"), longest first; none where words are spaced. */
  readonly joinedScales: readonly string[];
  /** The most words a group or an ordinal takes. */
  readonly maxWords: number;
  /** The most letters a group takes (a head and a unit): how far a joined word's part may go. */
  readonly maxGroupChars: number;
}

const folded = /* @__PURE__ */ new Map<string, string>();
const foldedMarked = /* @__PURE__ */ new Map<string, string>();
const FOLDED_MAX = 20_000;

/** A word as `lexicon` keeps its words; words met before are folded once. */
export function wordKey(word: string, lexicon: Lexicon): string {
  const cache = lexicon.marked ? foldedMarked : folded;
  let key = cache.get(word);
  if (key === undefined) {
    key = foldWord(word, lexicon.marked);
    if (cache.size >= FOLDED_MAX) cache.clear();
    cache.set(word, key);
  }
  return key;
}

/** A lexicon's maps, from its data. */
function build(lang: string, data: LexiconData): Lexicon {
  return {
    lang,
    locales: [...new Set(data.from.map((module) => module.split(' ')[0] as string))],
    marked: data.marked,
    latin: data.latin,
    groups: new Map(Object.entries(data.groups)),
    heads: data.heads,
    words: new Set(data.words),
    scales: new Map(Object.entries(data.scales)),
    leading: new Map(Object.entries(data.leadingScales ?? {})),
    bare: new Set(data.bare),
    prefixes: new Map(Object.entries(data.prefixes)),
    large: new Map(Object.entries(data.large)),
    glue: new Set(data.glue),
    gluePrefixes: data.gluePrefixes,
    ordinals: new Map(Object.entries(data.ordinals)),
    weak: new Set(data.weak),
    joinedScales: data.joinedScales,
    maxWords: data.maxWords,
    maxGroupChars:
      Math.max(0, ...Object.keys(data.groups).map((text) => text.length)) +
      Math.max(0, ...data.heads.map(([head]) => head.length)),
  };
}

const lexicons = /* @__PURE__ */ new Map<string, Lexicon>();

/** The lexicon of `lang` (a primary language code), made on first use; undefined for none. */
export function lexiconOf(lang: string): Lexicon | undefined {
  let lexicon = lexicons.get(lang);
  const data = DATA.lexicons[lang];
  if (lexicon === undefined && data !== undefined) {
    lexicon = build(lang, data);
    lexicons.set(lang, lexicon);
  }
  return lexicon;
}

let index: Map<string, readonly string[]> | undefined;

/** The languages in which a folded word may begin a number or an ordinal. */
export function languagesOfWord(key: string): readonly string[] | undefined {
  index ??= new Map(Object.entries(DATA.index));
  return index.get(key);
}

let scaleWords: Set<string> | undefined;

/** True for a word (folded) that is a scale in some lexicon ("million", "Millionen", "lakh"). */
export function isScaleWord(key: string): boolean {
  scaleWords ??= new Set(
    Object.values(DATA.lexicons).flatMap((lexicon) => Object.keys(lexicon.scales)),
  );
  // A Hindi scale as written ("करोड़") is kept in the lexicons' one spelling ("करोड", fold-word.ts).
  return scaleWords.has(key) || scaleWords.has(foldWord(key, true));
}
