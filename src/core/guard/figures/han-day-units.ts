/**
 * A count of days a Chinese or Japanese line gives a figure its post holds only as a clock's hour
 * (round forty-two): "续航10天" of a post's "续航14天" and "11月18日10点起". The figures reader
 * finds the line's 10 in the post and keeps it; the unit after it tells them apart. Read here: a
 * line's digits before 天 (or Japanese 日間) are stopped where the post writes those digits only
 * before an hour of the clock (点, 時, 时) and writes days with another figure: the post counts
 * days, and not with this one. A post that writes the count in Han numerals ("十天") holds no
 * digits before 天 for it, and its line is left to the figures reader.
 */

const DAYS = /(?<![\d.,])(\d+)\s*(?:天|日間|日间)/gu;
const CLOCK_HOUR = /^\s*(?:点|點|時|时)/u;
const DIGITS = /(?<![\d.,])\d+(?![\d.,]\d)/gu;

/** The line's day counts ("10天") whose figure the post holds only as an hour of the clock. */
export function hanDayUnits(line: string, sourceText: string): string[] {
  if (!line.includes('天') && !line.includes('日')) return [];
  const ours = [...line.matchAll(DAYS)];
  if (ours.length === 0) return [];
  const days = new Set([...sourceText.matchAll(DAYS)].map(([, figure]) => Number(figure)));
  if (days.size === 0) return [];
  const claims: string[] = [];
  for (const [text, figure = ''] of ours) {
    const value = Number(figure);
    if (days.has(value)) continue;
    const uses = [...sourceText.matchAll(DIGITS)].filter((match) => Number(match[0]) === value);
    const clock = (match: RegExpExecArray | RegExpMatchArray) =>
      CLOCK_HOUR.test(sourceText.slice((match.index ?? 0) + match[0].length));
    if (uses.length > 0 && uses.every(clock)) claims.push(text);
  }
  return claims;
}
