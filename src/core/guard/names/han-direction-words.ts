/**
 * A Chinese word of a change's direction right before its figure ("同比增长0.3%" of the source's
 * "同比上涨0.3%", rose; "食品价格下跌2.9%" of "下降2.9%", fell: h291's probes), read by the
 * replaced-names reader as a name put in the source's frame before a number. The word is the
 * figure's: spaceless-directions.ts reads it with the number after it, and stops it where the
 * source says that number went the other way ("下跌0.3%" of "上涨0.3%"). So only a word of its
 * table (GROUPS: amount, length, size, time) with a figure after it is read here; one without a
 * figure is judged no further, and stays a word the source lacks.
 */
import { GROUPS } from '../meaning/spaceless-directions.ts';

/** The table's words, both sides of every group, Japanese's among them (no Chinese line has them). */
const WORDS: ReadonlySet<string> = new Set(
  Object.values(GROUPS).flatMap(([up, down]) => [...up, ...down]),
);

/** What the direction reader allows between the word and its figure ("了", "至", "到"), a digit. */
const FIGURE_AFTER = /^[了至到]{0,2}[0-9０-９]/u;

/** Whether `run`, put where a Chinese source has other words, is a direction word before its figure. */
export function isHanDirectionBeforeFigure(
  run: string,
  after: string,
  langs: readonly string[],
): boolean {
  return langs.includes('zh') && WORDS.has(run) && FIGURE_AFTER.test(after);
}
