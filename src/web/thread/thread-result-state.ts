/** The last generated thread (and the style it was made in), kept so edits survive a reload. */
import {
  isRulesReason,
  isThreadStyleId,
  type RulesReason,
  type TextWriter,
  type ThreadStyleId,
} from '#core/index.ts';

export interface ThreadResult {
  style: ThreadStyleId;
  posts: string[];
  /** The thread's language (`lang` attribute): the one asked, else the text's, where told. */
  lang?: string;
  /** The text's language, and the one asked in vain of the rules writer, as its answer said. */
  sourceLang?: string;
  askedLang?: string;
  /** `rules` when the embedded writer made it (the page says so). */
  writer?: TextWriter;
  /** Why the rules made it in a model's place, as its answer said. */
  rulesReason?: RulesReason;
}

/** Guard for a stored result: `null` (none yet) or a style with a list of strings. */
export function isThreadResultOrNull(value: unknown): value is ThreadResult | null {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  const { style, posts, lang, sourceLang, askedLang, writer, rulesReason } =
    value as Partial<ThreadResult>;
  return (
    isThreadStyleId(style) &&
    (writer === undefined || writer === 'rules') &&
    (rulesReason === undefined || isRulesReason(rulesReason)) &&
    [lang, sourceLang, askedLang].every((tag) => tag === undefined || typeof tag === 'string') &&
    Array.isArray(posts) &&
    posts.length > 0 &&
    posts.every((post) => typeof post === 'string')
  );
}

/** Guard for the stored style choice: `null` means "not picked yet". */
export const isThreadStyleOrNull = (value: unknown): value is ThreadStyleId | null =>
  value === null || isThreadStyleId(value);
