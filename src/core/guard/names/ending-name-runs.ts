/**
 * A line that says a stretch of the post word for word, then ends on a name where the post goes
 * on with another (issue 44, recall), in a language without capitals whose clauses end on names
 * (Arabic, Hebrew; a verb-final one ends on its verb): "افتتح محافظ الإسكندرية مهرجان الكتاب في دار
 * الأوبرا." (opened the book festival at the Opera House) of "… مهرجان الكتاب
 * في مكتبة الإسكندرية يوم الخميس …". replaced-names.ts reads a run the post's words close on
 * the right, and the post's clause does not end where the line's does (it goes on with the day).
 * Here the line's first four words or more are the post's in order, its last one to three words
 * hold one the post has in no form and that is none of the language's common words, and the
 * post's next words are others, one of them no common word either: a place or a person's name for
 * another. A rewording of the end says common words ("بمشاركة واسعة"), or keeps the post's; a
word after the post's clause has ended adds to it ("לנווה יעקב הצפונית" of "לנווה יעקב,").
 */
import { isUncasedLanguage, uncasedKey, uncasedWords } from '../words/uncased-words.ts';
import type { NameSource } from './claim-names.ts';
import { endsOnNamesIn, sameWord } from './name-tokens.ts';

const WORD = /[\p{L}\p{M}\u200c]+|\p{N}+/gu;
/** The fewest words of the post's the line says first, in order. */
const FRAME_MIN = 4;
/** The most words of the name at the line's end, and of the post's in its place. */
const RUN_MAX = 3;

/** The names a line ends on where the post, after the same words, has another. */
export function endingNameRuns(line: string, source: NameSource): string[] {
  // In a verb-final language (Hindi, Persian, Korean) a line's last words are its verb.
  const lang = source.langs.find(isUncasedLanguage);
  if (!lang || !endsOnNamesIn(lang)) return [];
  const common = uncasedWords(lang);
  const rare = (word: string) => !/\p{N}/u.test(word) && !common.has(uncasedKey(word, lang));
  const mine = line.match(WORD) ?? [];
  const words = [...source.text.matchAll(WORD)];
  const theirs = words.map((match) => match[0]);
  // The post's clause ends after the word ("לנווה יעקב, והנסיעה"): the line's last words add to
  // it, in no one's place ("לנווה יעקב הצפונית", the northern).
  const closes = (index: number) => {
    const match = words[index];
    const end = (match?.index ?? 0) + (match?.[0].length ?? 0);
    return /^\s*[^\s\p{L}\p{M}\p{N}\u200c]/u.test(source.text.slice(end));
  };
  const held = (word: string, words: readonly string[]) => words.some((one) => sameWord(one, word));
  const found: string[] = [];
  for (let size = 1; size <= RUN_MAX; size++) {
    const frame = mine.length - size;
    if (frame < FRAME_MIN) break;
    const run = mine.slice(frame);
    if (!run.some((word) => rare(word) && !held(word, theirs))) continue;
    for (let at = 0; at + frame < theirs.length; at++) {
      if (!mine.slice(0, frame).every((word, index) => word === theirs[at + index])) continue;
      if (closes(at + frame - 1)) continue;
      const next = theirs.slice(at + frame, at + frame + RUN_MAX);
      if (next.length === 0 || next.some((word) => held(word, run))) continue;
      if (!next.some(rare)) continue;
      found.push(run.join(' '));
      break;
    }
    if (found.length > 0) break;
  }
  return found;
}
