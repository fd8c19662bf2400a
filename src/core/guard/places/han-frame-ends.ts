/**
 * A place of Han characters put at the end of the source's clause (issue 44, round
 * twenty-eight): "终点站8月15日在上海，" of the source's "终点站8月15日在北京鸟巢。". The line keeps
 * the source's last characters before its words (four at least, two of them Han), then ends the
 * clause on a run of Han the source never has, where the source goes on with other Han: the frame
 * holds one name, and the line changed it. A run the source holds any two characters of together
 * ("鸟巢体育场" of "鸟巢") is the source's name said otherwise, no change.
 */

/** The characters of the source's a line keeps before the run: a frame, not a shared word. */
const HEAD = 4;
const HAN = /\p{Script=Han}/u;
/** A stretch of Han ending a clause: punctuation, a space, an emoji or the line's end after it. */
const CLAUSE_END_HAN = /\p{Script=Han}{2,}(?=[\s\p{P}\p{Extended_Pictographic}]|$)/gu;
/**
 * The frame ends on a preposition of place ("在", "于", "到", "至", "赴"): what follows is a
 * place, where a verb or a figure's unit follows other words ("已经卖光", "12万元").
 */
const PLACE_MARK = /[在于到至赴]$/u;
/** Han at the start of the source's rest, ending its clause. */
const SOURCE_RUN = /^\p{Script=Han}{2,}(?=[\s\p{P}\p{Extended_Pictographic}]|$)/u;
/** The longest run read as the changed name ("北京鸟巢" is four, "国家会议中心" six). */
const RUN_MAX = 6;

/** The runs of Han a line ends a clause on where the source ends the same frame otherwise. */
export function changedHanFrameEnds(line: string, text: string): string[] {
  const found: string[] = [];
  for (const match of line.matchAll(CLAUSE_END_HAN)) {
    const end = match.index + match[0].length;
    // The shortest run first: the frame's last characters are the source's, the run's are not.
    for (let start = end - 2; start >= Math.max(match.index, end - RUN_MAX); start--) {
      const run = line.slice(start, end);
      const head = line.slice(Math.max(0, start - HEAD), start);
      if (!changedAfter(head, run, line, text)) continue;
      found.push(run);
      break;
    }
  }
  return found;
}

/** The source writes the head, then two Han characters of its own where the line has the run. */
function changedAfter(head: string, run: string, line: string, text: string): boolean {
  if (head.length < HEAD || !PLACE_MARK.test(head)) return false;
  if ([...head].filter((char) => HAN.test(char)).length < 2 || sharesTwoCharacters(run, text)) {
    return false;
  }
  const at = text.indexOf(head);
  if (at < 0) return false;
  // The source too ends its clause on a run of Han there ("在北京鸟巢。"): a name in the frame's
  // place, not a verb the line said otherwise ("卖光" of "售罄", "出行" of "前往").
  const own = SOURCE_RUN.exec(text.slice(at + head.length))?.[0];
  return own !== undefined && own.length <= RUN_MAX && !line.includes(own.slice(0, 2));
}

/** Whether the source holds any two of the run's characters together. */
function sharesTwoCharacters(run: string, text: string): boolean {
  for (let at = 0; at + 2 <= run.length; at++)
    if (text.includes(run.slice(at, at + 2))) return true;
  return false;
}
