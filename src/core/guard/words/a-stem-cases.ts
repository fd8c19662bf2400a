/**
 * A short feminine name in its cases (issue 44, round forty-eight): Slovak and Czech "Jana" is
 * "Jany" in the genitive ("podľa riaditeľky Jany Kováčovej"), "Janou", "Janě", "Janu" in the
 * others, Russian "Нина" "Нины", "Ниной", Polish "Anna" "Anną". The name and its case share only
 * the three letters before the ending, too short a start for inflected-names.ts's measure (four
 * letters), so the line's name was a new one.
 *
 * Narrow: the source's word is a stem of three letters or more and the a-stem's "-a" ("-á", "-а",
 * "-я"); the line's word is that stem and another case's ending, one or two vowels and a "j"/"й"
 * after them or not. "Janko", "Janka" of "Jana" ("-ko", "-k-" are no case's ending), and "Jan"
 * (no ending) stay other names.
 */

/** The a-stems' nominative ending: Latin, Czech and Slovak long, Cyrillic. */
const A_ENDING = /^(.{3,})[aáая]$/u;

/** A case's ending after the stem: vowels of the Latin and Cyrillic Slavic alphabets, then j/й. */
const CASE_ENDING = /^[aeiouyąęóáéíýůúěôäаеёиоуыэюяіїє]{1,2}[jй]?$/u;

/** Whether `line` is `source` (both lower case), an a-stem name, in another of its cases. */
export function aStemCase(line: string, source: string): boolean {
  const stem = A_ENDING.exec(source)?.[1];
  if (stem === undefined || line === source || !line.startsWith(stem)) return false;
  return CASE_ENDING.test(line.slice(stem.length));
}
