/**
 * What a text's script and letters alone tell of its language, and how a source's tag and a guess
 * from the text make the language to mark it with. The first stage of detect-language.ts, apart from it so
 * that the page can mark text before the language model (eld, docs/decisions/024) has loaded.
 */
import { findPathLinks } from './path-links.ts';

/**
 * Words that name no language: e-mail addresses and handles (Latin letters, digits and dots: a
 * handle ends where Japanese text goes on, "@support_jpで"), and hashtags. An address is looked
 * for only where its run begins: from every letter of "A.A.A.…" the search for its "@" ran to the
 * text's end.
 */
const NAMELESS = /(?<![\w.%+-])[\w.%+-]*@[\w.-]*\w|#[\p{L}\p{M}\p{N}_]+/gu;

/**
 * A bare host ("status-service.jp", "xiaomi-store.cn"), Latin letters only: the page marks text
 * with this file before anything else loads, so it reads links without linkify-it's TLD list
 * (remove-foreign-links.ts), which the guard needs and the first page must not carry. Its labels
 * are bounded as DNS bounds them (and nine at most): unbounded, "A.A.A.…" of 20,000 characters was
 * walked to its end from every letter (1.3 s to guess a pasted text's language).
 */
const BARE_HOST =
  /[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,63}(?:\/[\w./%~?=&#-]*)?/g;

/** The text without its links, handles, e-mail addresses and hashtags: the words to read. */
export function languageWords(text: string): string {
  // Each link cut out where it stands: a search of the whole text a link was quadratic in links.
  let words = '';
  let from = 0;
  for (const { link, index } of findPathLinks(text)) {
    if (index < from) continue;
    words += `${text.slice(from, index)} `;
    from = index + link.length;
  }
  words += text.slice(from);
  return words.replace(NAMELESS, ' ').replace(BARE_HOST, ' ');
}

/** Scripts only one language is written in (kana: Japanese even when most characters are kanji). */
const SCRIPTS: Array<[RegExp, string]> = [
  [/[\u3040-\u30ff\u31f0-\u31ff]/gu, 'ja'],
  [/\p{Script=Hangul}/gu, 'ko'],
  [/\p{Script=Han}/gu, 'zh'],
  [/\p{Script=Hebrew}/gu, 'he'],
  [/\p{Script=Thai}/gu, 'th'],
  [/\p{Script=Greek}/gu, 'el'],
];

const ANY_OWN_SCRIPT =
  /[\u3040-\u30ff\u31f0-\u31ff\p{Script=Hangul}\p{Script=Han}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Greek}]/u;

/**
 * The language the text's script names (`ja`, `ko`, `zh`, `he`, `th`, `el`) when that script is a
 * good share of its letters (links, handles and tags left out), else undefined.
 */
export function scriptLanguage(text: string): string | undefined {
  // Most text has none of these scripts: one look says so before six counts.
  if (!ANY_OWN_SCRIPT.test(text)) return undefined;
  const words = languageWords(text);
  const letters = words.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return undefined;
  for (const [pattern, code] of SCRIPTS) {
    const count = words.match(pattern)?.length ?? 0;
    // Kana is decisive even in small amounts; other scripts must be a good share of the letters.
    const share = code === 'ja' ? count * 4 : count;
    if (share / letters >= 0.3) return code;
  }
  return undefined;
}

/**
 * For text in a script several languages share, the language its letters point to when the words
 * are too few or too alike for the language model: Arabic letters are Arabic but for the letters
 * only Urdu or Persian use, Devanagari is Hindi (by far the most written in it), Cyrillic is
 * Ukrainian or Russian by the letters only each has, else undefined.
 */
export function lettersLanguage(text: string): string | undefined {
  if (!/[\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Cyrillic}]/u.test(text)) return undefined;
  const words = languageWords(text);
  const letters = words.match(/\p{L}/gu)?.length ?? 0;
  const share = (pattern: RegExp) => (words.match(pattern)?.length ?? 0) / letters;
  if (letters === 0) return undefined;
  if (share(/\p{Script=Arabic}/gu) >= 0.3) {
    if (/[ٹڈڑںے]/u.test(words)) return 'ur';
    return /[پچژگ]/u.test(words) ? 'fa' : 'ar';
  }
  if (share(/\p{Script=Devanagari}/gu) >= 0.3) return 'hi';
  if (share(/\p{Script=Cyrillic}/gu) >= 0.3) {
    if (/[їєґ]/iu.test(words)) return 'uk';
    if (/[ыэ]/iu.test(words)) return 'ru';
  }
  return undefined;
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
 * The `lang` to put on text written for a post the source tagged `tagged`, given what the text
 * itself was found to be in: usually the tag, but the text wins when it clearly says otherwise (a
 * fallback or a joke written in English for an Arabic post must not be read with an Arabic
 * voice). Han-only text cannot tell Chinese from Japanese kanji, so it never overrides a ja/ko tag.
 */
export function taggedOrDetected(
  tagged: string | undefined,
  detected: string | undefined,
): string | undefined {
  const code = (tagged ?? '').trim();
  if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(code) || NO_LANGUAGE.test(code)) return detected;
  if (!detected) return code;
  const primary = code.toLowerCase().split('-')[0];
  if (primary === detected) return code;
  if (detected === 'zh' && (primary === 'ja' || primary === 'ko')) return code;
  return detected;
}
