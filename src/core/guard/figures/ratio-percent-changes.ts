/**
 * A Japanese change against a base written without its percent sign (docs/decisions/012, h251):
 * "前年比12.5増" (up 12.5 on the year before) is the "前年比12.5%増" a source writes, the sign
 * dropped as headlines drop it. Read as a bare count, "12.5" was no figure of the source's
 * "12.5%" and a faithful line was stopped. Only a number between "比" (compared with) and a word of
 * rise or fall is read so: "前年比2倍" (twice) and "前年比12.5ポイント増" keep their own readings.
 */

/** "比", a number (no sign after it), then 増, 減, 上昇, 低下, 増加, 減少, アップ or ダウン. */
const RATIO_CHANGE =
  /(?<=比\s?[+＋\-−‐–]?)(\d+(?:\.\d+)?)(?=\s?(?:増|減|上昇|低下|アップ|ダウン))/gu;

/** `text` with the percent sign written after a bare number of a change against a base. */
export function withRatioPercents(text: string): string {
  // Most texts have no "比": nothing to read.
  if (!text.includes('比')) return text;
  return text.replace(RATIO_CHANGE, '$1%');
}
