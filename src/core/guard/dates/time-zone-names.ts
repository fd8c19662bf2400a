/**
 * A time zone a line names by its word where the source writes its letters (round twenty-two): a
 * launch "at 12:00 PM ET / 9:00 AM PT" starts "at noon Eastern, 9 a.m. Pacific". The word is the
 * source's zone, not a new name; of a source that writes no such zone it stays a name it lacks.
 */

/** A zone's word and the letters North America and Britain write it with (standard, daylight). */
const ZONES: ReadonlyMap<string, RegExp> = new Map([
  ['Eastern', /(?<![\p{L}\p{N}])E[SD]?T(?![\p{L}\p{N}])/u],
  ['Central', /(?<![\p{L}\p{N}])C[SD]?T(?![\p{L}\p{N}])/u],
  ['Mountain', /(?<![\p{L}\p{N}])M[SD]?T(?![\p{L}\p{N}])/u],
  ['Pacific', /(?<![\p{L}\p{N}])P[SD]?T(?![\p{L}\p{N}])/u],
  ['Atlantic', /(?<![\p{L}\p{N}])A[SD]?T(?![\p{L}\p{N}])/u],
  ['Greenwich', /(?<![\p{L}\p{N}])GMT(?![\p{L}\p{N}])/u],
]);

/** Whether `word` names a time zone the source's `text` writes by its letters. */
export function isSourceTimeZoneWord(word: string, text: string): boolean {
  return ZONES.get(word)?.test(text) ?? false;
}
