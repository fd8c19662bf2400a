/**
 * Text direction on the card (Unicode's bidirectional algorithm, UAX #9). A piece of text in a
 * direction other than its surroundings' is laid out apart from them: whole elements by their `dir`
 * (an element with `dir` is an isolate in browsers, and takumi lays each flex item out on its
 * own), runs inside a line by the isolate characters LRI…PDI. Without that, a right-to-left date
 * inside the left-to-right handle line reads "202026/04/" (Arabic) or "20 2026 באפר׳" (Hebrew), and
 * a link or "@handle" inside an Arabic line comes out in pieces. Browsers and takumi (parley's
 * bidi) both honour the isolates, so the page and the server's picture draw the same order.
 */

export type TextDirection = 'ltr' | 'rtl';

/** Left-to-right isolate and pop directional isolate: a run between them is laid out on its own. */
export const LRI = '\u2066';
export const PDI = '\u2069';

/** Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko… and their forms). */
const RTL_LETTERS =
  '\\u0590-\\u08ff\\ufb1d-\\ufdff\\ufe70-\\ufefc\\u{10800}-\\u{10fff}\\u{1e800}-\\u{1efff}';
const RIGHT_TO_LEFT = new RegExp(`[${RTL_LETTERS}]`, 'u');
/** The scripts written right to left, as Intl names them (ISO 15924). */
const RTL_SCRIPTS = new Set([
  'Adlm',
  'Arab',
  'Hebr',
  'Mand',
  'Nkoo',
  'Rohg',
  'Samr',
  'Syrc',
  'Thaa',
]);

/** What `dir="auto"` means in a browser: the direction of the first strong (letter) character. */
export function textDirection(text: string): TextDirection {
  const first = /\p{L}/u.exec(text)?.[0];
  return first && RIGHT_TO_LEFT.test(first) ? 'rtl' : 'ltr';
}

const directions = new Map<string, TextDirection>();

/**
 * The direction a language is written in, from its script (`ar`, `fa`, `ur` → Arabic; `he`, `yi` →
 * Hebrew; `az-Arab` too), as Intl's likely-subtags data knows it; left to right for a tag it does
 * not read.
 */
export function languageDirection(lang: string | undefined): TextDirection {
  if (!lang) return 'ltr';
  let direction = directions.get(lang);
  if (!direction) {
    try {
      const script = new Intl.Locale(lang).maximize().script;
      direction = script && RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
    } catch {
      direction = 'ltr';
    }
    directions.set(lang, direction);
  }
  return direction;
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
 * A line as the card draws it: in a line that reads right to left (its first letter's direction,
 * as `dir="auto"` decides), each left-to-right run (digits, Latin words, handles, links) is
 * isolated; a left-to-right line, or one with bidi controls of its own, is drawn as it is.
 */
export function isolateRuns(text: string): string {
  if (textDirection(text) === 'ltr' || OWN_CONTROLS.test(text)) return text;
  return text.replace(LTR_RUN, (run) => `${LRI}${run}${PDI}`);
}
