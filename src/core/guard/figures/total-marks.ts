/**
 * Words that say a line's figure is a total, in the languages figure-steps.ts's SUM_WORDS does not
 * read yet (issue 44 item 4, docs/decisions/012): Polish "łącznie", "razem", "w sumie", "ogółem";
 * Indonesian "seluruhnya", "keseluruhan"; Korean "총", "모두", "전체" as a word of its own before
 * the figure ("총 200명", not "총리"); Japanese "計", "総計" before it ("計200人", not "時計");
 * Chinese "总计", "一共", "合共", and "共" a few letters before it ("共裁员200人", not "公共").
 * derived-figures.ts reads a line that says one as adding the source's listed figures. No installed
 * library lists these words (compromise reads English only); the Han and Hangul ones are read in
 * front of a number only, where they cannot be part of another word's meaning.
 */

/** A total's word in the spaced languages, a word of its own anywhere in the line. */
const SPACED =
  /(?<![\p{L}\p{M}])(?:łącznie|razem|w sumie|ogółem|seluruhnya|keseluruhan)(?![\p{L}\p{M}])/iu;
/** A total's word just before a number (Korean, Japanese), or a few Han letters before it (Chinese). */
const BEFORE_NUMBER =
  /(?<![\p{L}\p{M}])(?:총|모두|전체)\s*(?=\p{N})|(?<!\p{Script=Han})(?:総計|計)(?=約?\p{N})|(?:总计|一共|合共|(?<!公)共(?![同享产识]))(?=\p{Script=Han}{0,2}\p{N})/u;

/** Whether `line` says its figure is a total, in one of the languages read here. */
export const saysTotal = (line: string): boolean => SPACED.test(line) || BEFORE_NUMBER.test(line);
