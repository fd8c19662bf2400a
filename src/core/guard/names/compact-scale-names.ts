/**
 * A compact amount's scale right after its digits, as CLDR writes it in a language the line is read
 * in: Italian "4,5 Mln €", Turkish "₺4,5 Mn", German "1,2 Mio.". Its capital made the names readers
 * stop it as a name the source lacks; it is the amount's scale, which the figures' readers read
 * (compact-scales.ts, compact-letter-scales.ts) and stop where the amount or the scale is changed.
 * The words come from `Intl.NumberFormat`'s compact notation, in the case CLDR writes them, so no
 * table is kept and a capitalised word after a number that is no scale stays the names readers'.
 */

/** Values whose compact forms give each scale's singular and plural. */
const SAMPLES = [1, 2, 5, 1.5];

const readers = /* @__PURE__ */ new Map<string, RegExp | null>();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The scales `lang` writes after a number in compact notation, right after digits. */
function scalesAfterDigits(lang: string): RegExp | null {
  const known = readers.get(lang);
  if (known !== undefined) return known;
  const words = new Set<string>();
  try {
    for (const compactDisplay of ['short', 'long'] as const) {
      const format = new Intl.NumberFormat(lang, { notation: 'compact', compactDisplay });
      for (let power = 3; power <= 12; power += 1) {
        for (const sample of SAMPLES) {
          const parts = format.formatToParts(sample * 10 ** power);
          const at = parts.findIndex((part) => part.type === 'compact');
          // After the number only: a scale before it ("milioni 1,2") is read elsewhere.
          if (at < 1 || parts.slice(0, at).every((part) => part.type === 'literal')) continue;
          const word = (parts[at]?.value ?? '').replace(/\.$/u, '');
          // Capitalised words only: a lower-case one is read as no name anyway.
          if (/^\p{Lu}/u.test(word)) words.add(word);
        }
      }
    }
  } catch {
    // A runtime without this language's data reads the others.
  }
  const reader =
    words.size === 0
      ? null
      : new RegExp(
          `(?<=(?<![\\p{Nd}.,:])\\p{Nd}+(?:[.,]\\p{Nd}+)?[\\s\\u00a0\\u202f]?)(?:${[...words]
            .sort((a, b) => b.length - a.length)
            .map(escaped)
            .join('|')})(?![\\p{L}\\p{M}])`,
          'gu',
        );
  if (readers.size >= 200) readers.clear();
  readers.set(lang, reader);
  return reader;
}

/** `line` with each compact scale of `langs` right after a number blanked, for the names readers. */
export function withoutCompactScales(line: string, langs: readonly string[]): string {
  if (!/\p{Nd}/u.test(line)) return line;
  let text = line;
  for (const lang of new Set(langs)) {
    const reader = scalesAfterDigits(lang);
    if (reader) text = text.replace(reader, (word) => ' '.repeat(word.length));
  }
  return text;
}
