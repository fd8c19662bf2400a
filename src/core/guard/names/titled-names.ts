/**
 * A new person beside a title, where no capital tells a name (issue 44 item 5, docs/decisions/012,
 * round nine): "오세훈 서울시장은" (Oh Se-hoon, Seoul's mayor) of a post that names no mayor, "הזמרת
 * ריטה" (the singer Rita) of one that names no singer. One new word is too little for the rare
 * words' reader (unknown-names.ts: a rewording's one new word looks the same), but a word a title
 * stands beside is a person's name. Titles are a closed class, a few words a language, written
 * here: Korean's after the name (inside a compound, before a particle: "서울시장은"), Hebrew's
 * before it. The name is a word the source has in no form and no common word.
 */

import { commonestWords, type UncasedLanguage, uncasedKey } from '../words/uncased-words.ts';
import { sameWord } from './name-tokens.ts';

/** Korean titles, at a word's end before its particle ("시장은", "해설위원이"). */
const KOREAN_TITLE =
  /(?:시장|장관|감독|대표|의원|위원장|위원|회장|사장|교수|선수|총리|대통령|지사|구청장|군수|이사장|단장|코치)(?:은|는|이|가|을|를|의|과|와|도|에게)?$/u;
/** Hebrew titles, the word before the name. */
const HEBREW_TITLES = new Set([
  'הזמר',
  'הזמרת',
  'השר',
  'השרה',
  'המנהל',
  'המנהלת',
  'המאמן',
  'השחקן',
  'השחקנית',
  'הסופר',
  'הסופרת',
  'הנשיא',
  'הרב',
  'המציל',
  'הטייס',
  'השף',
  'הבמאי',
  'הבמאית',
  'הפרופסור',
  'ד"ר',
  'עו"ד',
]);

const WORD = /[\p{L}\p{M}"״׳']+/gu;
/** How many of a language's commonest words are read as no name beside a title. */
const COMMON_RANK = 5_000;

/** The new names a line puts beside a title, as written. */
export function titledNames(
  line: string,
  source: { readonly text: string; readonly words: ReadonlySet<string> },
  lang: UncasedLanguage,
): string[] {
  if (lang !== 'ko' && lang !== 'he') return [];
  const words = line.match(WORD) ?? [];
  // Names are frequent words too ("ריטה"): only the commonest words are no name here.
  const common = commonestWords(lang, COMMON_RANK);
  const isNew = (word: string) =>
    !common.has(uncasedKey(word, lang)) &&
    !source.text.includes(word) &&
    ![...source.words].some((one) => sameWord(one, word));
  const found: string[] = [];
  words.forEach((word, index) => {
    const name =
      lang === 'ko'
        ? KOREAN_TITLE.test(words[index + 1] ?? '') && /^\p{Script=Hangul}{2,4}$/u.test(word)
          ? word
          : undefined
        : HEBREW_TITLES.has(words[index - 1] ?? '') && /^\p{Script=Hebrew}{2,}$/u.test(word)
          ? word
          : undefined;
    if (name && isNew(name) && !found.includes(name)) found.push(name);
  });
  return found;
}
