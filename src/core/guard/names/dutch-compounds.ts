/**
 * A Dutch line's first word that is a compound of a Dutch word and a word of the source or of
 * Dutch (issue 44 item 4): "Belastingverlaging: btw op groente omlaag" of "het kabinet wil de btw
 * verlagen" joins "belasting" (tax) to the source's verb made a noun ("verlaging"); "Huurstijging"
 * (rent rise) joins "huur" to "stijging". Dutch writes such a headline's topic as one word, and the
 * commonest-words list (common-words.ts) reads a compound only of two words it holds whole, not of
 * a derived one ("stijg-ing") or the source's ("verlag-ing"). The head is a word of the list or of
 * the source whole, or a source plural's singular ("Parkeertarief-verhoging" of "parkeertarieven"),
 * four letters or more, a linking -s- or -en- after it, and no given name; the rest a word of the
 * list with a usual ending, or one opening on five letters of a source word. A place made of two
 * words ("Zoetermeer", "Hardenberg") has a head the list does not hold so.
 */
import { oncePer } from '../once-per-source.ts';
import { COMMON_NAMES } from '../words/common-names.data.ts';
import { commonWordsOf } from '../words/common-words.ts';
import type { NameSource } from './claim-names.ts';

/** The shortest head, and the shortest rest, of a compound. */
const SHORTEST_HEAD = 4;
const SHORTEST_REST = 5;

/** What may join a compound's words: "belasting-s-", "boek-en-kast", "dier-e-". */
const LINKS = ['', 's', 'en', 'e'];

/**
 * The endings a Dutch word takes after a word or a verb's stem: "stijg-ing" of "stijgen",
 * "sluit-ingen", "schad-e". Not the lists' looser reading of any form (common-words.ts's
 * isCommonWord, which reads "ermeer" of "Zoetermeer" as a word).
 */
const ENDINGS = ['', 'ing', 'ingen', 'en', 'n', 's', 'e', 'er', 'ers', 'heid'];

/**
 * Whether `tail` is a word of the list, or a word's or a verb's stem (four letters or more: "eve"
 * of "Hoog-eveen" is none) with an ending.
 */
function isListWord(tail: string, words: ReadonlySet<string>): boolean {
  return ENDINGS.some((ending) => {
    if (!tail.endsWith(ending)) return false;
    const stem = tail.slice(0, tail.length - ending.length);
    return [...stem].length >= 4 && (words.has(stem) || words.has(`${stem}en`));
  });
}

let givenNames: ReadonlySet<string> | undefined;

/** The source's words' starts of five letters, read once a source. */
const startsOf = /* @__PURE__ */ oncePer((source: NameSource): ReadonlySet<string> => {
  const made = new Set<string>();
  for (const word of source.words) {
    const letters = [...word];
    if (letters.length >= SHORTEST_REST && !/\p{N}/u.test(word)) {
      made.add(letters.slice(0, SHORTEST_REST).join(''));
    }
  }
  return made;
});

/**
 * A Dutch plural's singular as a compound's head takes it: "parkeertarieven" → "parkeertarief",
 * "huizen" → "huis", "huren" → "huur" (an open syllable's vowel written double when closed).
 */
function singularsOf(word: string): string[] {
  const stem = /^(\p{L}{3,})(?:en|s)$/u.exec(word)?.[1];
  if (!stem) return [];
  const forms = [stem, stem.replace(/v$/u, 'f').replace(/z$/u, 's')];
  const open = /^(.*[^aeiou])([aeou])([^aeiouy])$/u.exec(forms[1] as string);
  if (open) forms.push(`${open[1]}${open[2]}${open[2]}${open[3]}`);
  return forms;
}

/** The source's words and their singulars, read once a source. */
const headsOf = /* @__PURE__ */ oncePer((source: NameSource): ReadonlySet<string> => {
  const made = new Set<string>();
  for (const word of source.words) {
    if (/\p{N}/u.test(word)) continue;
    made.add(word);
    for (const form of singularsOf(word)) made.add(form);
  }
  return made;
});

/** Whether `word`, a Dutch line's capitalised word, is such a compound (see the file's comment). */
export function isDutchCompound(word: string, source: NameSource, lang: string): boolean {
  if (!lang.toLowerCase().startsWith('nl')) return false;
  const words = commonWordsOf('nl');
  const letters = [...word.normalize('NFC').toLowerCase()];
  if (!words || letters.length < SHORTEST_HEAD + SHORTEST_REST || letters.length > 40) return false;
  givenNames ??= new Set(COMMON_NAMES.split(' '));
  const starts = startsOf(source);
  const own = headsOf(source);
  for (let at = SHORTEST_HEAD; at <= letters.length - SHORTEST_REST; at++) {
    const head = letters.slice(0, at).join('');
    if (!(words.has(head) || own.has(head)) || givenNames.has(head)) continue;
    for (const link of LINKS) {
      const rest = letters.slice(at).join('');
      if (!rest.startsWith(link)) continue;
      const tail = rest.slice(link.length);
      if ([...tail].length < SHORTEST_REST) continue;
      if (isListWord(tail, words) || starts.has([...tail].slice(0, SHORTEST_REST).join(''))) {
        return true;
      }
    }
  }
  return false;
}
