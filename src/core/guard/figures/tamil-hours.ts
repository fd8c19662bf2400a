/**
 * Tamil writes a duration of hours as "மணி நேரம்" after the number ("48 மணி நேரத்தில்": in 48
 * hours), where "மணி" alone is the clock's hour ("காலை 8 மணி": 8 in the morning) and CLDR's Tamil
 * hour is only its abbreviation "ம.": the figures reader read the count alone, so a card's
 * "இரண்டு நாட்களில்" (in two days) of "48 மணி நேரத்தில்" was stopped once Tamil's number words were
 * read (issue 44 item 2). A source's such duration holds its hours, and whole (or half) days of
 * them, as a line's "2 days" reads them (duration-keys.ts adds them to a source's keys only).
 */

/** A number, then "மணி நேர" with any case ending after it ("நேரம்", "நேரத்தில்", "நேரமாக"). */
const HOURS = /(?<![\d.,])(\d{1,4}(?:[.,]\d+)?)\s?மணி\s?நேர/gu;

/** Adds to `keys` the hours each Tamil duration of `text` holds, and its days where whole or half. */
export function addTamilHours(text: string, keys: Set<string>): void {
  if (!text.includes('மணி')) return;
  for (const [, digits = ''] of text.matchAll(HOURS)) {
    const hours = Number(digits.replace(',', '.'));
    keys.add(`u:hour:${hours}`);
    if (hours >= 24 && (hours * 2) % 24 === 0) keys.add(`u:day:${hours / 24}`);
  }
}
