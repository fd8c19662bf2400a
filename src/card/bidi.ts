/**
 * Text direction on the card (Unicode's bidirectional algorithm, UAX #9). A piece of text in a
 * direction other than its surroundings' is laid out apart from them: whole elements by their `dir`
 * (an element with `dir` is an isolate in browsers, and takumi lays each flex item out on its
 * own), runs inside a line by the isolate characters LRI…PDI. Without that, a right-to-left date
 * inside the left-to-right handle line reads "202026/04/" (Arabic) or "20 2026 באפר׳" (Hebrew), and
 * a link or "@handle" inside an Arabic line comes out in pieces. Browsers and takumi (parley's
 * bidi) both honour the isolates, so the page and the server's picture draw the same order.
 */

import { isRightToLeft } from '#core/index.ts';

export type TextDirection = 'ltr' | 'rtl';

/** Left-to-right isolate and pop directional isolate: a run between them is laid out on its own. */
export const LRI = '\u2066';
export const PDI = '\u2069';

/** Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko… and their forms). */
const RTL_LETTERS =
  '\\u0590-\\u08ff\\ufb1d-\\ufdff\\ufe70-\\ufefc\\u{10800}-\\u{10fff}\\u{1e800}-\\u{1efff}';
/** One letter of a right-to-left script. */
export const RIGHT_TO_LEFT = new RegExp(`[${RTL_LETTERS}]`, 'u');
const RIGHT_TO_LEFT_ALL = new RegExp(RIGHT_TO_LEFT.source, 'gu');

/** What `dir="auto"` means in a browser: the direction of the first strong (letter) character. */
export function textDirection(text: string): TextDirection {
  const first = /\p{L}/u.exec(text)?.[0];
  return first && RIGHT_TO_LEFT.test(first) ? 'rtl' : 'ltr';
}

/**
 * The direction a language is written in (`ar`, `fa`, `ur`, `he`, `yi`, `az-Arab` → rtl): core's one
 * answer (`isRightToLeft`), left to right for a tag it does not read.
 */
export function languageDirection(lang: string | undefined): TextDirection {
  return isRightToLeft(lang) ? 'rtl' : 'ltr';
}

/** A character that reads left to right: a letter or digit of no right-to-left script. */
const LTR_CHAR = `[\\p{L}\\p{N}](?<![${RTL_LETTERS}])`;
/**
 * A run of left-to-right text inside right-to-left text: from a letter or digit (with the sign a
 * handle, tag, price or phone number opens with) to the last letter or digit before the next
 * right-to-left letter or line break (with a closing percent or degree sign), so a link, "@user",
 * "15 km" or "iPhone 15 Pro" stays whole and in order. Punctuation after it (the Arabic line's own
 * full stop) stays outside, where the line's direction puts it.
 */
const LTR_RUN = new RegExp(
  `[@#$€£¥+]?${LTR_CHAR}(?:[^${RTL_LETTERS}\\n]*${LTR_CHAR})?[%‰°]?`,
  'gu',
);
/** Embeddings, overrides and isolates the text brought itself: its own, left as they are. */
const OWN_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * A line as the card draws it: in a line that reads right to left (`direction`, else its first
 * letter's, as `dir="auto"` decides), each left-to-right run (digits, Latin words, handles, links) is
 * isolated; a left-to-right line, or one with bidi controls of its own, is drawn as it is.
 */
export function isolateRuns(text: string, direction: TextDirection | 'auto' = 'auto'): string {
  const reads = direction === 'auto' ? textDirection(text) : direction;
  if (reads === 'ltr' || OWN_CONTROLS.test(text)) return text;
  return text.replace(LTR_RUN, (run) => `${LRI}${run}${PDI}`);
}

/** The share of a line's letters in right-to-left scripts, over half: the line reads right to left. */
export const mostlyRightToLeft = (line: string): boolean =>
  (line.match(RIGHT_TO_LEFT_ALL)?.length ?? 0) * 2 > (line.match(/\p{L}/gu)?.length ?? 0);
