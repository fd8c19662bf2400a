/**
 * A source's long name clipped to its start (h300): "Juve" of "Juventus", "Samp" of "Sampdoria",
 * "Depor" of "Deportivo", "Inter" of "Internazionale". Sports cards shorten clubs so; the names
 * reader took only "the Fed" of "Federal Reserve" (people-words.ts), so "Arrivato dalla Juve nel
 * 2022" of a post's "arrivato dalla Juventus" was stopped as a new name. A clipped name is a
 * capitalised word of four or five letters that opens a capitalised source word at least three
 * letters longer, where what is cut off is no ending a person's name takes on another's
 * ("Robert" of "Robertson", "Hans" of "Hansen", "Martin" of "Martinez", "Petr" of "Petra" stay
 * new people).
 */
import { oncePer } from '../once-per-source.ts';

/** What a source's capitalised words are read as: every start they may be clipped to. */
interface ClipSource {
  readonly text: string;
}

const CAPITALISED = /(?<![\p{L}\p{M}])\p{Lu}[\p{Ll}\p{M}]{6,29}(?![\p{L}\p{M}])/gu;

/**
 * Endings that make one name of another (patronymics, feminine and Latin forms): a word that
 * stops before one is another person's name, not a clipping.
 */
const NAME_ENDING =
  /^(?:s?s[oe]n|s|z|ez|es|is|as|us|os|er|ers|el|en|in|ie|ić|ic|ov|ova|ev|eva|ski|ska|sky|a|e|i|o|y|ia|io|ina|ino|ini|ette|elle|ella|ello|ini|ke|je|ek)$/u;

/**
 * Fewest and most letters of a clipped name, and fewest cut off: a clipping is short ("Juve",
 * "Depor", "Inter"); a longer start is likelier another name made into this one ("Oxford" of
 * "Oxfordshire", "Birming" none).
 */
const SHORTEST = 4;
const LONGEST = 5;
const CUT = 3;

/** Each capitalised source word's starts (lower case), with what each cuts off. */
const sourceClips = /* @__PURE__ */ oncePer((source: ClipSource): ReadonlyMap<string, string[]> => {
  const clips = new Map<string, string[]>();
  for (const [word] of source.text.matchAll(CAPITALISED)) {
    const lower = word.toLowerCase();
    for (let length = SHORTEST; length <= Math.min(LONGEST, lower.length - CUT); length++) {
      const start = lower.slice(0, length);
      const cut = clips.get(start) ?? [];
      cut.push(lower.slice(length));
      clips.set(start, cut);
    }
  }
  return clips;
});

/** Whether `word`, a line's capitalised word, is a source name clipped to its start. */
export function isClippedSourceWord(word: string, source: ClipSource): boolean {
  const letters = [...word].length;
  if (letters < SHORTEST || letters > LONGEST || !/^\p{Lu}\p{Ll}+$/u.test(word)) return false;
  const cuts = sourceClips(source).get(word.toLowerCase());
  return cuts?.some((cut) => !NAME_ENDING.test(cut)) === true;
}
