/**
 * A weekday's short name that is an everyday word as well: German "So" and "Do" (so, do), Dutch
 * "zo", "ma", "do" (so, mum, Thursday's "do"), Spanish "mar" (sea). Read as a weekday wherever the
 * source named one, "Das Fest beginnt am Donnerstag, so die Stadt" was stopped for a Sunday, and
 * round thirty-seven's "De opbrengst, zo'n 4 miljoen euro" for Dutch "zo" (Sunday). A name of three
 * letters or fewer is a weekday only as an abbreviation is written: beside a date or a number,
 * with its full stop ("So.", "dim."), in brackets ("(zo)"), or joined to another by a dash
 * ("Mo–Fr", "ma-vr").
 */

/** Whether a weekday's short name `text`, between `before` and `after`, is written as one. */
export function writtenAsWeekday(
  text: string,
  before: string,
  after: string,
  besideNumber: boolean,
): boolean {
  if ([...text].length > 3 || text.includes(' ')) return true;
  return (
    besideNumber ||
    /^\./u.test(after) ||
    /[(（]\s*$/u.test(before) ||
    /^\s?[-–/]\s?\p{L}/u.test(after) ||
    /\p{L}\s?[-–/]\s?$/u.test(before)
  );
}
