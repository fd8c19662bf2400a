/**
 * A life's decades in Japanese and Korean ("30代", "20〜30대"), read into a source's figure keys
 * as the decades a translation writes; moved out of claim-figures.ts, which reads every figure.
 */
/** A decade of a life in Japanese and Korean ("30代", "20〜30대"): the range's words share it. */
const AGE_DECADES = /(\d{2})(?:\s?[〜~～\-–]\s?(\d{2}))?\s?[代대]/gu;

/**
 * A source's "20〜30代" (people in their 20s and 30s) holds the decades a translation writes ("in
 * their 20s and 30s"), as "1990s" or "90s" does: each number a ten's, the first sharing the range's
 * "代". A source's keys only: a line's "30代" stays the count the source's holds.
 */
export function addAgeDecades(text: string, keys: Set<string>): void {
  if (!/[代대]/u.test(text)) return;
  for (const match of text.matchAll(AGE_DECADES)) {
    for (const digits of [match[1], match[2]]) {
      const value = Number(digits);
      if (digits !== undefined && value % 10 === 0) keys.add(`dec${value}`);
    }
  }
}
