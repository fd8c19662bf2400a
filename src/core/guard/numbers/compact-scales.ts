/**
 * A scale word after digits as CLDR writes it in a language no number lexicon reads ("18,4
 * tisíca", Slovak; "2,1 милиарда", Bulgarian): `Intl.NumberFormat`'s compact notation, long and
 * short ("2,1 млрд."), gives each language's words for thousands, millions and billions in their
 * plural forms, so no table is kept here. Built on first need for a text's own languages only.
 */
import type { Token } from '../figures/figure-tokens.ts';
import { currenciesOf } from '../figures/figure-words.ts';
import { foldWord } from '../words/fold-word.ts';
import { finnishGenitiveStem } from './finnish-scale-genitives.ts';
import { loanedScale } from './loaned-scales.ts';
import { shortScaleBeforeCurrency } from './short-scales-before-currency.ts';
import { tagalogLinkedStems } from './tagalog-linked-scales.ts';

/** Values whose compact forms give a scale's singular, plural and decimal (genitive) forms. */
const SAMPLES = [1, 2, 5, 1.5, 18.4];

const scales = /* @__PURE__ */ new Map<string, ReadonlyMap<string, number>>();

/** The scale words CLDR writes after a number in `lang`, folded, with their factors. */
function scalesOf(lang: string): ReadonlyMap<string, number> {
  let known = scales.get(lang);
  if (known) return known;
  const found = new Map<string, number>();
  try {
    for (const compactDisplay of ['long', 'short'] as const) {
      const format = new Intl.NumberFormat(lang, {
        notation: 'compact',
        compactDisplay,
        maximumSignificantDigits: 3,
        useGrouping: false,
      });
      for (let power = 3; power <= 12; power += 1) {
        for (const sample of SAMPLES) {
          const value = sample * 10 ** power;
          const parts = format.formatToParts(value);
          const at = parts.findIndex((part) => part.type === 'compact');
          // Only a word after the number and a space: "elfu 2" (Swahili) and "2k" are read elsewhere.
          if (at < 2 || !/^\s+$/u.test(parts[at - 1]?.value ?? '')) continue;
          const number = parts
            .slice(0, at - 1)
            .map((part) => (part.type === 'decimal' ? '.' : part.value))
            .join('');
          const factor = Math.round(value / Number(number));
          const written = (parts[at]?.value ?? '').replace(/\.$/u, '');
          const word = foldWord(written, false);
          // A factor a power of ten (Urdu's "لاکھ" is 100,000), one word for one factor; a word of
          // three letters or more: Spanish "2 M" and French "2 k" would make "5 m" five million.
          // Two small letters are a word CLDR writes in lower case ("80 mi", Portuguese millions;
          // "20 rb", Indonesian thousands): a capital's pair ("Mr", "Tr") reads as a title too.
          if (!/^10*$/.test(String(factor)) || /\s/u.test(word) || !scaleLength(written)) continue;
          if (found.has(word) && found.get(word) !== factor) found.set(word, Number.NaN);
          else found.set(word, factor);
        }
      }
    }
  } catch {
    // A runtime without this language's data reads the others.
  }
  known = new Map([...found].filter(([, factor]) => !Number.isNaN(factor)));
  if (scales.size >= 200) scales.clear();
  scales.set(lang, known);
  return known;
}

/** A compact scale's word long enough to read: three letters, or two small ones. */
const scaleLength = (written: string) => {
  const size = [...written].length;
  return size >= 3 || (size === 2 && /^\p{Ll}+$/u.test(written));
};

/** The factor of `word`, a scale after digits in one of `langs` as CLDR writes it, if it is one. */
export function compactScale(word: string, langs: readonly string[]): number | undefined {
  const key = foldWord(word, false);
  for (const lang of langs) {
    const factor = scalesOf(lang).get(key);
    if (factor !== undefined) return factor;
  }
  // "1,2 miljardin euron": a Finnish scale's genitive (finnish-scale-genitives.ts).
  const nominative = finnishGenitiveStem(key, langs);
  const genitive = nominative === undefined ? undefined : scalesOf('fi').get(nominative);
  if (genitive !== undefined) return genitive;
  // "1.5 bilyong piso": a Tagalog scale with its linker (tagalog-linked-scales.ts).
  for (const stem of tagalogLinkedStems(key, langs)) {
    const linked = scalesOf('fil').get(stem);
    if (linked !== undefined) return linked;
  }
  // "1.2 मिलियन": English's million in an Indic script, which CLDR does not write (loaned-scales.ts).
  return spacelessScale(key, langs)?.[1] ?? loanedScale(word);
}

/**
 * Thai writes no space after a word: "1.2 แสนคน" (120,000 people) is the scale, then its noun.
 * The scale's folded word and its factor, the longest the word begins with.
 */
function spacelessScale(key: string, langs: readonly string[]): [string, number] | undefined {
  if (!SPACELESS.test(key)) return undefined;
  for (const lang of langs) {
    const found = [...scalesOf(lang)]
      .filter(([scale]) => key.startsWith(scale))
      .sort(([a], [b]) => b.length - a.length)[0];
    if (found) return found;
  }
  return undefined;
}

/** Scripts that write words against each other, no space between. */
const SPACELESS = /^[\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;

/** What of a quantity (figure-quantities.ts, which calls this) a scale changes. */
interface Scaled {
  readings: number[][];
  last: number;
  end: number;
  currencies?: string[];
}

/** Reads `next`, the word after a quantity's digits, as its scale where CLDR's compact has it. */
export function compactScaleAfter(
  quantity: Scaled,
  next: Token,
  reading: { calendarLangs: readonly string[]; source: boolean; keys: Set<string> },
  after?: Token,
): void {
  const langs = reading.calendarLangs;
  if (langs.length === 0) return;
  let factor = compactScale(next.text, langs);
  // "48 M Ft", "2,4 Mn $": a scale's letter or two before a currency (short-scales-before-currency.ts).
  const short = factor === undefined ? shortScaleBeforeCurrency(next, after, langs) : undefined;
  if (short !== undefined) {
    // A source holds the digits alone too, as it had before the scale was read.
    if (reading.source) {
      for (const values of quantity.readings)
        for (const value of values) reading.keys.add(`n${Number(value.toPrecision(12))}`);
    }
    factor = short;
  }
  if (factor === undefined) return;
  quantity.readings = quantity.readings.map((reading) => reading.map((value) => value * factor));
  quantity.last += 1;
  quantity.end = next.end;
  // "4,850 ล้านบาท": the currency written on after the scale is the amount's (round twenty-eight:
  // "4.85 billion baht" of it was stopped as a baht the source never gave).
  const scale = spacelessScale(foldWord(next.text, false), langs)?.[0];
  const rest =
    scale === undefined ? [] : currenciesOf(foldWord(next.text, false).slice(scale.length));
  if (rest.length === 0) return;
  quantity.currencies = [...rest];
  // A source holds the amount without its currency too, as a line may write it ("4,850 ล้าน").
  if (reading.source) {
    for (const values of quantity.readings)
      for (const value of values) reading.keys.add(`n${Number(value.toPrecision(12))}`);
  }
}
