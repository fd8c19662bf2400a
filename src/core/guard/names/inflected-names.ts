/**
 * Names in their cases (docs/decisions/012, round eight): Polish, Russian, Turkish and the other
 * languages that decline names write a source's "Warszawa" as "w Warszawie", its "Włochów" as
 * "nad Włochami", its "Шотландию" as "шотландцев"; the names reader took a word of the source only
 * where one was the other's start, so a faithful line's case ending was a new name. Here a line's
 * name is the source's where the two share a start of four letters or more, three fifths of the
 * longer, and differ only in short endings (the source's three letters at most, the line's four):
 * "Kowalczyk" for a source's "Kowalski" shares "Kowal", too short a part of it. A declined word
 * between the words the source has around another of its names is that name's place taken ("У
 * Дніпрі завершили" of "У Києві завершили … через Дніпро"): it stays a claim.
 */

import { oncePer } from '../once-per-source.ts';
import { alternatedSourceWord } from '../words/stem-alternations.ts';

/** Languages whose names take case endings (a fact about each language, not a list of words). */
const DECLINING = /* @__PURE__ */ new Set([
  'pl',
  'ru',
  'uk',
  'be',
  'cs',
  'sk',
  'sl',
  'hr',
  'sr',
  'bs',
  'bg',
  'mk',
  'lt',
  'lv',
  'fi',
  'et',
  'hu',
  'tr',
  'el',
]);

const primary = (lang: string) => lang.toLowerCase().split(/[-_]/)[0] ?? '';

/** Whether names are declined in the lines read against this source. */
export function declinesNames(source: {
  readonly langs: readonly string[];
  readonly lineLangs?: readonly string[];
}): boolean {
  const line = source.lineLangs?.[0] ?? source.langs[0];
  return line !== undefined && DECLINING.has(primary(line));
}

const WORD = /[\p{L}\p{M}]+/gu;

/** The words either side of each capitalised word of the source ("у\u0000завершили": "києві"). */
const sourceFrames = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): Map<string, string[]> => {
    const found: Map<string, string[]> = new Map();
    const words = [...source.text.matchAll(WORD)].map((match) => match[0]);
    for (let at = 1; at + 1 < words.length; at++) {
      const word = words[at] as string;
      if (!/^\p{Lu}/u.test(word)) continue;
      const key = `${(words[at - 1] as string).toLowerCase()}\u0000${(words[at + 1] as string).toLowerCase()}`;
      const list = found.get(key);
      if (list) list.push(word.toLowerCase());
      else found.set(key, [word.toLowerCase()]);
    }
    return found;
  },
);

/** The word before and after the one at `at` (of `length` letters) in `line`. */
function around(line: string, at: number, length: number): string | undefined {
  const before = line.slice(Math.max(0, at - 40), at).match(/([\p{L}\p{M}]+)\s+$/u)?.[1];
  const after = line.slice(at + length, at + length + 40).match(/^\s+([\p{L}\p{M}]+)/u)?.[1];
  return before && after ? `${before.toLowerCase()}\u0000${after.toLowerCase()}` : undefined;
}

/** The source's words by their first four letters, read once per source. */
const byStart = /* @__PURE__ */ oncePer(
  (source: { readonly words: ReadonlySet<string> }): Map<string, string[]> => {
    const found: Map<string, string[]> = new Map();
    for (const word of source.words) {
      const letters = [...word];
      if (letters.length < 4 || letters.length > 30) continue;
      const start = letters.slice(0, 4).join('');
      const list = found.get(start);
      if (list) list.push(word);
      else found.set(start, [word]);
    }
    return found;
  },
);

/**
 * Turkish makes a place's people with -li/-lı/-lu/-lü ("İzmirliler" of "İzmir", "Ankaralı"): a
 * source's whole word, then that suffix and its endings.
 */
const TURKISH_PEOPLE = /^l[ıiuü]/u;
const peopleOf = (line: string, known: string, source: { readonly langs: readonly string[] }) =>
  primary(source.langs[0] ?? '') === 'tr' &&
  line.startsWith(known) &&
  TURKISH_PEOPLE.test(line.slice(known.length));

/** Whether two words are one name in two cases (both lower-case). */
export function sameDeclined(line: string, source: string): boolean {
  const a = [...line];
  const b = [...source];
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++;
  return (
    shared >= 4 &&
    shared >= Math.max(a.length, b.length) * 0.6 &&
    a.length - shared <= 4 &&
    b.length - shared <= 3
  );
}

/**
 * Whether a line's capitalised word is one of the source's words in another case, where the
 * line's language declines names ("Warszawie" of "Warszawa"), and (given where it stands in the
 * line) not between the words the source has around another name.
 */
export function declinedSourceName(
  word: string,
  source: {
    readonly text: string;
    readonly words: ReadonlySet<string>;
    readonly langs: readonly string[];
    readonly lineLangs?: readonly string[];
  },
  place?: { line: string; at: number },
): boolean {
  if (!declinesNames(source)) return false;
  const lower = word.toLowerCase().replace(/['’].*$/u, '');
  const letters = [...lower];
  if (letters.length < 4) return false;
  const candidates = byStart(source).get(letters.slice(0, 4).join('')) ?? [];
  const lang = primary(source.lineLangs?.[0] ?? source.langs[0] ?? '');
  if (
    !candidates.some((known) => sameDeclined(lower, known) || peopleOf(lower, known, source)) &&
    !alternatedSourceWord(lower, source, lang)
  )
    return false;
  const frame = place && around(place.line, place.at, word.length);
  const others = frame === undefined ? undefined : sourceFrames(source).get(frame);
  // The other name still in the line is no place taken: "Petr Fiala a Petr Pavel se sešli" of
  // "Petr Fiala se … s Petrem Pavlem" puts Pavel in Fiala's frame and Fiala too (h276).
  if (!others) return true;
  const held = place?.line.toLowerCase() ?? '';
  return !others.some(
    (other) => other !== lower && !sameDeclined(lower, other) && !held.includes(other),
  );
}
