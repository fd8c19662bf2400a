/**
 * Chinese verbs the frame readers took for names (issue 44, precision; rounds forty-two and
 * forty-seven): Han has no capitals, and a line that rewords the source puts its own verb where
 * the source has another. Two shapes of Chinese grammar tell a verb where a name cannot stand:
 * - a verb with its result ("看到", to see; "收到", "达到", "听见"): one word of the segmenter's
 *   dictionary, of two characters, closed by 到 or 见, the complements only a verb takes;
 * - the predicate of a comparison "A 比 B …" that the source makes of the same B with a number
 *   after it ("比上一代降价200元" of "比上一代便宜200元"): what stands between B and the
 *   difference says how A differs, no one's name; the number is the figures reader's.
 * A name the line puts as A or B ("比华为便宜", "王伟看到") is none of these and stays a claim.
 */

import { segmentsOf } from '../../segments-of.ts';

let segmenter: Intl.Segmenter | undefined;

/** A verb and its result's complement, one dictionary word. */
const RESULT_VERB = /^\p{Script=Han}[到见]$/u;

/** The compared thing after 比, right before the run. */
const COMPARED = /比(\p{Script=Han}{1,8})$/u;

/** Whether a Chinese run is one verb with its result's complement ("看到"). */
function isResultVerb(run: string): boolean {
  if (!RESULT_VERB.test(run)) return false;
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const words = [...segmentsOf(segmenter, run)];
  return words.length === 1;
}

/** Whether the run `start`-`end` of `line` says how the source's own comparison differs. */
function isComparisonPredicate(line: string, start: number, end: number, text: string): boolean {
  const compared = COMPARED.exec(line.slice(0, start))?.[1];
  if (!compared || !/^\s?\d/u.test(line.slice(end))) return false;
  const at = text.indexOf(`比${compared}`);
  if (at < 0) return false;
  return /^\p{Script=Han}{1,4}\s?\d/u.test(text.slice(at + 1 + compared.length));
}

/** Whether the Han run at `start`-`end` of a Chinese line is a verb, no name (see above). */
export function isHanPredicate(
  line: string,
  start: number,
  end: number,
  source: { readonly text: string; readonly langs: readonly string[] },
): boolean {
  if (!source.langs.includes('zh')) return false;
  const run = line.slice(start, end);
  if (!/^\p{Script=Han}+$/u.test(run)) return false;
  return isResultVerb(run) || isComparisonPredicate(line, start, end, source.text);
}
