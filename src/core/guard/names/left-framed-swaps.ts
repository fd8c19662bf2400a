/**
 * A rare word put for the source's rare word after two of the source's words, the line going on
 * its own way after it (round fifty: "تصدرت محافظة الدقهلية نتيجة الثانوية العامة" of the post's
 * "وتصدرت محافظة المنوفية بنسبة نجاح 88%", a governorate put for another). rare-swaps.ts wants the
 * source's word after the slot too, replaced-names.ts two words after it; a line that reorders its
 * clause keeps the frame on the left only. Read where no capital tells a name, in a language with
 * spaces: the line's word the source has in no form and no common word (unknown-names.ts tells),
 * after the source's two words as the source writes them together (a clitic on the first: "و"),
 * one of them no grammar word, where the source's next word is rare too and nowhere in the line, both
 * with the article: a name for a name, not a verb or a noun said otherwise (a common word in either
 * slot keeps the line).
 * Arabic only: Hindi's and Hebrew's lists are too short to tell a verb's other form from a name,
 * and Korean's and Persian's verbs end the clause in forms no list holds.
 */
import { uncasedKey, uncasedWords } from '../words/uncased-words.ts';
import type { NameSource } from './claim-names.ts';
import { isCommon, isUncasedGrammar, lineWords, uncasedLanguage } from './unknown-names.ts';

/**
 * Languages read here: Arabic, spaced, its list long enough to tell a name, its clause's verb
 * first. Korean's and Persian's verbs come last, often in forms no list holds ("사면" of "구매하면").
 */
const READ = /^ar$/u;
/** A word as the source writes it after the frame. */
const NEXT_WORD = /^\s+([\p{L}\p{M}]+)/u;
/**
 * The definite article, after a clitic or none: a noun's, never a verb's. A place or a body is
 * often so named ("المنوفية", "الدقهلية"); a verb said otherwise after a name ("شركة النيلية أنشأت"
 * of "… افتتحت") takes none, so both words must.
 */
const DEFINITE = /^[وفبك]?(?:ال|لل)\p{L}{3,}/u;

/** The line's rare words put for the source's rare word after two of the source's words. */
export function leftFramedSwaps(line: string, source: NameSource): string[] {
  const lang = uncasedLanguage(source);
  if (!lang || !READ.test(lang)) return [];
  const common = uncasedWords(lang);
  const words = lineWords(line, source, lang);
  const found: string[] = [];
  words.forEach((word, index) => {
    const [first, second] = [words[index - 2], words[index - 1]];
    if (!word.unknown || word.latin || word.broken || !first || !second || second.broken) return;
    if (!DEFINITE.test(word.text)) return;
    if (first.absent || second.absent) return;
    if (isUncasedGrammar(first.text, source) && isUncasedGrammar(second.text, source)) return;
    const frame = `${first.text} ${second.text}`;
    for (let at = source.text.indexOf(frame); at >= 0; at = source.text.indexOf(frame, at + 1)) {
      const next = NEXT_WORD.exec(source.text.slice(at + frame.length))?.[1];
      if (!next || !DEFINITE.test(next) || line.includes(next)) continue;
      if (isCommon(uncasedKey(next, lang), lang, common)) continue;
      found.push(word.text);
      return;
    }
  });
  return found;
}
