/**
 * A weak number word before the words of a percentage (h262): "neuf pour cent", "un pour cent",
 * "one percent". French "neuf" (new) and "un" (a), English "one" are read as numbers only inside
 * a longer one (number-words.ts's weak words); before "pour cent" or "percent" they are the share's
 * value, and without it "neuf pour cent" read as "cent" alone, and "one percent" as no figure at
 * all (an invented "one percent" of a source's 2% passed).
 */
import type { Token } from './figure-tokens.ts';
import { isPercentWords } from './figure-words.ts';

/** Whether one to three words from token `at` on make the number before them a percentage. */
export function percentAfter(tokens: readonly Token[], at: number): boolean {
  let words = '';
  for (let index = at; index < Math.min(tokens.length, at + 3); index++) {
    const token = tokens[index];
    if (token?.kind !== 'word') return false;
    words = words === '' ? token.text : `${words} ${token.text}`;
    if (isPercentWords(words)) return true;
  }
  return false;
}
