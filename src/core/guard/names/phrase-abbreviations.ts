/**
 * A short name a line makes of a name the source spells out in words, some in lower case (issue 44,
 * h244): its initials ("la Bce" of "Banca centrale europea", "il Cdm" of "Consiglio dei
 * ministri", "la Oms" of "Organización Mundial de la Salud", "НБУ" of "Національний банк
 * України") or its words' first syllables run together, as Russian, Ukrainian and Indonesian
 * write an office's name ("Госдума" of "Государственная дума", "Минздрав" of "Министерство
 * здравоохранения", "Мінфін" of "Міністерство фінансів", "Kemenkeu" of "Kementerian
 * Keuangan"). capital-runs.ts reads initials of a run of capitals only; the names reader's stems
 * want most of the word to be one source word's start. Here the word is cut into pieces, each
 * a start of the next of the source's words in order (a short joining word, "de", "la", "и", may be
 * passed over): initials all of one letter, or syllables of two letters or more (three the first),
 * the last one declined ("Госдумы"). The name must open on a capitalised source word of four
 * letters or more, as a name's words do: "Ana" is no initials of "a nuestra amiga". A short name
 * of words the source does not write in that order ("Совфед" of a post about the Duma, "Pemkot"
 * of "Pemerintah Kabupaten") is still new.
 */
import { oncePer } from '../once-per-source.ts';
import { opensCompoundHalf } from './compound-initials.ts';
import { isDeclinedWord } from './declined-last-words.ts';

/** The most pieces a short name is read in, and the longest word read as one. */
const MOST_PIECES = 4;
const LONGEST = 14;
/** A word a name's letters may pass over ("de", "la", "dei", "и"): three letters at most. */
const JOINING = 3;

interface Word {
  readonly lower: string;
  readonly capital: boolean;
}

interface SourceWords {
  readonly words: readonly Word[];
  /** Where a capitalised word of four letters or more stands, by its first letter. */
  readonly openings: ReadonlyMap<string, readonly number[]>;
}

/** The source's words in order, lower-cased, and where each letter opens a name's first word. */
const sourceWords = /* @__PURE__ */ oncePer((source: { readonly text: string }): SourceWords => {
  // "Sunday's" is one word: its "s" is no joining word to pass over.
  const words: Word[] = [];
  const openings = new Map<string, number[]>();
  // No capitalised word of four letters, no name to spell out: a long text of figures and
  // lower-case words is not walked word by word (issue 44 item 7's worst sources).
  if (!/\p{Lu}[\p{L}\p{M}]{3}/u.test(source.text)) return { words, openings };
  for (const [written] of source.text
    .normalize('NFC')
    .matchAll(/[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu)) {
    // "L'Organisation mondiale", "dell'Agenzia": the name opens after its elided article (h270).
    const word = written.replace(/^\p{L}{1,4}['’](?=\p{Lu})/u, '');
    const lower = word.toLowerCase();
    const capital = /^\p{Lu}/u.test(word);
    if (capital && lower.length >= 4) {
      const first = lower[0] as string;
      const list = openings.get(first);
      if (list) list.push(words.length);
      else openings.set(first, [words.length]);
    }
    words.push({ lower, capital });
  }
  return { words, openings };
});

/**
 * Whether `rest` (what is left of the short name) is read from the source's words from `at` on:
 * pieces of `size` letters (1: initials) or of two letters or more (size 0: syllables).
 */
function readsFrom(
  rest: string,
  words: readonly Word[],
  at: number,
  size: number,
  pieces: number,
  passed = 0,
): boolean {
  if (rest === '') return pieces >= 2;
  if (pieces >= MOST_PIECES || at >= words.length) return false;
  const word = (words[at] as Word).lower;
  // A joining word passed over, between two of the name's pieces; two in a row at most ("de la").
  if (
    pieces > 0 &&
    passed < 2 &&
    word.length <= JOINING &&
    readsFrom(rest, words, at + 1, size, pieces, passed + 1)
  ) {
    return true;
  }
  // "Нацбанку" of "Національний банк": the last word whole, a case ending of two letters after it.
  if (size !== 1 && pieces > 0 && word.length >= 3 && isDeclinedWord(rest, word)) return true;
  const longest = size === 1 ? 1 : Math.min(word.length, rest.length);
  const shortest = size === 1 ? 1 : pieces === 0 ? 3 : 2;
  for (let length = longest; length >= shortest; length--) {
    const piece = rest.slice(0, length);
    const opens = word.startsWith(piece);
    // The name's last piece declined: "думы" of "дума", three letters of the word's start kept.
    const declined =
      size !== 1 && length === rest.length && length >= 4 && word.startsWith(piece.slice(0, -1));
    if ((opens || declined) && readsFrom(rest.slice(length), words, at + 1, size, pieces + 1)) {
      return true;
    }
    // "MÁV" of "Magyar Államvasutak": the last initial opens the compound's half (compound-initials.ts).
    if (size === 1 && opens && pieces >= 1 && rest.length === 2) {
      if (opensCompoundHalf(word, rest[1] as string)) return true;
    }
  }
  return false;
}

/** Whether a line's capitalised `word` is initials or syllables of a name the source spells out. */
export function abbreviatesSourcePhrase(word: string, source: { readonly text: string }): boolean {
  const lower = word.normalize('NFC').toLowerCase();
  if (!/^\p{L}{2,}$/u.test(lower) || lower.length > LONGEST) return false;
  // Initials of two letters are written in capitals ("ЦБ"): "St" is a word's clipping, not
  // "Sunday's Twin"'s initials.
  const initials = lower.length <= 6 && (lower.length > 2 || /^\p{Lu}+$/u.test(word));
  const { words, openings } = sourceWords(source);
  // Only a capitalised word of four letters or more opens a name spelled out.
  for (const at of openings.get(lower[0] as string) ?? []) {
    if (initials && readsFrom(lower, words, at, 1, 0)) return true;
    if (readsFrom(lower, words, at, 0, 0)) return true;
  }
  return false;
}
