/** The options of a language choice: the visitor's own languages first, then every other one. */
import { languageName, normaliseLanguageTag } from '#core/card-languages.ts';

export interface LanguageChoiceOption {
  /** The base tag sent as `language`. */
  value: string;
  /** Its English name, with its own name beside it ("Japanese (日本語)") for those who read that. */
  label: string;
}

export interface LanguageOptionGroups {
  /** The browser's languages (`navigator.languages`) the writer writes, in the browser's order. */
  yours: LanguageChoiceOption[];
  /** Every other language the writer writes, by English name. */
  others: LanguageChoiceOption[];
}

/** "Japanese (日本語)"; "English" alone where both names are one. */
export function languageLabel(tag: string): string {
  const english = languageName(tag);
  const own = languageName(tag, tag);
  return own === english || own === tag ? english : `${english} (${own})`;
}

/** The offered tags, those the browser names first (each once), the rest by English name. */
export function languageOptions(
  offered: readonly string[],
  browser: readonly string[],
): LanguageOptionGroups {
  const writable = new Set(offered);
  const yours: string[] = [];
  for (const tag of browser) {
    const base = normaliseLanguageTag(tag);
    if (base && writable.has(base) && !yours.includes(base)) yours.push(base);
  }
  const option = (tag: string) => ({ value: tag, label: languageLabel(tag) });
  const others = offered
    .filter((tag) => !yours.includes(tag))
    .map(option)
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return { yours: yours.map(option), others };
}
