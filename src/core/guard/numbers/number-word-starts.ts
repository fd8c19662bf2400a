/**
 * Whether a half-written word may still become a number word (issue 46 item 9). A stream held to a
 * schema shows the word being written before it is whole (partial-answer.ts's shownSoFar), so the
 * first word of a line is on screen with the model's first token; a half word that may grow into a
 * figure ("twen" of "twenty", "zweihun" of "zweihundert") must wait until it is whole, when the
 * guard reads it (issue 44 item 6: no figure it stops is ever in a partial). Read from the lexicons'
 * index of words that begin a number in some language, in every language at once: the stream does
 * not know the post's languages, and holding back a few more half words costs a token each.
 */
import { foldWord } from '../words/fold-word.ts';
import type { NumberLexiconFile } from './number-lexicon-data.ts';
import lexiconFile from './number-lexicons.json' with { type: 'json' };

/** A joined number's first word is at least this long ("ein", "két", "kaksi"): "a" or "un" alone begin everyday words. */
const JOINED_MIN = 3;

let sorted: string[] | undefined;
let starts: Set<string> | undefined;

function index() {
  if (sorted === undefined || starts === undefined) {
    const keys = Object.keys((lexiconFile as unknown as NumberLexiconFile).index);
    sorted = [...keys].sort();
    starts = new Set(keys.filter((key) => key.length >= JOINED_MIN));
  }
  return { sorted, starts };
}

/** True when some word of `words` (sorted) begins with `prefix`. */
function beginsSome(words: readonly string[], prefix: string): boolean {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((words[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  return (words[low] ?? '').startsWith(prefix);
}

/**
 * True when `half`, a word cut where the model stopped writing, may be the start of a number word
 * of any language, or begins with one a joined number grows from ("zweiund…", "kétezer").
 */
export function mayBecomeNumberWord(half: string): boolean {
  const { sorted: words, starts: joined } = index();
  for (const marked of [false, true]) {
    const key = foldWord(half, marked);
    if (beginsSome(words, key)) return true;
    for (let end = JOINED_MIN; end < key.length; end++) {
      if (joined.has(key.slice(0, end))) return true;
    }
  }
  return false;
}
