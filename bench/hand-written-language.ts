/**
 * The hand-written language guess src/core/detect-language.ts held until docs/decisions/024 put a
 * library in its place, kept word for word as the comparison's baseline
 * (bench/language-detectors.ts): the libraries are measured against what the product had.
 */

/** Scripts that name their language on their own (or with one distinctive letter set). */
const SCRIPTS: Array<[RegExp, string]> = [
  [/[\u3040-\u30ff\u31f0-\u31ff]/gu, 'ja'], // kana: Japanese even when most characters are kanji
  [/\p{Script=Hangul}/gu, 'ko'],
  [/\p{Script=Han}/gu, 'zh'],
  [/\p{Script=Hebrew}/gu, 'he'],
  [/\p{Script=Arabic}/gu, 'ar'],
  [/\p{Script=Thai}/gu, 'th'],
  [/\p{Script=Greek}/gu, 'el'],
  [/\p{Script=Devanagari}/gu, 'hi'],
  [/\p{Script=Cyrillic}/gu, 'cyrillic'],
];

/** Frequent short words of Latin-script languages; the best-scoring one wins when clearly ahead. */
const WORDS: Record<string, readonly string[]> = {
  en: [
    'the',
    'and',
    'is',
    'of',
    'to',
    'in',
    'it',
    'that',
    'for',
    'with',
    'was',
    'on',
    'you',
    'are',
    'this',
  ],
  es: [
    'el',
    'la',
    'los',
    'las',
    'de',
    'que',
    'y',
    'en',
    'un',
    'una',
    'es',
    'por',
    'con',
    'para',
    'del',
    'se',
    'más',
    'pero',
    'como',
  ],
  fr: [
    'le',
    'la',
    'les',
    'de',
    'des',
    'et',
    'est',
    'un',
    'une',
    'du',
    'que',
    'pour',
    'dans',
    'pas',
    'sur',
    'avec',
    'qui',
    'au',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'ist',
    'nicht',
    'ein',
    'eine',
    'zu',
    'mit',
    'den',
    'auf',
    'für',
    'von',
    'sich',
    'ich',
    'auch',
  ],
  pt: [
    'o',
    'a',
    'os',
    'as',
    'de',
    'que',
    'e',
    'do',
    'da',
    'em',
    'um',
    'uma',
    'não',
    'para',
    'com',
    'por',
    'mais',
    'são',
  ],
  it: [
    'il',
    'la',
    'di',
    'che',
    'e',
    'è',
    'un',
    'una',
    'per',
    'non',
    'con',
    'del',
    'della',
    'sono',
    'gli',
    'le',
  ],
};

/** The BCP 47 code of the text's language, or undefined when it cannot be told with confidence. */
export function handWrittenLanguage(text: string): string | undefined {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return undefined;
  for (const [pattern, code] of SCRIPTS) {
    const count = text.match(pattern)?.length ?? 0;
    // Kana is decisive even in small amounts; other scripts must be a good share of the letters.
    const share = code === 'ja' ? count * 4 : count;
    if (share / letters < 0.3) continue;
    if (code === 'ar') return arabicScriptLanguage(text);
    if (code === 'cyrillic') return cyrillicLanguage(text);
    return code;
  }
  return latinLanguage(text);
}

/** Persian and Urdu letters that Arabic does not use. */
function arabicScriptLanguage(text: string): string {
  if (/[ٹڈڑںے]/u.test(text)) return 'ur';
  if (/[پچژگ]/u.test(text)) return 'fa';
  return 'ar';
}

/** Ukrainian and Russian have letters of their own; other Cyrillic languages stay unknown. */
function cyrillicLanguage(text: string): string | undefined {
  if (/[їєґ]/iu.test(text)) return 'uk';
  if (/[ыэ]/iu.test(text)) return 'ru';
  return undefined;
}

function latinLanguage(text: string): string | undefined {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 4) return undefined;
  const scores = Object.entries(WORDS).map(([code, list]) => {
    const set = new Set(list);
    return [code, words.filter((word) => set.has(word)).length] as const;
  });
  scores.sort((a, b) => b[1] - a[1]);
  const [best, second] = scores;
  if (!best || best[1] < 2 || best[1] / words.length < 0.1) return undefined;
  // Romance languages share many small words: ask for a clear lead.
  if (second && best[1] < second[1] * 1.5) return undefined;
  return best[0];
}
