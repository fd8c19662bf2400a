/**
 * A sentence's first word that is a common word of the line's language by its dictionary
 * (words/dictionary-words.ts; issue 44 item 4): "Prórroga", "Requisitos", "Pasażerowie",
 * "Reapertura" open a line on a word the 10,000-word lists lack, and were read as names. Not a
 * word the dictionary holds that still tells something a name would: one opening on a count's
 * stem ("Семидневная", "Ósmoklasiści": another count than the source's, count-compounds.ts), a
 * Slavic place's adjective ("Петербургское", place-adjectives.ts), or a Russian adjective, which
 * opens a body's or a place's name as often ("Всемирная торговая организация" where the source
 * has "ВОЗ"): those stay with the readers that tell them, as before the dictionary.
 */
import { lexiconOf } from '../numbers/number-words.ts';
import { isDictionaryWord } from '../words/dictionary-words.ts';
import { foldWord } from '../words/fold-word.ts';
import { SLAVIC_ENDING } from './place-adjectives.ts';

/**
 * A Russian adjective's endings, in every case and gender; not a verbal noun's "-ние", "-тие"
 * ("Продление", "Открытие": the line opens on an act, no name).
 */
const RUSSIAN_ADJECTIVE =
  /(?:ый|ий|ой|ая|яя|ое|ее|ые|(?<![нт])ие|ого|его|ому|ему|ую|юю|ым|им|ых|их|ыми|ими)$/u;

/** The fewest letters of a count's stem. */
const SHORTEST_STEM = 3;
/** The most letters of a count's stem looked for at a word's start. */
const LONGEST_STEM = 10;

const countStemSets = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();

/**
 * The stems of a language's number words of 2 to 99, each word less its last two letters, three
 * at least ("osm" of "osmiu", "девя" of "девяти"): a compound of a count opens on one.
 */
function countStems(lang: string): ReadonlySet<string> {
  let stems = countStemSets.get(lang);
  if (!stems) {
    const found = new Set<string>();
    for (const [word, value] of lexiconOf(lang)?.groups ?? []) {
      if (value < 2 || value > 99 || word.includes(' ')) continue;
      const letters = [...word];
      const length = Math.max(SHORTEST_STEM, letters.length - 2);
      if (letters.length > length) found.add(letters.slice(0, length).join(''));
    }
    stems = found;
    countStemSets.set(lang, stems);
  }
  return stems;
}

/** Whether a word opens on the stem of one of its language's counts. */
function opensOnCount(word: string, lang: string): boolean {
  const stems = countStems(lang);
  if (stems.size === 0) return false;
  const letters = [...foldWord(word, false)];
  for (let length = SHORTEST_STEM; length <= Math.min(LONGEST_STEM, letters.length); length++) {
    if (stems.has(letters.slice(0, length).join(''))) return true;
  }
  return false;
}

/** Whether a capitalised first word is a common word of `lang` by its dictionary. */
export function isDictionaryFirstWord(word: string, lang: string): boolean {
  const code = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  const lower = word.toLowerCase();
  if (SLAVIC_ENDING.test(lower) || (code === 'ru' && RUSSIAN_ADJECTIVE.test(lower))) return false;
  return isDictionaryWord(word, code) && !opensOnCount(word, code);
}
