/**
 * A season of the post changed or another given (issue 44): "The Westbad is due to reopen in autumn
 * 2026" of "die Wiedereröffnung ist für Herbst 2028 geplant", where the post's 2026 is another
 * date's year. The calendar reads months and days (claim-calendar.ts), not seasons, and CLDR
 * (Intl) names no seasons, so each language's four are listed here; a line's season is read
 * against the post's in any of these languages, as a card may be a translation.
 *
 * Stopped: a season the post names none of its kind of, where the post names a season (where it
 * names months only, a season none of them is in: month-seasons.ts); and a season whose year
 * is not one the post gives that season. Words that are also other words ("fall", French "été")
 * count only before a year.
 */
import { monthlessSeasons } from './month-seasons.ts';

/** Each language's season words as their season: 0 spring, 1 summer, 2 autumn, 3 winter. */
const SEASONS: Readonly<Record<string, number>> = {
  spring: 0,
  summer: 1,
  autumn: 2,
  winter: 3,
  frühling: 0,
  frühjahr: 0,
  sommer: 1,
  herbst: 2,
  printemps: 0,
  automne: 2,
  hiver: 3,
  primavera: 0,
  verano: 1,
  otoño: 2,
  invierno: 3,
  verão: 1,
  outono: 2,
  inverno: 3,
  estate: 1,
  autunno: 2,
  lente: 0,
  voorjaar: 0,
  zomer: 1,
  herfst: 2,
  najaar: 2,
  'musim semi': 0,
  'musim panas': 1,
  'musim gugur': 2,
  'musim dingin': 3,
};
/** Season words that are also everyday words: a season only before its year. */
const BEFORE_YEAR: Readonly<Record<string, number>> = { fall: 2, été: 1 };

const words = [...Object.keys(SEASONS), ...Object.keys(BEFORE_YEAR)].join('|');
/** A season, its "of" in the languages above, and a year (of a winter: its first). */
const SEASON = new RegExp(
  `(?<![\\p{L}\\p{M}])(${words})(?![\\p{L}\\p{M}])(?:\\s+(?:of|de|del|di|do|van|von|tahun))?(?:\\s+(\\d{4})(?!\\d))?`,
  'giu',
);

interface Season {
  readonly text: string;
  readonly season: number;
  readonly year?: string;
}

function seasonsOf(text: string): Season[] {
  const found: Season[] = [];
  for (const match of text.matchAll(SEASON)) {
    const word = (match[1] ?? '').toLowerCase().replace(/\s+/g, ' ');
    const year = match[2];
    const season = SEASONS[word] ?? (year ? BEFORE_YEAR[word] : undefined);
    if (season !== undefined) found.push({ text: match[0], season, ...(year ? { year } : {}) });
  }
  return found;
}

/** The seasons of the line (`rest`, as unsupportedClaims reads it) the post does not give. */
export function seasonChanges(
  rest: string,
  sourceText: string,
  langs: readonly string[],
): string[] {
  const line = seasonsOf(rest);
  if (line.length === 0) return [];
  const post = seasonsOf(sourceText);
  // A post of months only: a season none of them is in (month-seasons.ts).
  if (post.length === 0) return monthlessSeasons(line, sourceText, langs);
  return line
    .filter(({ season, year }) => {
      const same = post.filter((theirs) => theirs.season === season);
      if (same.length === 0) return true;
      const years = same.flatMap((theirs) => (theirs.year ? [theirs.year] : []));
      return year !== undefined && years.length > 0 && !years.includes(year);
    })
    .map(({ text }) => text);
}
