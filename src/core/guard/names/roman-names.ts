/**
 * Names across scripts (issue 44 item 5, docs/decisions/012): a translated line writes the
 * source's names in Latin letters ("Ivan Morozov" of "Иван Морозов", "Virat Kohli" of "विराट
 * कोहली", "Moscow" of "Москва"). The any-ascii package transliterates every script to ASCII; a
 * line's name is the source's when both spell the same consonants, as transliterations differ in
 * their vowels and digraphs ("CSKA" and any-ascii's "TsSKA", "Moskva" and "Moscow", "Lvovi" and
 * "Lviv"). Where a script writes no vowels (Arabic, Hebrew), "w" and "v" are often vowels too: a
 * second key drops them ("'bwdhby" and "Abu Dhabi"). Chinese and Korean romanise by syllables run
 * together ("BeiJingDaXing"): a name is looked for inside them.
 */
import anyAscii from 'any-ascii';
import { oncePer } from '../once-per-source.ts';

/**
 * A word in Latin letters as heard: any-ascii's spelling, its consonants brought together ("sh",
 * "zh" as "s"; "kh", "ch", "c", "q", "g" as "k"; "w" as "v"), vowels kept. consonantKeys drops
 * the vowels; short-latin-spellings.ts keeps their places.
 */
export function heardLetters(word: string): string {
  return (
    anyAscii(word)
      .toLowerCase()
      .replace(/[^a-z]+/g, '')
      .replace(/shch|sch|sh|zh/g, 's')
      .replace(/kh|gh|ch|ck|ts|tz|[cqg]/g, 'k')
      .replace(/ph/g, 'f')
      .replace(/th/g, 't')
      .replace(/dh/g, 'd')
      .replace(/x/g, 'ks')
      .replace(/z/g, 's')
      .replace(/w/g, 'v')
      // Devanagari's nasal sign is "m" or "n" as the next letter has it ("imdiyms", "Indians").
      .replace(/m/g, 'n')
  );
}

/** Two keys of a word's consonants: with its "v"/"w" and without them. */
export function consonantKeys(word: string): [string, string] {
  const ascii = heardLetters(word).replace(/[aeiouyjh]+/g, '');
  const collapse = (text: string) => text.replace(/(.)\1+/g, '$1');
  return [collapse(ascii), collapse(ascii.replace(/v/g, ''))];
}

/**
 * Whether two keys spell one name: the same, one (of four letters or more) the other but its last
 * letter, or (of five or more) one letter more, less or other.
 */
function sameKey(a: string, b: string): boolean {
  if (a === b) return a.length >= 2;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 4 || long.length - short.length > 1) return false;
  if (long.startsWith(short)) return true;
  if (short.length < 5) return false;
  // One letter more, less or other: "ptrsbrg" (Petersburg) and "ptrbrg" (Peterburge).
  let at = 0;
  while (at < short.length && short[at] === long[at]) at++;
  const rest = short.length === long.length ? short.slice(at + 1) : short.slice(at);
  return long.slice(at + 1) === rest;
}

/** A source's names as the romanised keys a translated line is checked against. */
interface RomanSource {
  keys: Array<[string, string]>;
  /**
   * Each word's letters, and each two words' joined, as any-ascii spells them: a name so spelled
   * is the source's however few its consonants ("EMY" of "ΕΜΥ", "Hanoi" of "Hà Nội").
   */
  spelled: Set<string>;
  /** Syllable scripts' romanisation, run together in lower case ("beijingdaxingjichang"). */
  runs: string;
  /** The runs with their voiced and voiceless consonants read alike (`unvoiced`). */
  unvoiced: string;
}

/**
 * Letters with a voiced consonant read as its voiceless one, "l" as "r": Hangul writes a loanword's
 * first "t" with the letter any-ascii spells "d" ("dokyo" of 도쿄, Tokyo), "k" with "g", "p" with "b".
 */
const unvoiced = (letters: string) =>
  letters.replace(/d/g, 't').replace(/g/g, 'k').replace(/b/g, 'p').replace(/l/g, 'r');

/**
 * A Russian or Ukrainian noun's case endings ("Сергеем", "Волковым", "Лукаса"): a translation
 * names the person in the nominative ("Sergei Volkov"), the stem before the ending.
 */
const SLAVIC_CASE = /^(\p{Script=Cyrillic}{3,}?)(?:ым|ем|ом|ой|ою|ей|ого|ому|а|я|у|ю|е|ы|и)$/u;

const LETTERS = /[\p{L}\p{M}]+/gu;
/** A Cyrillic adjective made of a name ("Пулков-ской", "Москов-ского", "Львів-ської"): its stem. */
const SLAVIC_ADJECTIVE = /^(\p{Script=Cyrillic}{3,})(?:ськ|ск)\p{Script=Cyrillic}{0,3}$/u;

/** A word's letters as any-ascii spells them, in lower case ("Hà Nội": "hanoi"). */
const asciiLetters = (word: string) =>
  anyAscii(word)
    .toLowerCase()
    .replace(/[^a-z]+/g, '');
/** Scripts any-ascii romanises by syllables run together. */
const SYLLABLES = /[\p{Script=Han}\p{Script=Hangul}]/u;

const romanSource = /* @__PURE__ */ oncePer((source: { readonly text: string }): RomanSource => {
  const words = source.text.match(LETTERS) ?? [];
  const keys: Array<[string, string]> = [];
  const spelled = new Set<string>();
  words.forEach((word, index) => {
    keys.push(consonantKeys(word));
    // A name of two words written as one ("Abu Dhabi", "Tel Aviv"): the pair joined.
    const next = words[index + 1];
    if (next !== undefined) keys.push(consonantKeys(`${word}${next}`));
    spelled.add(asciiLetters(word));
    if (next !== undefined) spelled.add(asciiLetters(`${word}${next}`));
    // A place's adjective in Russian and Ukrainian ("Пулковской обсерватории", "Львівської"): a
    // translation names the place ("Pulkovo Observatory", "Lviv"), the stem before "-ск-".
    const stem = SLAVIC_ADJECTIVE.exec(word)?.[1];
    if (stem) keys.push(consonantKeys(stem));
    const declined = SLAVIC_CASE.exec(word)?.[1];
    if (declined) keys.push(consonantKeys(declined));
    // Arabic's article joined to its noun ("القاهرة" is "lqhrh"): the noun alone too, also behind
    // the one-letter words written onto it ("بالرياض" in Riyadh, "والقاهرة", "للرياض").
    const noun = /^\p{Script=Arabic}/u.test(word) && /^(?:[وفبكل]?ال|لل)(.+)$/u.exec(word)?.[1];
    if (noun) keys.push(consonantKeys(noun));
  });
  const runs = words
    .filter((word) => SYLLABLES.test(word))
    .map((word) =>
      anyAscii(word)
        .toLowerCase()
        .replace(/[^a-z]+/g, ''),
    )
    .join(' ');
  return { keys, spelled, runs, unvoiced: unvoiced(runs) };
});

/** Whether a line's name (a word or a phrase, in Latin letters) is one of the source's, romanised. */
export function romanSupported(name: string, source: { readonly text: string }): boolean {
  const roman = romanSource(source);
  const [kept, dropped] = consonantKeys(name);
  // Without "v"/"w" where the source's word writes one (an abjad's vowel) or the name's is a "w"
  // a script writes as a vowel ("Wembley" of "Уэмбли"): "Varun" is not "Rohan" without its "v".
  const vowelled = !/v/.test(asciiLetters(name));
  if (
    roman.keys.some(([a, b]) => sameKey(kept, a) || ((a !== b || vowelled) && sameKey(dropped, b)))
  ) {
    return true;
  }
  const letters = asciiLetters(name);
  if (letters.length >= 3 && roman.spelled.has(letters)) return true;
  return (
    letters.length >= 4 &&
    (roman.runs.includes(letters) || roman.unvoiced.includes(unvoiced(letters)))
  );
}

/** Scripts whose any-ascii spelling is the one translations write names in, letter by letter. */
const SPELLED =
  /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Georgian}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}]/gu;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** How the source is written, for a translated line's names. */
export type SourceSpelling = 'latin' | 'spelled' | 'other' | 'japanese';

/**
 * 'spelled' where most of the source's letters are of a script romanised letter by letter
 * (Cyrillic, Greek, Indic…): its names are those of its translation; 'japanese' where kana show
 * Japanese, whose kanji any-ascii reads as Chinese ("阪神" as "BanShen", not "Hanshin"); 'other' for
 * the rest not in Latin letters (Arabic, Hebrew, Chinese, Korean: only a place is read through
 * them, a translation's other capitals being its own words' as often).
 */
export const sourceSpelling = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): SourceSpelling => {
    return spellingOf(source.text);
  },
);

function spellingOf(text: string): SourceSpelling {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  const latin = (text.match(/\p{Script=Latin}/gu) ?? []).length;
  if (letters === 0 || latin * 2 >= letters) return 'latin';
  if (KANA.test(text)) return 'japanese';
  return (text.match(SPELLED) ?? []).length * 2 >= letters ? 'spelled' : 'other';
}
