/** The post's date as the card draws it, in the card's language, and the direction it reads in. */
import { languageDirection, type TextDirection } from './bidi.ts';

/** An ISO 8601 date or date-time: what the post sources give (`2026-11-25T16:34:04.000Z`). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const formats = new Map<string, Intl.DateTimeFormat>();

/** A medium date format in `lang`, in English where the language tag is not one Intl knows. */
function formatFor(lang: string | undefined): Intl.DateTimeFormat {
  const key = lang ?? '';
  let format = formats.get(key);
  if (!format) {
    // UTC, not the reader's zone: the browser and the server draw the same card, and the server
    // knows no visitor's zone.
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
    try {
      format = new Intl.DateTimeFormat(lang || 'en', options);
    } catch {
      format = new Intl.DateTimeFormat('en', options);
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * `2026-11-25T16:34:04.000Z` in `lang` (`Nov 25, 2026`, `25 nov. 2026`, `2026/11/25`), or
 * undefined when the text is not an ISO date: a card shows no date rather than a wrong one.
 */
export function formatPostDate(iso: string | undefined, lang?: string): string | undefined {
  if (!iso || !ISO_DATE.test(iso.trim())) return undefined;
  const time = Date.parse(iso.trim());
  if (Number.isNaN(time)) return undefined;
  return formatFor(lang).format(time);
}

/**
 * The direction the date reads in: its language's, as the format resolved it (a tag Intl does not
 * know draws the date in English, left to right). An Arabic, Hebrew or Persian date is laid out
 * right to left on its own, whatever line it stands in (src/card/bidi.ts).
 */
export function postDateDirection(lang?: string): TextDirection {
  return languageDirection(formatFor(lang).resolvedOptions().locale);
}

/**
 * Makes the date format for `lang` ahead of the card that needs it. A page's first Intl formatter
 * loads the browser's locale data (50-130 ms in Chromium, measured here): made while the model writes, that wait
 * no longer falls between the model's first line and the card showing it.
 */
export function prepareDateFormat(lang?: string): void {
  formatFor(lang).format(0);
}
