/**
 * A measure restated in another of CLDR's names for its unit (issue 44): "120 Kilometer pro Stunde"
 * of "120 km/h", "120 km/h" of Dutch "120 km/u", "28 stopni Celsjusza" of Polish "28 st. C", "35
 * εκατοστά" of "35 εκ.", "時速 120 キロメートル" of "120 km/h". The figures' readers know a few
 * units' symbols; a long name they read as another measure ("120 Kilometer", a distance) or a
 * language's own short name as none, and a faithful line was stopped. Every name `Intl`'s unit
 * style writes (long, short and narrow, in each plural form, before or around the number as well
 * as after) is read here as a pattern around a number, in the source's, the card's and English
 * languages; a line's figure inside such a measure is held where the source writes the same value
 * of the same unit in any of those names. Another value, or another unit (kilometres of a speed in
 * km/h), is left to the other readers.
 */
import { UNITS } from '../names/spoken-units.ts';

/** Numbers whose plural forms differ across languages, and a fraction. */
const VALUES = [1, 2, 3, 5, 11, 21, 100, 400, 1.5];
const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);
/**
 * A number as the guard's normalised text writes it: ASCII digits, a comma or a point; or a range
 * of two ("30–50 εκ.", "30–50 εκατοστά": the unit written once, after the last end).
 */
const NUMBER = '(\\d+(?:[.,]\\d+)?(?:\\s?[-–]\\s?\\d+(?:[.,]\\d+)?)?)';

interface MeasureReader {
  pattern: RegExp;
  /** The unit of each capture group (index 1 on). */
  units: readonly string[];
}

const readers = /* @__PURE__ */ new Map<string, MeasureReader | null>();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A formatted measure as a pattern, its number's parts one placeholder, its spaces optional. */
function shapeOf(parts: readonly Intl.NumberFormatPart[]): string | undefined {
  let shape = '';
  let numbered = false;
  for (const part of parts) {
    if (NUMBER_PARTS.has(part.type)) {
      if (!numbered) shape += '\u0000';
      numbered = true;
    } else if (/^\s+$/u.test(part.value)) shape += '\\s?';
    else shape += escaped(part.value.trim());
  }
  return numbered ? shape : undefined;
}

/** Every measure `lang` writes of the units posts carry, read from CLDR once a language. */
function readerOf(lang: string): MeasureReader | null {
  const known = readers.get(lang);
  if (known !== undefined) return known;
  const unitOf = new Map<string, string>();
  for (const unit of UNITS) {
    // "22 h" is a clock's hour as often as a duration (French, German): left to the clock's readers.
    if (unit === 'hour') continue;
    for (const unitDisplay of ['long', 'short', 'narrow'] as const) {
      let format: Intl.NumberFormat;
      try {
        format = new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay });
      } catch {
        continue;
      }
      for (const value of VALUES) {
        const shape = shapeOf(format.formatToParts(value));
        // A shape two units share tells neither.
        if (shape && unitOf.has(shape) && unitOf.get(shape) !== unit) unitOf.set(shape, '');
        else if (shape) unitOf.set(shape, unit);
      }
    }
  }
  const shapes = [...unitOf].filter(([, unit]) => unit).sort(([a], [b]) => b.length - a.length);
  const reader =
    shapes.length === 0
      ? null
      : {
          pattern: new RegExp(
            `(?<![\\d.,:])(?:${shapes.map(([shape]) => shape.replace('\u0000', NUMBER)).join('|')})(?![\\p{L}\\p{M}\\p{N}])`,
            'gu',
          ),
          units: shapes.map(([, unit]) => unit),
        };
  if (readers.size >= 200) readers.clear();
  readers.set(lang, reader);
  return reader;
}

/** Each measure of `text` in `langs`: where it stands and its unit and value as one key. */
function measuresOf(text: string, langs: readonly string[]) {
  const found: Array<{ start: number; end: number; key: string }> = [];
  if (!/\d/.test(text)) return found;
  for (const lang of new Set(langs)) {
    const reader = readerOf(lang);
    if (!reader) continue;
    for (const match of text.matchAll(reader.pattern)) {
      const at = match.findIndex((group, index) => index > 0 && group !== undefined);
      if (at < 1) continue;
      // A range's ends, each a number ("30–50": "30-50"), or the number alone.
      const value = (match[at] ?? '')
        .split(/\s?[-–]\s?/u)
        .map((end) => Number(end.replace(',', '.')))
        .join('-');
      const key = `${reader.units[at - 1]}|${value}`;
      found.push({ start: match.index, end: match.index + match[0].length, key });
    }
  }
  return found;
}

const sourceKeys = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();

/** The unit and value keys of the source's measures, read once a source and languages. */
function keysOf(sourceText: string, langs: readonly string[]): ReadonlySet<string> {
  const cacheKey = `${langs.join(',')}\n${sourceText}`;
  let keys = sourceKeys.get(cacheKey);
  if (!keys) {
    keys = new Set(measuresOf(sourceText, langs).map(({ key }) => key));
    if (sourceKeys.size >= 50) sourceKeys.clear();
    sourceKeys.set(cacheKey, keys);
  }
  return keys;
}

/**
 * Whether the line's figure written `text` stands wholly inside a measure of `line` whose unit and value
 * the source writes in any of CLDR's names in `langs`.
 */
export function heldCldrMeasure(
  text: string,
  line: string,
  sourceText: string,
  langs: readonly string[],
): boolean {
  const at = line.indexOf(text);
  if (at < 0 || !/\d/.test(text)) return false;
  const mine = measuresOf(line, langs);
  if (mine.length === 0) return false;
  const theirs = keysOf(sourceText, langs);
  for (let from = at; from >= 0; from = line.indexOf(text, from + 1)) {
    const to = from + text.length;
    // The figure's own digits, not the end of a longer number's ("5" inside "75 kg").
    if (/[\d.,]$/.test(line.slice(0, from)) || /^\d/.test(line.slice(to))) continue;
    if (mine.some(({ start, end, key }) => start <= from && to <= end && theirs.has(key)))
      return true;
  }
  return false;
}
