/** Display helpers for the widget example languages. */

/** Arabic, Persian and Dhivehi are written right to left. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'dv']);

/** The text direction of a language code. */
export const textDirection = (language: string): 'rtl' | 'ltr' =>
  RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';

const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** The English name of a language code, e.g. dv -> Divehi; the code itself if unknown. */
export function languageName(language: string): string {
  try {
    return names.of(language) ?? language;
  } catch {
    return language;
  }
}
