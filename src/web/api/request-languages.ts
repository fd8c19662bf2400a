/**
 * The client of `GET /api/languages`: the languages the configured writer can be asked for, and
 * whether it can translate now. It never throws: without an answer the page offers core's list.
 */
import { normaliseLanguageTag } from '#core/card-languages.ts';
import type { LanguagesResponse } from '#core/index.ts';

type Language = LanguagesResponse['languages'][number];

/** Asks the server which languages it writes; `undefined` when it cannot be reached or told. */
export async function requestLanguages(
  signal?: AbortSignal,
): Promise<LanguagesResponse | undefined> {
  try {
    const response = await fetch('/api/languages', {
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) return undefined;
    return readLanguagesResponse(await response.json());
  } catch {
    return undefined;
  }
}

/**
 * The answer's documented shape, or undefined: a language whose tag is not a base language is left
 * out (the page sends tags back as they came, and a region tag would be a second "English").
 */
export function readLanguagesResponse(payload: unknown): LanguagesResponse | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { languages, translates } = payload as Partial<Record<keyof LanguagesResponse, unknown>>;
  if (!Array.isArray(languages) || typeof translates !== 'boolean') return undefined;
  const seen = new Set<string>();
  const kept: Language[] = [];
  for (const item of languages) {
    const { tag, name } = (item ?? {}) as Partial<Record<keyof Language, unknown>>;
    if (typeof tag !== 'string' || normaliseLanguageTag(tag) !== tag || seen.has(tag)) continue;
    seen.add(tag);
    kept.push({ tag, name: typeof name === 'string' && name.trim() !== '' ? name.trim() : tag });
  }
  return kept.length > 0 ? { languages: kept, translates } : undefined;
}
