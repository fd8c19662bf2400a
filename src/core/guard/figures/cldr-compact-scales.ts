/**
 * Every compact scale CLDR writes in a language, read once from `Intl.NumberFormat`'s short and
 * long compact notation (Latin digits, 2 × 10³ … 2 × 10¹²): the scale as written, its factor,
 * whether it stands before the number (Swahili "milioni 1.2") and whether it is joined to the
 * digits (Malay "4.5J"). compact-letter-scales.ts reads those after the number, compact-scales-
 * before.ts those before it; each keys them its own way.
 */

export interface CompactScale {
  /** The scale as CLDR writes it ("M", "Mln", "milioni", "J"). */
  value: string;
  /** What it multiplies the number by. */
  factor: number;
  /** Written before the number. */
  before: boolean;
  /** Written against the digits, no space between. */
  joined: boolean;
}

const written = /* @__PURE__ */ new Map<string, readonly CompactScale[]>();

/** The compact scales `lang` writes, in CLDR's order (short notation first); none without its data. */
export function compactScalesOf(lang: string): readonly CompactScale[] {
  const known = written.get(lang);
  if (known) return known;
  const found: CompactScale[] = [];
  try {
    for (const compactDisplay of ['short', 'long'] as const) {
      // Latin digits: Bengali's own ("২") are no number to divide by.
      const format = new Intl.NumberFormat(lang, {
        notation: 'compact',
        compactDisplay,
        numberingSystem: 'latn',
      });
      for (let power = 3; power <= 12; power += 1) {
        const parts = format.formatToParts(2 * 10 ** power);
        const at = parts.findIndex((part) => part.type === 'compact');
        const integer = parts.findIndex((part) => part.type === 'integer');
        if (at < 0 || integer < 0) continue;
        found.push({
          value: parts[at]?.value ?? '',
          factor: (2 * 10 ** power) / Number(parts[integer]?.value),
          before: at < integer,
          joined: parts[at - 1]?.type === 'integer' || parts[at - 1]?.type === 'fraction',
        });
      }
    }
  } catch {
    // A runtime without this language's data reads the others.
  }
  if (written.size >= 200) written.clear();
  written.set(lang, found);
  return found;
}

/** `scales` keyed by `key`, a key that two factors share left out (one word for one factor). */
export function scaleFactors(
  scales: readonly CompactScale[],
  key: (scale: CompactScale) => string,
): ReadonlyMap<string, number> {
  const found = new Map<string, number>();
  for (const scale of scales) {
    const word = key(scale);
    found.set(
      word,
      found.has(word) && found.get(word) !== scale.factor ? Number.NaN : scale.factor,
    );
  }
  return new Map([...found].filter(([, factor]) => !Number.isNaN(factor)));
}
