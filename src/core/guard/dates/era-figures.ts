/**
 * A decade or a century a faithful summary puts for the source's year (issue 44 item 4,
 * docs/decisions/012): "founded in the late 1990s", "in the 90s", "Ende der 1990er Jahre", "à la
 * fin des années 90" of "founded in 1998"; "in the 19th century", "im 19. Jahrhundert", "in the
 * mid-1800s" of "1854"; and a century for another way of writing it ("the 1800s" of "the 19th
 * century"; Italian's "Ottocento" of "XIX secolo" is roman-centuries.ts's). The line's
 * figure must say it is an era (a decade's "s", "er", "-х", "年代" or "années", "anni", "años",
 * "jaren", "lat" before it; a century's word beside an ordinal), and its early, mid or late part,
 * where the line says one, must be where the year falls: 1998 is the late 1990s, not the early.
 * A year of the source counts wherever it stands (its figure keys): the line's era is no more than
 * its year said more loosely. Roman centuries are roman-centuries.ts's, which reads the source's
 * centuries in all these forms (`eraCenturies`).
 */
import type { ClaimSource } from '../claim-source.ts';
import type { Figure } from '../figures/figure-kinds.ts';
import { CENTURY, eraCenturies } from '../numbers/roman-centuries.ts';
import { oncePer } from '../once-per-source.ts';
import { eraPart, inPart, type Part } from './era-parts.ts';

/** A decade's words before its number: "années 90", "anni '90", "los años 90", "lat 90.". */
const DECADE_BEFORE =
  /(?<![\p{L}\p{M}])(?:années|anni|años|anos|jaren|lat(?:ach)?|década\s+de|decade\s+of\s+the|δεκαετία\s+του)\s*['’]?\s*$/iu;
/**
 * A decade's ending after its number: "1990s", "90er", "80ern", "90-х", "1990'lar", "90年代",
 * "1990년대"; Swedish, Danish and Norwegian "80-talet", "80'erne", "1980-tallet" (not a bare
 * "80-tal": "ett 80-tal" is about 80); Finnish
 * "80-luvulla", "1980-luku"; Hungarian "80-as években", "70-es évek"; Czech "80. letech".
 */
const DECADE_AFTER =
  /^(?:['’]?s\b|ern?(?![\p{L}\p{M}])|-?х\b|['’]l[ae]r|年代|년대|-?tal(?:et|let)(?![\p{L}\p{M}])|['’]erne\b|-?luv\p{L}*|-?luku\p{L}*|-?[aeo]s\s+év|\.\s+let)/iu;
/** A century's word before its number: "siglo 19", "secolo 19". */
const CENTURY_BEFORE = /\b(?:siglo|secolo|século)\s*$/iu;
const CENTURY_AFTER = new RegExp(
  `^(?:(?:\\p{L}{0,3}\\.?)?\\s+(?:${CENTURY})(?!\\p{L})|世紀|世纪|\\s?세기)`,
  'iu',
);

/** An era a line's figure names: the first year of each way to read it, and its length. */
interface Era {
  starts: number[];
  /** 10 for a decade, 100 for a century; the hundreds ("the 2000s") may be either. */
  lengths: Array<10 | 100>;
  part: Part | undefined;
}

/** The era a line's `figure` names, or undefined where it names none. */
function eraOf(figure: Figure, line: string): Era | undefined {
  const at = line.indexOf(figure.text);
  if (at < 0) return undefined;
  const before = line.slice(Math.max(0, at - 30), at);
  const after = line.slice(at + figure.text.length, at + figure.text.length + 24);
  const part = eraPart(before, line.slice(at + figure.text.length));
  const values = figure.readings.flatMap((reading) => {
    const key = /^(dec|[no])(\d{1,4})$/.exec(reading[0] ?? '');
    return key && reading.length === 1 ? [{ kind: key[1], value: Number(key[2]) }] : [];
  });
  const ending = figure.text.replace(/^['’]?\d+/u, '') + after;
  const decade = values.some((one) => one.kind === 'dec') || DECADE_AFTER.test(ending);
  const century = CENTURY_AFTER.test(after) || CENTURY_BEFORE.test(before);
  if (century) {
    const ordinal = values.find((one) => one.value >= 1 && one.value <= 21);
    return ordinal ? { starts: [(ordinal.value - 1) * 100], lengths: [100], part } : undefined;
  }
  if (!decade && !DECADE_BEFORE.test(before)) return undefined;
  const starts = new Set<number>();
  for (const { value } of values) {
    if (value % 10 !== 0) continue;
    if (value < 100) for (const hundreds of [1900, 2000]) starts.add(hundreds + value);
    else if (value >= 1000) starts.add(value);
  }
  if (starts.size === 0) return undefined;
  // "the 1800s", "les années 1800": a century's years, read as its hundreds, or its first decade.
  const hundreds = [...starts].every((start) => start % 100 === 0);
  return { starts: [...starts], lengths: hundreds ? [10, 100] : [10], part };
}

/** A number that may be a decade: two digits or a year's four, a multiple of ten. */
const DECADE_NUMBER = /(?<![\p{N}.,])['’]?(\d{2}|1\d{3}|20\d{2})(?![\p{N}]|[.,]\d)/gu;

/**
 * The first years of the decades the source writes as such ("los años 80", "1980er-Jahren",
 * "80年代", "80-talet"): a line says the same decade otherwise ("la década de 1980", "80er",
 * "1980年代"), which no year of the source holds. A two-digit decade is the 1900s' or the 2000s'.
 */
function decadesOf(text: string): Set<number> {
  const starts = new Set<number>();
  for (const match of text.matchAll(DECADE_NUMBER)) {
    const value = Number(match[1]);
    if (value % 10 !== 0) continue;
    const at = match.index;
    const end = at + match[0].length;
    const before = text.slice(Math.max(0, at - 30), at);
    if (!DECADE_AFTER.test(text.slice(end, end + 24)) && !DECADE_BEFORE.test(before)) continue;
    if (value < 100) for (const hundreds of [1900, 2000]) starts.add(hundreds + value);
    else starts.add(value);
  }
  return starts;
}

/** The source's years, the decades and the centuries it names, read once a source. */
const sourceEras = /* @__PURE__ */ oncePer((source: ClaimSource) => {
  const years: number[] = [];
  for (const key of source.figures) {
    const year = /^n(1\d\d\d|20\d\d|21\d\d)$/.exec(key);
    if (year) years.push(Number(year[1]));
  }
  // Only where the text has a digit: most posts have no decade to read.
  const decades = /\d/.test(source.text) ? decadesOf(source.text) : new Set<number>();
  return { years, decades, centuries: eraCenturies(source.text, source.langs) };
});

/** Whether the source's years or centuries hold the era the line's `figure` names. */
export function heldEra(figure: Figure, line: string, source: ClaimSource): boolean {
  const era = eraOf(figure, line);
  if (!era) return false;
  const { years, decades, centuries } = sourceEras(source);
  for (const start of era.starts) {
    // The same decade the source names as one, said another way (a part of it the source's
    // whole decade does not tell).
    if (era.lengths.includes(10) && !era.part && decades.has(start)) return true;
    for (const length of era.lengths) {
      for (const year of years) {
        if (year >= start && year < start + length && inPart(year - start, length, era.part))
          return true;
      }
    }
    // A century the source names holds its hundreds said whole: "the 1800s" of "XIX secolo".
    if (era.lengths.includes(100) && !era.part && centuries.has(start / 100 + 1)) return true;
  }
  return false;
}
