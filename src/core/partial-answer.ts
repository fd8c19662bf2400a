/**
 * What a streamed answer may show before the model has finished: only what the final shaping
 * will keep. The same shapers run on the lines complete so far; what they pad with (fillers,
 * canned jokes, source items) is told apart and left out, and nothing is shown while the model
 * is still echoing the prompt (the final shaping drops an echo only once it has seen its end).
 */
import { isChatter, sameTextKey } from './clean-model-text.ts';
import { mayBecomeNumberWord } from './guard/numbers/number-word-starts.ts';
import { UNSPACED } from './unspaced-scripts.ts';

/** An echoed prompt whose end has not come yet: `[INST]` without `[/INST]`, or an open data block. */
function echoStillOpen(text: string): boolean {
  if (/^\s*(?:<s>\s*)?\[INST\]/.test(text) && !text.includes('[/INST]')) return true;
  const start = text.search(/<<<\s*(?!END)[A-Z]+ [^\n>]*>>>/i);
  return start >= 0 && !/<<<\s*END[^\n>]*>>>/i.test(text.slice(start));
}

/**
 * The model's text up to its last newline: the lines it has finished. Empty while it is still
 * echoing the prompt.
 */
export function completeLines(textSoFar: string): string {
  const end = textSoFar.lastIndexOf('\n');
  if (end < 0) return '';
  const complete = textSoFar.slice(0, end);
  return echoStillOpen(complete) ? '' : complete;
}

/**
 * A line being written shows once it has this many words: a heading's first word is no line. An
 * answer held to a schema (the embedded model's JSON) has no heading or chatter: its first word
 * shows (`minWords` 1).
 */
export const MIN_WORDS_SHOWN = 3;

/**
 * Marks a half word may hold besides lower-case letters: brackets, dashes, "_" and the marks that
 * end a clause. None starts a claim: no "@", "#", currency sign, digit, "." or ":" or "/" of a link,
 * "+" or "%" of a figure, nor a quotation mark (safe-so-far.ts reads those).
 */
const HALF_MARKS = '()\\[\\]{}_,;!?*~=<>|&^\\p{Pd}';
const HALF_WORD = new RegExp(
  `^[\\p{Ll}\\p{M}${HALF_MARKS}]*\\p{Ll}[\\p{Ll}\\p{M}${HALF_MARKS}]*$`,
  'u',
);

/**
 * True when a half-written word may show (issue 46 item 9): lower-case letters of a script with
 * capitals (a capital may start a name; where no capital tells, any word may), with brackets,
 * dashes and clause marks, so no figure's, handle's, link's, address's or quotation's start, and no
 * part of it the start of a number word in any language. The guard's gate still reads the head it
 * ends (safe-so-far.ts).
 */
export function halfWordShows(half: string): boolean {
  if (!HALF_WORD.test(half)) return false;
  const letters = half.match(/[\p{Ll}\p{M}]+/gu) ?? [];
  return !letters.some((run) => mayBecomeNumberWord(run));
}

/**
 * The model's text so far as a stream may show it (issue 37): its finished lines, and the line it
 * is writing up to its last whole word, once that has a few words and is not a chatty opening
 * ("Sure! Here is…"); text without spaces shows as it comes. A word cut in half never shows, but
 * with `halfWords` (an answer held to a schema, which has no chatter: issue 46 item 9) a half word
 * that halfWordShows lets through does, so the line's first word is on screen with the model's
 * first token rather than with the token after its end (in Qwen's tokenizer "городской" is two
 * tokens, "सरकार" five). Empty while the model is still echoing the prompt.
 */
export function shownSoFar(
  textSoFar: string,
  minWords = MIN_WORDS_SHOWN,
  halfWords = false,
): string {
  if (echoStillOpen(textSoFar)) return '';
  const end = textSoFar.lastIndexOf('\n');
  const finished = textSoFar.slice(0, end + 1);
  const line = textSoFar.slice(end + 1);
  let whole = /\s$/u.test(line) || UNSPACED.test(line) ? line : line.replace(/\S+$/u, '');
  if (halfWords && whole !== line && halfWordShows(line.slice(whole.length))) whole = line;
  const words = whole.trim().split(/\s+/u).filter(Boolean).length;
  const readable = UNSPACED.test(whole) ? whole.trim() !== '' : words >= Math.max(1, minWords);
  return readable && !isChatter(whole) ? `${finished}${whole.trimEnd()}` : finished;
}

/**
 * The leading lines of `shaped` the model wrote, given `padding`: what the same shaper answers
 * with no model text at all. A shaper adds its padding, in order, after the model's lines and
 * without repeating one of them; so the model's lines are the shortest head of `shaped` after
 * which the rest is exactly that padding. Lines are compared by their words (sameTextKey), so an
 * emoji or a bullet the shaper adds does not matter.
 */
export function modelLinesOf(shaped: readonly string[], padding: readonly string[]): string[] {
  const keys = shaped.map(sameTextKey);
  const paddingKeys = padding.map(sameTextKey);
  for (let count = 0; count <= shaped.length; count++) {
    const taken = new Set(keys.slice(0, count));
    const rest = paddingKeys
      .filter((key) => !taken.has(key))
      .slice(0, Math.max(0, shaped.length - count));
    const tail = keys.slice(count);
    if (tail.length === rest.length && tail.every((key, index) => key === rest[index])) {
      return shaped.slice(0, count);
    }
  }
  return [...shaped];
}
