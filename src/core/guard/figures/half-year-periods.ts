/**
 * The first or second half of a year, told in a half's word ("na segunda metade do ano", "la
 * segunda mitad del año", "la seconde moitié de l'année", "the second half of 2025", "во второй
 * половине года"; issue 44 item 4): the share reader read the half as a share ("metade", 50%), so
 * a faithful card's half-year of the source's "segundo semestre", "2º semestre", "H2", "zweiten
 * Halbjahr" or "drugim półroczu" was stopped. Where the source holds that half of a year, the
 * ordinal and its half are the source's period and are blanked, no share; where the source holds
 * only the other half, they are stopped (Russian's "половине" was read as no figure at all, so "в
 * первой половине года" of "во втором полугодии" went through). A half not followed by a year's
 * word or digits ("half of the sales", "la mitad de las ventas") is a share and left to the
 * figures' readers, and the year's digits after it stay to be read ("de 2026" of 2025 stops).
 */
import { oncePer } from '../once-per-source.ts';

const FIRST =
  'first|1st|primeira|primera|prima|premi[eè]re|erste[nmrs]?|eerste|перв(?:ой|ая|ую)|перш(?:ій|а|у)|pierwsz(?:ej|a|ą)';
const SECOND =
  'second|2nd|segunda|seconda|seconde|deuxi[eè]me|zweite[nmrs]?|tweede|втор(?:ой|ая|ую)|друг(?:ій|а|у)|drugiej|druga|drugą';
const HALF = 'half|metade|mitad|metà|moitié|hälfte|helft|половин[аеуы]|połow(?:a|ie|ę|y)';
/** A year's word or digits after the half: what makes it a half-year, not a share. */
const OF_YEAR =
  "(?:of\\s+(?:the\\s+)?(?:year|\\d{4})|d[oe]\\s+(?:ano|\\d{4})|del\\s+(?:año|\\d{4})|dell['’]anno|de\\s+l['’]année|des\\s+(?:jahres|\\d{4})|van\\s+(?:het\\s+jaar|\\d{4})|года|року|roku|\\d{4})";
/** An ordinal and its half before a year ("segunda metade do ano"): the ordinal and half caught. */
const HALF_YEAR = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(${FIRST})|(${SECOND}))\\s+(?:${HALF})(?=\\s+${OF_YEAR}(?![\\p{L}\\p{N}]))`,
  'giu',
);

/** A half-year's noun ("semestre", "Halbjahr", "półroczu", "полугодии", "півріччі", "félév"). */
const NOUN =
  '(?:semest\\p{L}*|halbjahr\\p{L}*|półrocz\\p{L}*|полугоди\\p{L}*|півріч\\p{L}*|pololet\\p{L}*|félév\\p{L}*)';
/** Ordinals before the noun; digits only with their ordinal's mark ("2º", "2.", "2o"). */
const FIRST_BEFORE =
  'first|1st|primeiro|primer|primo|premier|1er|1\\.?º|1o|1\\.|erste\\p{L}*|eerste|перв\\p{L}*|перш\\p{L}*|pierwsz\\p{L}*';
const SECOND_BEFORE =
  'second|2nd|segundo|secondo|deuxi[eè]me|2\\.?º|2o|2\\.|zweite\\p{L}*|tweede|втор\\p{L}*|друг\\p{L}*|drugi\\p{L}*';
/** The source's half-year: an ordinal before its noun. */
const SOURCE_HALF = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(${FIRST_BEFORE})|(${SECOND_BEFORE}))\\s+${NOUN}`,
  'giu',
);
/**
 * "H2", "2H", "2H25", "2S25", "II semestre", "II półrocze" in capitals only ("1h" is an hour, "2s"
 * two seconds, Italian's "i semestri" the semesters).
 */
const HALF_CODE =
  /(?<![\p{L}\p{N}])(?:H([12])|([12])(?:H\d{0,2}|S\d{2})|(I{1,2})\s+(?:[Ss]emest|[Hh]albjahr|[Pp]ółrocz|[Пп]олугоди|[Пп]івріч|[Pp]ololet|[Ff]élév)\p{L}*)(?![\p{L}\p{N}])/gu;

/** The halves of a year (1, 2) the source names, read once a source. */
const heldHalves = oncePer((source: { text: string }): ReadonlySet<number> => {
  const halves = new Set<number>();
  for (const match of source.text.matchAll(SOURCE_HALF)) {
    halves.add(match[1] ? 1 : 2);
  }
  for (const match of source.text.matchAll(HALF_CODE)) {
    halves.add(match[3] ? match[3].length : Number(match[1] ?? match[2]));
  }
  for (const match of source.text.matchAll(HALF_YEAR)) halves.add(match[1] ? 1 : 2);
  return halves;
});

/**
 * The line with each half-year the source holds blanked; one it names another half of a year than
 * is given to `stop`, and blanked too (it is a period, no share).
 */
export function withoutHeldHalfYears(
  line: string,
  source: { text: string },
  stop: (text: string) => void,
): string {
  let halves: ReadonlySet<number> | undefined;
  return line.replace(HALF_YEAR, (whole: string, first: string | undefined) => {
    halves ??= heldHalves(source);
    if (halves.size === 0) return whole;
    if (!halves.has(first ? 1 : 2)) stop(whole);
    return ' '.repeat(whole.length);
  });
}
