/**
 * Core's language detection as the page loads it: apart from the first page, once it marks a
 * card's or a thread's language (use-text-language.ts, docs/decisions/024).
 */
export { textLanguage } from '#core/index.ts';
