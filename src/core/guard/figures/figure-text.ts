/**
 * What the figure readers read a text with (figure-quantities.ts and the readers it calls): its
 * tokens and runs of words, whether it is a source or a line, and the languages to read it in.
 */
import type { Token } from './figure-tokens.ts';

/** What a reading of a text needs: its tokens, its words in runs, and the languages to read. */
export interface FigureText {
  text: string;
  tokens: readonly Token[];
  /** For each word token, where its run of words joined by spaces or hyphens ends. */
  runEnds: Int32Array;
  /** A source (read loosely: every word, every lexicon) or a line (read strictly). */
  source: boolean;
  /** Languages read whole; `restricted()` ones only in words of four letters or more. */
  full: ReadonlySet<string>;
  /** Languages other than English whose month names are read (calendar-names.ts). */
  calendarLangs: readonly string[];
  /** Made on first need: a line's own language is looked for only when a word may need it. */
  restricted: () => ReadonlySet<string>;
  /** The source's: keys its figures hold besides the figures' own (loosening). */
  keys: Set<string>;
  /** The source's: languages of the restricted lexicons its number words were read in. */
  evidence: Set<string>;
  /** Also words that are numbers only inside a longer one ("one", "un"): a source's are. */
  everyWord: boolean;
  /** A line's: true when it is written in a language of the 24-hour clock (asked on need). */
  twentyFour?: () => boolean;
}
