/**
 * A Chinese person's name the word segmenter cuts into its characters (h282, docs/decisions/012):
 * Intl.Segmenter reads "王强在决赛中击败了李明" as "王 | 强 | 在 | 决赛 | 中 | 击败 | 了 | 李 | 明",
 * a surname and a given name as two one-character words, so a reader that wants a name of two
 * characters or more (marked-role-trades.ts) saw no name on either side of "击败". A run of single
 * Han characters none of which is grammar (the commonest 150 subtitle words, han-grammar-characters'
 * rank, and the few function characters below that rank) is one word again: "王强", "李明".
 */
import { commonestWords } from '../words/uncased-words.ts';

/** The grammar rank of han-grammar-characters.ts: function words and the commonest verbs. */
const GRAMMAR_RANK = 150;
/** Function characters past that rank: "由" (by), "于", "以", "与" (and), "将", "向", "及", "其". */
const FUNCTION = /^[由于以与将向及其之而或]$/u;
const ONE_HAN = /^\p{Script=Han}$/u;

/** `words` with each run of single non-grammar Han characters joined into one word. */
export function joinedHanSingles(words: readonly string[]): string[] {
  const grammar = commonestWords('zh', GRAMMAR_RANK);
  const single = (word: string) => ONE_HAN.test(word) && !grammar.has(word) && !FUNCTION.test(word);
  const joined: string[] = [];
  let run = '';
  for (const word of words) {
    if (single(word)) {
      run += word;
      continue;
    }
    if (run) joined.push(run);
    run = '';
    joined.push(word);
  }
  if (run) joined.push(run);
  return joined;
}
