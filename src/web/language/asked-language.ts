/**
 * The language an answer was asked in, read back from the answer itself, so New take asks for
 * the same one (issue 45: New take keeps the language) even on a card link's page, where the
 * page never saw the request.
 */
import { normaliseLanguageTag } from '#core/card-languages.ts';
import type { LanguageFields } from './answer-languages.ts';

/**
 * The asked language: the one the rules writer could not write (`askedLang`), or the answer's own
 * when it is not its source's; `undefined` for an answer in its source's language.
 */
export function askedLanguageOf(answer: LanguageFields): string | undefined {
  if (answer.askedLang) return normaliseLanguageTag(answer.askedLang);
  const lang = answer.lang ? normaliseLanguageTag(answer.lang) : undefined;
  const source = answer.sourceLang ? normaliseLanguageTag(answer.sourceLang) : undefined;
  return lang && source && lang !== source ? lang : undefined;
}
