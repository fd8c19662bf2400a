/**
 * The counter a Chinese, Japanese or Korean figure counts with (issue 44 item 4, docs/decisions/012):
 * "人" of "8200人で" and "7600人から", "명" of "8200명으로" and "7600명보다". These languages write
 * no space between a counter and the particle after it, so the whole run ("人から増えた") is no word
 * two figures can share; the counter is the letter right after the number. derived-figures.ts ties
 * two figures of one sentence by it, as it ties "450 jobs" and "150 jobs" by their noun. A Han or
 * Hangul counter is one letter ("人", "台", "명", "대"); a katakana one its run ("ドル", "キロ").
 */

/** The counter right after a figure: a Han letter, a Hangul syllable or a katakana run. */
const COUNTER = /^\s?(\p{Script=Han}|\p{Script=Hangul}|[\p{Script=Katakana}ー]+)/u;

/** The counter just after `end` in `text`, if the figure is written with one. */
export function counterAfter(text: string, end: number): string | undefined {
  return COUNTER.exec(text.slice(end, end + 12))?.[1];
}
