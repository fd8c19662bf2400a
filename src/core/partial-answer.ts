/**
 * What a streamed answer may show before the model has finished: only what the final shaping
 * will keep. The same shapers run on the lines complete so far; what they pad with (fillers,
 * canned jokes, source items) is told apart and left out, and nothing is shown while the model
 * is still echoing the prompt (the final shaping drops an echo only once it has seen its end).
 */
import { sameTextKey } from './clean-model-text.ts';

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
