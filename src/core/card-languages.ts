/**
 * The languages a card or a thread may be asked in (issue 45): the writer's list, BCP 47 tags read
 * down to their base language, the languages' names and directions, and what a card says of where
 * its words came from. Shared by the server (the request's check, the prompts, the card's picture)
 * and the page (the choice, the card's `lang` and `dir`); no I/O, only `Intl`.
 */

/**
 * The base languages the default model (Qwen2.5 1.5B Instruct) is asked to write: the languages its
 * model card and Qwen2's announcement name (Chinese, English, French, Spanish, Portuguese, German,
 * Italian, Russian, Japanese, Korean, Vietnamese, Thai, Arabic; Dutch, Czech, Polish, Persian,
 * Hebrew, Turkish, Indonesian, Hindi), with Ukrainian and Swedish, which issue 45 asks for
 * (docs/decisions/022 says why these and not the rest of the "29+").
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

/** True for a base tag of WRITER_LANGUAGES (`pt`, not `pt-BR`: normalise first). */
export function isWriterLanguage(tag: unknown): tag is WriterLanguage {
  return typeof tag === 'string' && WRITER_SET.has(tag);
}

/**
 * Codes that name no human language: undetermined, none, several, and the private-use and
 * artificial codes X tags media-only, hashtag-only and similar posts with.
 */
const NO_LANGUAGE = new Set(['und', 'zxx', 'mul', 'mis', 'art', 'qme', 'qht', 'qam', 'qst', 'qct']);

/** The tag canonicalised by Intl (`iw` → `he`, `in` → `id`, `EN` → `en`), or undefined. */
function canonical(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag.trim().replace(/_/g, '-'))[0];
  } catch {
    return undefined;
  }
}

/**
 * A BCP 47 tag read down to its base language in lower case (`pt-BR` → `pt`, `zh-Hant` → `zh`,
 * `iw` → `he`); undefined for a tag that is not valid BCP 47 or names no language (`und`).
 */
export function normaliseLanguageTag(tag: string): string | undefined {
  if (typeof tag !== 'string' || tag.trim() === '' || tag.length > 100) return undefined;
  const found = canonical(tag);
  if (found === undefined) return undefined;
  let base: string | undefined;
  try {
    base = new Intl.Locale(found).language?.toLowerCase();
  } catch {
    return undefined;
  }
  // A language subtag of 5-8 letters is valid syntax ("english") but names no registered language.
  return base === undefined || !/^[a-z]{2,3}$/.test(base) || NO_LANGUAGE.has(base)
    ? undefined
    : base;
}

/** The language's name in `inLanguage`, or undefined where Intl has none for it. */
export function namedLanguage(tag: string | undefined, inLanguage = 'en'): string | undefined {
  const found = tag === undefined ? undefined : canonical(tag);
  if (found === undefined || normaliseLanguageTag(found) === undefined) return undefined;
  for (const locale of [inLanguage, 'en']) {
    try {
      const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
      return names.of(found);
    } catch {
      // An invalid `inLanguage`: English names instead.
    }
  }
  return undefined;
}

/** The language's name ("Japanese"; in `inLanguage`'s words when given), else the tag itself. */
export function languageName(tag: string, inLanguage = 'en'): string {
  return namedLanguage(tag, inLanguage) ?? tag;
}

/**
 * Written right to left: where Intl cannot tell (a browser without `Intl.Locale#getTextInfo`), and
 * where it tells wrong (V8 says Dhivehi, in Thaana, is left to right).
 */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug', 'syr']);

/** What `Intl.Locale` tells of a script's direction: a method now, a getter in older engines. */
type LocaleWithTextInfo = Intl.Locale & {
  getTextInfo?: () => { direction?: string };
  textInfo?: { direction?: string };
};

/** True for a language written right to left (`ar`, `he`, `fa-IR`, `ckb`...). */
export function isRightToLeft(tag: string | undefined): boolean {
  const found = tag === undefined ? undefined : canonical(tag);
  if (found === undefined) return false;
  if (RIGHT_TO_LEFT.has(normaliseLanguageTag(found) ?? '')) return true;
  try {
    const locale = new Intl.Locale(found) as LocaleWithTextInfo;
    return (locale.getTextInfo?.() ?? locale.textInfo)?.direction === 'rtl';
  } catch {
    return false;
  }
}

/** Both languages named in English, when they differ; undefined when either cannot be named. */
function twoLanguages(
  lang: string | undefined,
  sourceLang: string | undefined,
): [string, string] | undefined {
  const written = lang === undefined ? undefined : normaliseLanguageTag(lang);
  const source = sourceLang === undefined ? undefined : normaliseLanguageTag(sourceLang);
  if (written === undefined || source === undefined || written === source) return undefined;
  const names = [namedLanguage(written), namedLanguage(source)];
  const [writtenName, sourceName] = names;
  return writtenName && sourceName ? [writtenName, sourceName] : undefined;
}

/**
 * What a card written in another language than its post says of it: "Summed up in English from a
 * post in Japanese"; undefined when both are the same language or either is unknown.
 */
export function cardProvenance(
  lang: string | undefined,
  sourceLang: string | undefined,
): string | undefined {
  const names = twoLanguages(lang, sourceLang);
  return names && `Summed up in ${names[0]} from a post in ${names[1]}`;
}

/** The same of a thread: "Written in English from a text in Japanese". */
export function threadProvenance(
  lang: string | undefined,
  sourceLang: string | undefined,
): string | undefined {
  const names = twoLanguages(lang, sourceLang);
  return names && `Written in ${names[0]} from a text in ${names[1]}`;
}

/**
 * Said under a card (or thread) the rules writer wrote in the post's own language when another was
 * asked: "A card in Spanish needs the language model".
 */
export function rulesCannotTranslate(lang: string, what: 'card' | 'thread' = 'card'): string {
  return `A ${what} in ${languageName(normaliseLanguageTag(lang) ?? lang)} needs the language model`;
}
