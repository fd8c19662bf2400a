/**
 * Names whose stem changes as they are declined (docs/decisions/012, round twenty-six): Czech
 * writes "Praha" as "v Praze" (h to z before -e), Finnish "Kärpät" as "Kärppiä" (a consonant
 * doubled back: gradation), Hungarian "Majka" as "Majkával" (a final vowel lengthened) and "Pénz"
 * as "Pénzzel" (-vel takes the last consonant over). inflected-names.ts reads a case ending after
 * a shared start of four letters; these differ inside the stem, so its shared start is too short.
 * Here the line's word and a source word are walked together past one such change, a doubled
 * letter or a pair of letters the language alternates, and then held to inflected-names' measure
 * (four letters or more, three fifths of the longer, short endings): "Praze" of "Praha" is read,
 * "Prešov" of "Praha" is not, nor a name sharing only a short start.
 */

import { oncePer } from '../once-per-source.ts';
import { aStemCase } from './a-stem-cases.ts';
import { caseEndingTails } from './case-ending-tails.ts';
import { droppedVowel, dropsVowels } from './fleeting-vowels.ts';

/** Letters each language writes for one another as its names are declined (either way round). */
const PAIRS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  // Before -e and -i: Praha/Praze, Amerika/Americe, Riga/Rize, Petr/Petře.
  cs: [
    ['h', 'z'],
    ['g', 'z'],
    ['k', 'c'],
    ['r', 'ř'],
    ['ch', 'š'],
  ],
  sk: [
    ['h', 'z'],
    ['g', 'z'],
    ['k', 'c'],
    ['ch', 'š'],
  ],
  pl: [
    ['g', 'dz'],
    ['k', 'c'],
    ['ó', 'o'],
    ['ą', 'ę'],
    ['ł', 'l'],
    ['r', 'rz'],
  ],
  hr: [
    ['k', 'c'],
    ['g', 'z'],
    ['h', 's'],
  ],
  // A final a or e lengthened before an ending: Majka/Majkával, Szeged's "Szegedre" unchanged.
  hu: [
    ['a', 'á'],
    ['e', 'é'],
  ],
  // Consonant gradation before a case ending: Lahti/Lahdessa, Helsinki/Helsingissä, Kauppi/Kaupin.
  fi: [
    ['t', 'd'],
    ['nk', 'ng'],
  ],
  // Ukrainian's closed syllable: Київ/Києві, Львів/Львова, Харків/Харкова.
  uk: [
    ['і', 'о'],
    ['і', 'е'],
    ['ї', 'є'],
  ],
};

/** Languages whose stems double a consonant (Finnish gradation, Hungarian -val/-vel taken over). */
const DOUBLING = new Set(['fi', 'et', 'hu']);

/**
 * How many letters `line` and `source` (lower case) share from their start, one alternation of
 * `lang` counted as shared, and where each stops.
 */
function walk(
  line: readonly string[],
  source: readonly string[],
  lang: string,
): { shared: number; lineAt: number; sourceAt: number } {
  let i = 0;
  let j = 0;
  let changed = false;
  while (i < line.length || j < source.length) {
    if (i < line.length && j < source.length && line[i] === source[j]) {
      i++;
      j++;
      continue;
    }
    // Three letters shared before the change; two in Ukrainian, whose "Київ" alternates its third.
    if (changed || i < (lang === 'uk' ? 2 : 3)) break;
    changed = true;
    // A consonant doubled in one word and single in the other: "Kärppiä"/"kärpät", "Pénzzel"/"pénz".
    if (DOUBLING.has(lang) && line[i] === line[i - 1] && /\p{L}/u.test(line[i] ?? '')) {
      i++;
      continue;
    }
    if (DOUBLING.has(lang) && j > 0 && source[j] === source[j - 1] && j < source.length) {
      j++;
      continue;
    }
    const pair = (PAIRS[lang] ?? []).find(([a, b]) => {
      const here = (word: readonly string[], at: number, part: string) =>
        word.slice(at, at + [...part].length).join('') === part;
      return (here(line, i, a) && here(source, j, b)) || (here(line, i, b) && here(source, j, a));
    });
    if (!pair) break;
    const [a, b] = pair;
    const lineFirst = line.slice(i, i + [...a].length).join('') === a;
    i += [...(lineFirst ? a : b)].length;
    j += [...(lineFirst ? b : a)].length;
  }
  return { shared: Math.max(i, j), lineAt: i, sourceAt: j };
}

/** Whether `line` is `source` (both lower case) declined with one stem change of `lang`. */
export function sameAlternated(line: string, source: string, lang: string): boolean {
  if (!PAIRS[lang] && !DOUBLING.has(lang)) return false;
  const a = [...line];
  const b = [...source];
  const { shared, lineAt, sourceAt } = walk(a, b, lang);
  // An adjective's case ending in the source may be four letters ("małopolskiego", round
  // forty-seven), where the line's noun ends short ("Małopolsce": the region in its locative).
  const lineTail = a.length - lineAt;
  // "Győrött" of "Győrben", "Lahdessa" of "Lahti": a short stem, only case endings after it.
  if (caseEndingTails(a.slice(lineAt).join(''), b.slice(sourceAt).join(''), shared, lang))
    return true;
  return (
    shared >= 4 &&
    shared >= Math.max(a.length, b.length) * 0.6 &&
    lineTail <= 4 &&
    b.length - sourceAt <= (lineTail <= 2 ? 4 : 3)
  );
}

const byStart = /* @__PURE__ */ oncePer(
  (source: { readonly words: ReadonlySet<string> }): Map<string, string[]> => {
    const starts: Map<string, string[]> = new Map();
    for (const word of source.words) {
      const letters = [...word];
      if (letters.length < 4 || letters.length > 30) continue;
      const start = letters.slice(0, 3).join('');
      starts.set(start, [...(starts.get(start) ?? []), word]);
    }
    return starts;
  },
);

/** Whether a source word (of `words`) is `lower` with one of `lang`'s stem changes. */
export function alternatedSourceWord(
  lower: string,
  source: { readonly words: ReadonlySet<string> },
  lang: string,
): boolean {
  if (!PAIRS[lang] && !DOUBLING.has(lang) && !dropsVowels(lang)) return false;
  const starts = byStart(source);
  const start = [...lower].slice(0, 3);
  const keys = [start.join('')];
  // Ukrainian's third letter may be the one that alternates ("київ" of "києві"): its pair's key too.
  if (lang === 'uk') {
    for (const [a, b] of PAIRS.uk ?? []) {
      if (start[2] === a) keys.push(`${start[0]}${start[1]}${b}`);
      if (start[2] === b) keys.push(`${start[0]}${start[1]}${a}`);
    }
  }
  const candidates = keys.flatMap((key) => starts.get(key) ?? []);
  return candidates.some(
    (known) =>
      sameAlternated(lower, known, lang) ||
      droppedVowel(lower, known, lang) ||
      // "Petr Pavel" of "s prezidentem Petrem Pavlem": the source declined, the line's the
      // nominative the vowel stands in (h276).
      droppedVowel(known, lower, lang) ||
      aStemCase(lower, known),
  );
}
