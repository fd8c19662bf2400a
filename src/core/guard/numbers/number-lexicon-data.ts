/**
 * The shape of src/core/guard/numbers/number-lexicons.json: each language's number words as the guard reads
 * them (number-words.ts), made from n2words' spellings by scripts/number-lexicons.ts (a test fails
 * when the file no longer matches what n2words gives). Words are folded as fold-word.ts folds.
 */
export interface LexiconData {
  /** The n2words modules (and options) the words come from. */
  from: string[];
  /** Words keep their marks (Vietnamese tones, Indic vowel signs, Hangul). */
  marked: boolean;
  /** Written in Latin letters, as other languages' everyday words are. */
  latin: boolean;
  /** 0 to 99, the hundreds alone, and the groups heads and units do not make: their values. */
  groups: Record<string, number>;
  /** What stands before a unit in 101 to 999 ("two hundred ", "zweihundert", "مائة و"). */
  heads: Array<[string, number]>;
  /** Every word of a group, head, scale, glue or ordinal. */
  words: string[];
  /** Words that multiply what comes before them: "thousand", "millones", "lakh", "тысячи". */
  scales: Record<string, number>;
  /** Scale words that are the whole number alone, for 1 × the scale ("mil", "tysiąc", "만"). */
  bare: string[];
  /**
   * Scales written before their count, where a language puts them there (Swahili "elfu mbili",
   * two thousand; "milioni mbili elfu mia tano", 2,500,000); absent elsewhere.
   */
  leadingScales?: Record<string, number>;
  /** Words that are one (or two…) only before a scale: "a" of "a million", "ein", "két". */
  prefixes: Record<string, number>;
  /** One-word numbers from 1,000 up that are no group and scale ("ألفان", "seribu"). */
  large: Record<string, number>;
  /** Words between a scale and the group after it ("and", "y", "lẻ"), or a group and its scale. */
  glue: string[];
  /** Glue written onto the next word (Arabic and Hebrew "و"/"ו"). */
  gluePrefixes: string[];
  /** The ordinals 1 to 100 and 1000 ("third", "vigésimo primero"). */
  ordinals: Record<string, number>;
  /** Words that are numbers only inside a longer one ("one", "un", "neuf", "hundred"). */
  weak: string[];
  /** Scales written inside one word ("zweitausend", "이천"), longest first; none where spaced. */
  joinedScales: string[];
  /** The most words a group or an ordinal takes. */
  maxWords: number;
}

export interface NumberLexiconFile {
  lexicons: Record<string, LexiconData>;
  /** The languages in which a word may begin a number or an ordinal, by word. */
  index: Record<string, string[]>;
}
