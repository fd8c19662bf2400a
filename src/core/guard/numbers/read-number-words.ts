/**
 * Reading a run of words as a number in one language (number-words.ts holds the words): groups of
 * 0 to 999 and the scales between them, as n2words writes them. Each call reads a bounded number
 * of words ahead, so a text's words are read in time linear in its length.
 */

import { oncePer } from '../once-per-source.ts';
import { foldWord } from '../words/fold-word.ts';
import { readLeadingScales } from './leading-scales.ts';
import {
  type Lexicon,
  languagesOfWord,
  lexiconOf,
  NUMBER_WORD_LANGUAGES,
  wordKey,
} from './number-words.ts';
import { inflectedOrdinal } from './ordinal-endings.ts';

export interface NumberRead {
  value: number;
  /** The index of the first word after the number. */
  next: number;
  /** False for a word that is a number only inside a longer one ("one", "un", "thousand"). */
  alone: boolean;
}

type Heads = ReadonlyArray<readonly [string, number]>;
const headsByFirst = /* @__PURE__ */ oncePer((lexicon: Lexicon): ReadonlyMap<string, Heads> => {
  const made = new Map<string, Array<readonly [string, number]>>();
  for (const entry of lexicon.heads) {
    const first = entry[0].charAt(0);
    const list = made.get(first);
    if (list) list.push(entry);
    else made.set(first, [entry]);
  }
  const byFirst: ReadonlyMap<string, Heads> = made;
  return byFirst;
});
const NO_HEADS: Heads = [];

/**
 * The lexicon's heads that begin with `text`'s first character, in the lexicon's order: a word
 * is tried against these only (asked for each word of each lexicon a source is read in).
 */
function headsFor(text: string, lexicon: Lexicon): Heads {
  const byFirst = headsByFirst(lexicon);
  return byFirst.get(text.charAt(0)) ?? NO_HEADS;
}

/** A group's value: one of 0 to 999 as a whole, or a head and a unit ("two hundred forty two"). */
function groupValue(text: string, lexicon: Lexicon): number | undefined {
  const whole = lexicon.groups.get(text);
  if (whole !== undefined) return whole;
  // A head is no longer than the text it begins (an empty one would be tried for every text).
  for (const [head, value] of headsFor(text, lexicon)) {
    if (text.length > head.length && text.startsWith(head)) {
      const unit = lexicon.groups.get(text.slice(head.length));
      if (unit !== undefined && unit > 0 && unit < 100) return value + unit;
    }
  }
  return undefined;
}

/** A word of the lexicon's numbers, or one with its glue written on ("وواحد"). */
const isNumberWord = (key: string, lexicon: Lexicon) =>
  lexicon.words.has(key) ||
  lexicon.gluePrefixes.some(
    (glue) => key.startsWith(glue) && lexicon.words.has(key.slice(glue.length)),
  );

/** The lexicon's one-word spellings of one ("uno", "un", "una"): a group may end on any of them. */
const oneWords = /* @__PURE__ */ oncePer((lexicon: Lexicon): readonly string[] => {
  const found = [...lexicon.groups].flatMap(([text, value]) =>
    value === 1 && !text.includes(' ') ? [text] : [],
  );
  return found;
});

/**
 * A group ending on another spelling of one than n2words writes there: "sesenta y un puntos" (one
 * shortened before a noun) is "sesenta y uno".
 */
function groupWithOne(text: string, last: string, lexicon: Lexicon): number | undefined {
  if (text === last || lexicon.groups.get(last) !== 1) return undefined;
  const head = text.slice(0, text.length - last.length);
  for (const one of oneWords(lexicon)) {
    const value = one === last ? undefined : groupValue(`${head}${one}`, lexicon);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The longest group from word `at`: "forty two" over "forty". */
function groupAt(
  words: readonly string[],
  at: number,
  lexicon: Lexicon,
  afterScale: boolean,
): { value: number; next: number } | undefined {
  let found: { value: number; next: number } | undefined;
  let text = '';
  // "ألف وخمسمائة": after a scale, the glue written onto the group's first word.
  let glue = 0;
  for (let length = 0; length < lexicon.maxWords && at + length < words.length; length++) {
    const key = wordKey(words[at + length] as string, lexicon);
    if (length > 0 && !isNumberWord(key, lexicon)) break;
    if (length === 0 && afterScale) {
      glue = lexicon.gluePrefixes.find((prefix) => key.startsWith(prefix))?.length ?? 0;
    }
    text = length === 0 ? key : `${text} ${key}`;
    const value =
      groupValue(text, lexicon) ??
      (glue > 0 ? groupValue(text.slice(glue), lexicon) : undefined) ??
      groupWithOne(text, key, lexicon);
    if (value !== undefined) found = { value, next: at + length + 1 };
  }
  return found;
}

/** The longest word a joined number may be ("siebenhundertsiebenundsiebzigtausend…"). */
const JOINED_MAX = 80;

/** The longest group or prefix at `at` in a joined word ("zweiundvierzig" of "…tausend"). */
function groupInWord(word: string, at: number, lexicon: Lexicon): [number, number] | undefined {
  for (let length = Math.min(word.length - at, lexicon.maxGroupChars); length > 0; length--) {
    const part = word.slice(at, at + length);
    const value = groupValue(part, lexicon) ?? lexicon.prefixes.get(part);
    if (value !== undefined) return [value, length];
  }
  return undefined;
}

/**
 * A number written as one word with its scales ("zweiundvierzigtausendfünfhundert", "이천백만"):
 * its value and its last scale, or 1 where a group ends it (no scale may follow then); undefined
 * for none. Read once from the left, a group (the longest) then a scale at each place: a word that
 * splits many ways ("천만천만…") is not tried every way (that took 2^n steps).
 */
function joinedValue(word: string, lexicon: Lexicon): { value: number; low: number } | undefined {
  if (word.length > JOINED_MAX) return undefined;
  const group = groupValue(word, lexicon);
  if (group !== undefined) return { value: group, low: 1 };
  // Most words hold no scale at all.
  if (!lexicon.joinedScales.some((scale) => word.includes(scale))) return undefined;
  let total = 0;
  let last = Number.POSITIVE_INFINITY;
  let at = 0;
  while (at < word.length) {
    const found = groupInWord(word, at, lexicon);
    at += found?.[1] ?? 0;
    const scale = lexicon.joinedScales.find((candidate) => word.startsWith(candidate, at));
    if (scale === undefined) {
      // A group ends the number, after at least one scale.
      if (found === undefined || at < word.length || last === Number.POSITIVE_INFINITY)
        return undefined;
      return found[0] < last ? { value: total + found[0], low: 1 } : undefined;
    }
    const factor = lexicon.scales.get(scale) ?? 1;
    const times = found?.[0] ?? 1;
    // "이천백만": a larger scale multiplies all before it; a smaller one adds.
    total = factor > last ? (total + times) * factor : total + times * factor;
    last = factor;
    at += scale.length;
  }
  return last === Number.POSITIVE_INFINITY ? undefined : { value: total, low: last };
}

/** Whether the lexicon's heads end with glue ("ethundrede og "): made once per lexicon. */
const gluedHeads = /* @__PURE__ */ oncePer((lexicon: Lexicon): boolean =>
  lexicon.heads.some(([head]) => lexicon.glue.has(head.trim().split(' ').at(-1) ?? '')),
);

/** The word at `index` as the lexicon keeps its words, or "" past the run's end. */
const keyAt = (words: readonly string[], index: number, lexicon: Lexicon): string =>
  index < words.length ? wordKey(words[index] as string, lexicon) : '';

/** Past the glue after a scale when a number follows it: "two thousand and five", "mil e um". */
function afterGlue(words: readonly string[], at: number, lexicon: Lexicon): number {
  if (at + 1 >= words.length || !lexicon.glue.has(wordKey(words[at] as string, lexicon))) return at;
  const next = wordKey(words[at + 1] as string, lexicon);
  const follows =
    groupAt(words, at + 1, lexicon, true) !== undefined ||
    (lexicon.joinedScales.length > 0 && joinedValue(next, lexicon) !== undefined);
  return follows ? at + 1 : at;
}

/**
 * The number the words from `at` say in `lexicon`, or undefined. A group ends a number unless a
 * scale follows; a scale may follow another larger one ("two million three hundred thousand") or
 * multiply it ("mil millones").
 */
export function readNumberAt(
  words: readonly string[],
  at: number,
  lexicon: Lexicon,
): NumberRead | undefined {
  // "elfu mbili": a scale before its count, where the lexicon writes it so.
  if (lexicon.leading.size > 0 && lexicon.leading.has(keyAt(words, at, lexicon)))
    return readLeadingScales(words, at, lexicon, groupAt);
  let total = 0;
  let last = Number.POSITIVE_INFINITY;
  let parts = 0;
  let index = at;
  let weak = false;
  for (;;) {
    const group = groupAt(words, index, lexicon, parts > 0);
    let value = group?.value;
    let next = group?.next ?? index;
    if (value === undefined && lexicon.prefixes.has(keyAt(words, index, lexicon))) {
      value = lexicon.prefixes.get(keyAt(words, index, lexicon));
      next = index + 1;
      // "a", "un", "ein": one only before a scale.
      if (!lexicon.scales.has(keyAt(words, next, lexicon))) break;
    }
    if (value === undefined) {
      const word = keyAt(words, index, lexicon);
      const large = lexicon.large.get(word);
      const joined = large
        ? { value: large, low: 10 ** Math.floor(Math.log10(large)) }
        : lexicon.joinedScales.length > 0 && index < words.length
          ? joinedValue(word, lexicon)
          : undefined;
      if (joined && joined.value >= 100 && joined.value < last) {
        total += joined.value;
        parts += 1;
        index += 1;
        // "tausend" alone: a scale with no number before it.
        weak = parts === 1 && joined.value === joined.low && !lexicon.bare.has(word);
        // "zweitausend fünfhundert", "사만 이천": what is less than its last scale may follow.
        if (joined.low === 1) break;
        last = joined.low;
        index = afterGlue(words, index, lexicon);
        continue;
      }
    }
    // "douăzeci de mii": glue between a group and its scale.
    const glued =
      value !== undefined && lexicon.glue.has(keyAt(words, next, lexicon)) ? next + 1 : next;
    const scale =
      lexicon.scales.get(keyAt(words, glued, lexicon)) ??
      lexicon.scales.get(keyAt(words, next, lexicon));
    const scaleAt = lexicon.scales.has(keyAt(words, glued, lexicon)) ? glued : next;
    if (scale !== undefined) {
      if (value !== undefined) {
        total = scale > last ? (total + value) * scale : total + value * scale;
      } else if (parts === 0) {
        total = scale;
        weak = !lexicon.bare.has(keyAt(words, scaleAt, lexicon));
      } else if (scale > last) {
        total *= scale;
      } else {
        total += scale;
      }
      if (value !== undefined || parts > 0) weak = false;
      last = scale;
      parts += 1;
      index = scaleAt + 1;
      index = afterGlue(words, index, lexicon);
      continue;
    }
    // Danish "tohundrede og halvtredstusind": hundreds, the glue its heads end with ("ethundrede
    // og "), then a count joined to its scale (Italian's "trecento e quattromila" is two numbers).
    const joinedAfter =
      value &&
      glued > next &&
      value % 100 === 0 &&
      lexicon.joinedScales.length > 0 &&
      gluedHeads(lexicon)
        ? joinedValue(keyAt(words, glued, lexicon), lexicon)
        : undefined;
    if (value !== undefined && joinedAfter && joinedAfter.low >= 1000 && joinedAfter.low < last) {
      total += value * joinedAfter.low + joinedAfter.value;
      weak = false;
      last = joinedAfter.low;
      parts += 1;
      index = afterGlue(words, glued + 1, lexicon);
      continue;
    }
    if (value !== undefined && value < last && (parts === 0 || group)) {
      total += value;
      // "seribu dua ratus", "tausend fünfhundert": a scale alone is weak, not with a group after.
      if (parts > 0) weak = false;
      weak ||= parts === 0 && next - at === 1 && lexicon.weak.has(keyAt(words, at, lexicon));
      parts += 1;
      index = next;
    }
    break;
  }
  if (parts === 0) return undefined;
  // One letter alone is no number ("o", and Korean's one-syllable "이", "일", "사").
  const short = index - at === 1 && [...keyAt(words, at, lexicon)].length < 2;
  return { value: total, next: index, alone: !weak && !short };
}

/**
 * The words that begin a longer ordinal of the lexicon ("twenty" of "twenty first"), made once per
 * lexicon: a run of words that begins none is read no further (a long source of "one one …" read
 * each word's maxWords words ahead for nothing; issue 44 item 7).
 */
const ordinalHeadsOf = /* @__PURE__ */ oncePer((lexicon: Lexicon): ReadonlySet<string> => {
  const made = new Set<string>();
  for (const key of lexicon.ordinals.keys()) {
    for (let at = key.indexOf(' '); at !== -1; at = key.indexOf(' ', at + 1))
      made.add(key.slice(0, at));
  }
  return made;
});

/** The ordinal the words from `at` say ("third", "twenty first", "vigésimo primero"). */
export function ordinalAt(
  words: readonly string[],
  at: number,
  lexicon: Lexicon,
): { value: number; next: number } | undefined {
  let found: { value: number; next: number } | undefined;
  let text = '';
  const heads = ordinalHeadsOf(lexicon);
  for (let length = 0; length < lexicon.maxWords && at + length < words.length; length++) {
    const key = wordKey(words[at + length] as string, lexicon);
    if (length > 0 && !lexicon.words.has(key)) break;
    text = length === 0 ? key : `${text} ${key}`;
    // One word in another form than n2words spells ("vierter", "terza", "третьим": ordinal-endings.ts).
    const value =
      lexicon.ordinals.get(text) ??
      (length === 0 ? inflectedOrdinal(text, lexicon.lang, lexicon.ordinals) : undefined);
    if (value !== undefined) found = { value, next: at + length + 1 };
    if (!heads.has(text)) break;
  }
  return found;
}

export interface WordRead {
  number?: NumberRead | undefined;
  ordinal?: { value: number; next: number } | undefined;
}

const wordsAlone = /* @__PURE__ */ new Map<Lexicon, Map<string, WordRead>>();
const WORDS_ALONE_MAX = 20_000;

/** What one word alone (its run's last) says in `lexicon`: read once per word. */
export function readWordAlone(word: string, lexicon: Lexicon): WordRead {
  let known = wordsAlone.get(lexicon);
  if (known === undefined) {
    known = new Map();
    wordsAlone.set(lexicon, known);
  }
  let read = known.get(word);
  if (read === undefined) {
    const words = [word];
    read = { number: readNumberAt(words, 0, lexicon), ordinal: ordinalAt(words, 0, lexicon) };
    if (known.size >= WORDS_ALONE_MAX) known.clear();
    known.set(word, read);
  }
  return read;
}

/** A scale word after digits ("2 million", "2,5 Millionen", "5 lakh"): its factor in `lexicon`. */
export function scaleAfterDigits(word: string, lexicon: Lexicon): number | undefined {
  return lexicon.scales.get(wordKey(word, lexicon));
}

let joining: Lexicon[] | undefined;

/** Lexicons that write numbers as one word: a word made of their parts is in no list. */
function joiningLexicons(): Lexicon[] {
  joining ??= NUMBER_WORD_LANGUAGES.map((lang) => lexiconOf(lang) as Lexicon).filter(
    (lexicon) =>
      lexicon.joinedScales.length > 0 || lexicon.heads.some(([head]) => !head.endsWith(' ')),
  );
  return joining;
}

const candidates = /* @__PURE__ */ new Map<string, readonly Lexicon[]>();
const CANDIDATES_MAX = 20_000;
const LATIN_START = /^[A-Za-z\u00C0-\u024F]/;

/**
 * The lexicons in which `word` may begin a number or an ordinal: its own words, or (where numbers
 * are written as one word) a word made of them. Read once per word.
 */
export function numberLexicons(word: string): readonly Lexicon[] {
  const known = candidates.get(word);
  if (known) return known;
  const found: Lexicon[] = [];
  for (const marked of [false, true]) {
    for (const lang of languagesOfWord(foldWord(word, marked)) ?? []) {
      const lexicon = lexiconOf(lang) as Lexicon;
      if (lexicon.marked === marked && !found.includes(lexicon)) found.push(lexicon);
    }
  }
  const latin = LATIN_START.test(word);
  for (const lexicon of joiningLexicons()) {
    if (found.includes(lexicon) || lexicon.latin !== latin) continue;
    const key = wordKey(word, lexicon);
    if (groupValue(key, lexicon) !== undefined || joinedValue(key, lexicon)) found.push(lexicon);
  }
  if (candidates.size >= CANDIDATES_MAX) candidates.clear();
  candidates.set(word, found);
  return found;
}
