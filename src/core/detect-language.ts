/**
 * A best guess at the language of a visitor's or a model's text, for the `lang` attribute only (so a
 * screen reader picks the right voice). It answers only when the text is clear about it: a script
 * that belongs to one language, or a Latin-script text full of one language's small words.
 * Undefined means "not known": the element then inherits the page's language.
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
export function detectLanguage(text: string): string | undefined {
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

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'yi', 'ps', 'sd', 'ug', 'dv', 'ckb']);

/** True for languages written right to left (`ar`, `he`, `fa-IR`...). */
export function isRightToLeft(lang: string | undefined): boolean {
  const primary = (lang ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return RTL_LANGUAGES.has(primary);
}

/** X's codes for posts in no human language (undetermined, media only, hashtags only...). */
const NO_LANGUAGE = /^(und|zxx|qme|qht|qam|qct|qst|art)$/i;

/**
 * The `lang` to put on text written for a post the source tagged `tagged`: usually the tag, but the
 * text itself wins when it clearly says otherwise (a fallback or a joke written in English for an
 * Arabic post must not be read with an Arabic voice). Han-only text cannot tell Chinese from
 * Japanese kanji, so it never overrides a ja/ko tag.
 */
export function textLanguage(tagged: string | undefined, text: string): string | undefined {
  const code = (tagged ?? '').trim();
  const detected = detectLanguage(text);
  if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(code) || NO_LANGUAGE.test(code)) return detected;
  if (!detected) return code;
  const primary = code.toLowerCase().split('-')[0];
  if (primary === detected) return code;
  if (detected === 'zh' && (primary === 'ja' || primary === 'ko')) return code;
  return detected;
}

/**
 * Words frequent in English and not words of the other common Latin-script languages (so no "a",
 * "in", "on", "no", "me", "was", "die", "i": Spanish, German, French, Italian use them too).
 */
const ENGLISH_WORDS = new Set(
  (
    'the and of to for with you your this that these those are were been be is it its ' +
    "it's i'm we our they their not just new all can have has get if what how why when who " +
    'more out up about now today from by at an or but my he she his her will would should ' +
    "into which there than them could because only some over after also going don't you're"
  ).split(' '),
);

/** What a caller may add to the English guess. */
export interface EnglishGuessOptions {
  /**
   * Whether a word is in the caller's English lexicon (the embedded writer passes compromise's):
   * untagged Latin-script text whose function words say nothing is English when most of its words
   * are known ("Ships faster builds, smaller bundles" has no "the" or "and").
   */
  isKnownWord?: (word: string) => boolean;
}

/** Share of known words from which untagged Latin-script text counts as English. */
const KNOWN_WORD_SHARE = 0.6;

/**
 * True when the post is in English: X's language tag says so, or (without one) the text is in
 * Latin script and at least one word in twenty is a common English word, or most of its words are
 * in the caller's English lexicon. The one home of the guess, beside `detectLanguage`: the page
 * and the embedded writer both ask it.
 */
export function isEnglishText(
  whole: string,
  lang?: string,
  { isKnownWord }: EnglishGuessOptions = {},
): boolean {
  const code = (lang ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  if (
    /^[a-z]{2,3}$/.test(code) &&
    !['und', 'zxx', 'qme', 'qht', 'qam', 'qst', 'art'].includes(code)
  ) {
    return code === 'en';
  }
  // The opening tells the language as well as the whole, and keeps a 20,000-character text fast.
  const text = whole.slice(0, 2_000);
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return true;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (latin / letters < 0.5) return false;
  const found = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (found.length < 4) return true;
  // One word in twenty: short technical English ("…supports --splitting in your executable")
  // has few function words, other languages have almost none of these.
  if (found.filter((word) => ENGLISH_WORDS.has(word)).length / found.length >= 0.05) return true;
  // Text wholly in Latin script may still be English the caller's lexicon knows.
  if (!isKnownWord || /[^\p{Script=Latin}\P{L}]/u.test(text)) return false;
  const words = text.match(/\p{L}[\p{L}'’]*/gu) ?? [];
  const known = words.filter((word) => isKnownWord(word)).length;
  return words.length > 0 && known / words.length >= KNOWN_WORD_SHARE;
}
