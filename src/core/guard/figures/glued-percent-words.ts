/**
 * A percent's word written onto its number, as Japanese and Korean write it: "12.5パーセント増加",
 * "3.5퍼센트로", "3.5프로로". Katakana is no word token (figure-tokens.ts) and a Korean word carries
 * its particle ("퍼센트로"), so figure-words.ts's percent words, read a whole word at a time, never
 * met them: the line's "12.5" was a count and the source's "12.5%" did not hold it. CLDR names
 * Japanese's "パーセント" (cldr-percent-words.ts) but not Korean's; "프로" (from "procent") is how
 * Korean speaks it, and Japanese speaks "プロ" too ("12.5プロ"; not "プロ野球", a word of its own). Percentage points are not a percent: "5퍼센트포인트", "3パーセントポイント" are
 * left to the points readers (percent-points.ts).
 */

/** The percent's word at the text's start, with a Korean particle or none; not before "points". */
const GLUED =
  /^ ?(?:パーセント|ﾊﾟｰｾﾝﾄ|プロ(?![\p{sc=Katakana}ー])|퍼센트|프로(?=$|[^\p{sc=Hangul}]|(?:를|로|의|에|가|는|도|만|나|씩|대|까지|에서|이다|였|인)))(?!\s?(?:ポイント|포인트|p\b|ｐ))/u;

/** The first letter of each word: one character code tells most numbers have none of them. */
const FIRSTS = new Set(['パ', 'ﾊ', 'プ', '퍼', '프']);

/**
 * The length of the percent's word written at `at` of `text` (after a number), 0 where none is:
 * "12.5パーセント増加" at 4 → 5; "3.5퍼센트로" → 3 (the particle is the sentence's).
 */
export function gluedPercentLength(text: string, at: number): number {
  const first = text.charAt(text.charAt(at) === ' ' ? at + 1 : at);
  if (!FIRSTS.has(first)) return 0;
  return GLUED.exec(text.slice(at, at + 24))?.[0].length ?? 0;
}
