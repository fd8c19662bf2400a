/**
 * A range in Urdu and Hindi, written with postpositions (issue 44, round forty-eight): "3 سے 17
 * دسمبر تک", "3 से 17 दिसंबर तक" (from 3 to 17 December). "سے"/"से" alone after a number is
 * also "than" ("2011 से 12% ज़्यादा": 12% more than 2011), so it joins a range's ends only where
 * the range's "تک"/"तक" (up to) closes it: after the second number, and at most three words
 * after it (its unit or month). Turkish's "10 ile 20 milyar lira arasında" is read so too.
 */
import { foldWord } from '../words/fold-word.ts';

/** The postposition that opens a range's second end, and the one that closes the range. */
const CLOSING = /* @__PURE__ */ new Map(
  [
    ['سے', 'تک'],
    ['से', 'तक'],
    // Turkish: "10 ile 20 milyon lira arasında" (between 10 and 20 million lira), "ile"/"ve"
    // (and) joining the ends only where "arasında" closes them (h246: read as 10 and 20 million).
    ['ile', 'arasında(?:ki)?'],
    ['ve', 'arasında(?:ki)?'],
  ].map(([from, to]) => [foldWord(from as string, false), to as string]),
);

const closings = /* @__PURE__ */ new Map<string, RegExp>();

/**
 * Whether `word` (folded), after a number, joins it to the number that follows at `at` in `text`
 * as a range's ends: a "from" postposition whose "up to" closes the second end.
 */
export function joinsPostpositionRange(word: string, text: string, at: number): boolean {
  const close = CLOSING.get(word);
  if (close === undefined) return false;
  let pattern = closings.get(close);
  if (!pattern) {
    pattern = new RegExp(
      `^\\s*\\p{N}+(?:[.,:]\\p{N}+)?(?:\\s+[^\\s\\p{N}]+){0,3}?\\s+${close}(?![\\p{L}\\p{M}])`,
      'u',
    );
    closings.set(close, pattern);
  }
  return pattern.test(text.slice(at, at + 80));
}
