/**
 * A source's sentences, as the spans readers (derived-spans.ts, calendar-spans.ts) tie two of its
 * dates, years, times, weekdays or months within one: cut at a full stop, "!" or "?" before a
 * capital, or a new line, but not at the full stop a language writes after a day's digits.
 */
import type { ClaimSource } from '../claim-source.ts';
import { oncePer } from '../once-per-source.ts';

/** A sentence's end: a full stop, "!" or "?" before a capital, or a new line. */
const SENTENCE_END = /(?<=[.!?。！？])\s+(?=[\p{Lu}\p{Lo}])|\n+/u;
/** Where a number's full stop marks an ordinal ("3. März"), not a sentence's end. */
const ORDINAL_DOT = /(?<=\p{L}[.!?。！？])\s+(?=[\p{Lu}\p{Lo}])|\n+/u;
/**
 * Whether a language writes a day with a full stop after its digits ("3. März", "3. marca"), as
 * CLDR's dates in it show: there a number's full stop before a capital ends no sentence.
 */
const dotsDays = (lang: string): boolean => {
  try {
    const written = new Intl.DateTimeFormat(lang, {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    return /\d\.(?:\s|$)/u.test(written.format(Date.UTC(2001, 2, 3)));
  } catch {
    // A language the runtime has no dates for writes none this way.
    return false;
  }
};

/** The source's sentences, cut once a source. */
export const sourceSentences = /* @__PURE__ */ oncePer((source: ClaimSource): string[] => {
  const dotted = source.langs.some(dotsDays);
  return source.text.split(dotted ? ORDINAL_DOT : SENTENCE_END);
});
