/**
 * A short month's name with its abbreviation's full stop before its day, in any language read:
 * Hungarian "nov. 14.", Tamil "நவ. 14", as CLDR writes its short month before the day. The
 * English "Sept. 14" was read so already; another language's was read only with a space between
 * ("nov 14."), so "nov. 14., péntek" of a source's "március 14." passed as its 14. A whole
 * month's name may end a sentence before a number ("opens in April. 5 months later"), so only a
 * name of a few letters, as the short forms are, takes the number after its full stop.
 */

/** The most letters a short month's name has before its full stop ("márc", "sept", "நவ"). */
const SHORT_NAME = 4;

/**
 * Whether the month written `named` ends at `end` of `text` with a full stop and a space or two
 * before a number starting at `next`.
 */
export function dottedMonthBeforeDay(
  text: string,
  named: string,
  end: number,
  next: number,
): boolean {
  return [...named].length <= SHORT_NAME && /^\.\s{1,2}$/u.test(text.slice(end, next));
}
