/**
 * The languages a card or a thread can be asked in (issue 45): the writer's list, how a BCP 47 tag
 * is read, what a language is called, which way it runs, and the page's sentences about it.
 */

/**
 * The base languages the default model (Qwen2.5 1.5B Instruct) writes well. Its model card claims
 * "over 29 languages" and names Chinese, English, French, Spanish, Portuguese, German, Italian,
 * Russian, Japanese, Korean, Vietnamese, Thai and Arabic (docs/decisions/009); the rest are the
 * widely spoken ones its training data covers that issue 45 lists. A language not here gets a 400.
 */
export const WRITER_LANGUAGES = [
  'en',
  'zh',
  'ja',
  'ko',
  'fr',
  'es',
  'pt',
  'de',
  'it',
  'ru',
  'ar',
  'vi',
  'th',
  'id',
  'tr',
  'nl',
  'pl',
  'uk',
  'cs',
  'sv',
  'he',
  'fa',
  'hi',
] as const;

export type WriterLanguage = (typeof WRITER_LANGUAGES)[number];

const WRITER_SET: ReadonlySet<string> = new Set(WRITER_LANGUAGES);

export const isWriterLanguage = (value: unknown): value is WriterLanguage =>
  typeof value === 'string' && WRITER_SET.has(value);

/** Tags that name no language: undetermined, no linguistic content, X's media-only codes. */
const NO_LANGUAGE = /^(und|zxx|mul|mis|qme|qht|qam|qct|qst|art)$/;

/**
 * The lower-case base language of a BCP 47 tag (`pt-BR` → `pt`, `zh-Hant` → `zh`), or undefined
 * for a tag that is not valid BCP 47 or names no language (`und`).
 */
export function normaliseLanguageTag(tag: string): string | undefined {
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(tag.trim())[0];
  } catch {
    return undefined;
  }
  const base = canonical?.split('-')[0]?.toLowerCase();
  if (!base || !/^[a-z]{2,3}$/.test(base) || NO_LANGUAGE.test(base)) return undefined;
  return base;
}

/** The language's name in `inLanguage` ("Japanese"; "日本語" in `ja`), or the tag when unknown. */
export function languageName(tag: string, inLanguage = 'en'): string {
  try {
    const name = new Intl.DisplayNames([inLanguage], { type: 'language', fallback: 'none' }).of(
      tag,
    );
    return name || tag;
  } catch {
    return tag;
  }
}

/** Written right to left where Intl cannot tell (`Intl.Locale#getTextInfo` is not everywhere). */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug', 'syr']);

interface LocaleWithTextInfo {
  getTextInfo?: () => { direction?: string };
  textInfo?: { direction?: string };
}

/** True for a language written right to left (`ar`, `he`, `fa-IR`...). */
export function isRightToLeft(tag: string): boolean {
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & LocaleWithTextInfo;
    // Chromium and Node have the method; older engines had the getter; Firefox has neither.
    const info = locale.getTextInfo?.() ?? locale.textInfo;
    if (info?.direction) return info.direction === 'rtl';
  } catch {
    return false;
  }
  return RTL_LANGUAGES.has(normaliseLanguageTag(tag) ?? '');
}

/** Two tags' English names, when both name a language and not the same one. */
function differentNames(lang: string | undefined, source: string | undefined) {
  const to = lang ? normaliseLanguageTag(lang) : undefined;
  const from = source ? normaliseLanguageTag(source) : undefined;
  if (!to || !from || to === from) return undefined;
  return { to: languageName(to), from: languageName(from) };
}

/** "Summed up in English from a post in Japanese"; undefined when the languages are one or unknown. */
export function cardProvenance(
  lang: string | undefined,
  sourceLang: string | undefined,
): string | undefined {
  const names = differentNames(lang, sourceLang);
  return names && `Summed up in ${names.to} from a post in ${names.from}`;
}

/** "Written in English from a text in Japanese"; undefined when the languages are one or unknown. */
export function threadProvenance(
  lang: string | undefined,
  sourceLang: string | undefined,
): string | undefined {
  const names = differentNames(lang, sourceLang);
  return names && `Written in ${names.to} from a text in ${names.from}`;
}

/**
 * What the page says when the rules writer answered a request for another language: it cannot
 * translate, so its card (or thread) is in the post's language. "A card in Spanish needs the
 * language model".
 */
export function rulesCannotTranslate(lang: string, subject: 'card' | 'thread' = 'card'): string {
  return `A ${subject} in ${languageName(normaliseLanguageTag(lang) ?? lang)} needs the language model`;
}
