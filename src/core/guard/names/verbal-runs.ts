/**
 * Verbs of Han or kana the replaced-names reader would read as names (moved from
 * replaced-names.ts, which is at its 400 lines): a run a verb's ending follows or closes, or a
 * Chinese modal or function word opens.
 */

/**
 * A run of Han or kana that a verb's ending follows or closes is a verb, no name: a frame's
 * synonym ("お披露目されます" of "一般公開されます", "吸引了" of "共有"). Japanese's "する" verbs
 * (a noun, then "され", "させ", "し", "する") and Chinese's aspect marks ("了", "着", "过"); in
 * Chinese, a run a modal verb opens ("可获赠" of "还送", "即可获得", "可以获得"), which a verb
 * follows: a closed class of a few words, where a name opening on one is rare.
 */
export function isVerbalRun(line: string, start: number, end: number, chinese: boolean): boolean {
  const run = line.slice(start, end);
  if (!/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u.test(run)) return false;
  if (chinese && (CHINESE_MODAL.test(run) || CHINESE_FUNCTION.test(run))) return true;
  return /^(?:され|させ|する|し[てたま]|す[るべ])/u.test(line.slice(end)) || /[了着过]$/u.test(run);
}

/** Chinese modal verbs, with an adverb before them ("即可", "便可"), then at least two more. */
const CHINESE_MODAL =
  /^(?:[即便就也还都])?(?:可以|可|能够|能|需要|需|应该|应当|应|得以)\p{Script=Han}{2,}$/u;

/**
 * A Chinese preposition or adverb alone, written onto the source's words (round twenty-seven:
 * "据数码博主" of "来自数码博主", "Ultra将搭载" of "搭载"): grammar, no name of one letter.
 */
const CHINESE_FUNCTION = /^[据将被把由向对從从于已曾正并而且就才都再又仍]$/u;
