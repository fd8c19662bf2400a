/**
 * A rare word put beside one of the source's names in a list (issue 44, h299's blind probes): "在云南
 * 和广东做了田间实验" of a source's "在云南、湖南等地开展田间试验". The rarity readers read a rare word
 * alone as a paraphrase ("开通", "做了" are rare in the subtitles' list too), and no frame of the
 * source's is around it when the list is said otherwise ("和" for "、"); but a word joined by "and"
 * or a list's comma to a name of the source (a word the source has that is no common word: a
 * province, a city, a company) is a name of the same kind. Chinese and Japanese, whose segmenter
 * gives the list's words; a name the segmenter cuts into letters ("李|明") is read by no list here.
 */
import { uncasedWords } from '../words/uncased-words.ts';
import type { lineWords } from './unknown-names.ts';

type Words = ReturnType<typeof lineWords>;

/** "and", "with", "or" between two names; Japanese's "と", "や". */
const AND = new Set(['和', '与', '與', '及', '跟', '或', 'と', 'や', 'および', '及び']);
/**
 * Chinese's enumeration comma, which only a list's items stand on either side of; Japanese writes
 * its every comma so ("祇園祭のハイライト、山鉾巡行が…": a clause's pause), and is read by its "and".
 */
const COMMA = /^\s*、\s*$/u;
const HAN_WORD = /^[\p{Script=Han}\p{Script=Katakana}ー]{2,}$/u;

/**
 * The rare words of a Chinese or Japanese line (its segmenter's `words`, as unknown-names.ts reads
 * them) that stand in a list beside a name of the source's (see the file's comment).
 */
export function coordinatedNames(line: string, words: Words, lang: string): string[] {
  if (lang !== 'zh' && lang !== 'ja') return [];
  const common = uncasedWords(lang);
  const zh = lang === 'zh';
  // The source's own name: a word it has, of two letters or more, no common word of the language.
  const sourceName = (word: Words[number] | undefined) =>
    word !== undefined && !word.absent && HAN_WORD.test(word.text) && !common.has(word.text);
  const joined = (left: number, right: number): boolean => {
    const first = words[left];
    const second = words[right];
    if (!first || !second) return false;
    if (right === left + 1) return zh && COMMA.test(line.slice(first.end, second.start));
    const and = words[left + 1];
    return (
      right === left + 2 &&
      and !== undefined &&
      AND.has(and.text) &&
      line.slice(first.end, and.start).trim() === '' &&
      line.slice(and.end, second.start).trim() === ''
    );
  };
  const found: string[] = [];
  words.forEach((word, at) => {
    // One rare word alone: a run of them is unknown-names.ts's.
    if (!word.unknown || !HAN_WORD.test(word.text)) return;
    if (words[at - 1]?.unknown || words[at + 1]?.unknown) return;
    const listed = [1, 2].some(
      (step) =>
        (sourceName(words[at - step]) && joined(at - step, at)) ||
        (sourceName(words[at + step]) && joined(at, at + step)),
    );
    if (listed && !found.includes(word.text)) found.push(word.text);
  });
  return found;
}
