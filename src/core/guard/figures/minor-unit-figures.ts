/**
 * A price in its currency's smaller unit (issue 44 item 4, docs/decisions/012): "costs 30 cents
 * more" of "from €2.50 to €2.80", "75 cents" of "$0.75", "15 centimes de plus" of "de 1,20 € à
 * 1,35 €". The line's number before a word of the hundredth (cent, penny, centime, céntimo,
 * kopeck, grosz…) is a hundred times a price of the source, or a hundred times the gap between two
 * prices of one currency in one sentence where the line tells a gap (gap-words.ts). "40 cents
 * more" of the same is still stopped. The words are written here: CLDR (Intl) names currencies,
 * not their hundredths; every currency read with such a word counts a hundred of them.
 */
import type { ClaimSource } from '../claim-source.ts';
import type { Figure } from './figure-kinds.ts';
import { saysGap } from './gap-words.ts';
import { sentencePairs } from './sentence-values.ts';

/** The hundredth's words, lower case, any language: one list, as a word says its own unit. */
const HUNDREDTHS = new Set(
  (
    'cent cents ct ¢ c p penny pence centime centimes céntimo céntimos centavo centavos ' +
    'centesimo centesimi cêntimo cêntimos eurocent eurocent grosz grosze groszy gr ' +
    'копейка копейки копеек копійка копійки копійок коп kopeck kopecks kopek kopeks ' +
    'öre øre kuruş kurus haléř haléře haléřů fillér sen paisa paise पैसे पैसा سنت سنتات'
  ).split(' '),
);
/** The same written without a space, in the languages that write none. */
const UNSPACED = ['セント', '센트', '分钱'];

const LINE_VALUE = /^(?:n|c:\?:)(\d+)$/;
const MONEY = /^c:([^:?]+):(\d+(?:\.\d+)?)$/;
const WORD_AFTER = /^\s?([\p{L}\p{M}¢]+)/u;

/** A hundred times `value`, when that is a whole number. */
const hundredfold = (value: number) => Number((value * 100).toFixed(6));

/** The first money key of a figure's readings, as its currency and value. */
function moneyOf(keys: readonly string[]) {
  for (const key of keys) {
    const parts = MONEY.exec(key);
    if (parts) return { unit: parts[1] as string, value: Number(parts[2]) };
  }
  return undefined;
}

/** Whether `after` opens on a word of the hundredth ("cents more", "セント"). */
function opensOnHundredth(after: string): boolean {
  const written = WORD_AFTER.exec(after)?.[1];
  // A lone capital is another unit's ("40C" is Celsius, "5P" no pence).
  const word = written?.length === 1 ? written : written?.toLowerCase();
  return (
    (word !== undefined && HUNDREDTHS.has(word)) || UNSPACED.some((one) => after.startsWith(one))
  );
}

/** The count of hundredths the line's `figure` writes ("30" of "30 cents more"), and what follows. */
function hundredthsOf(figure: Figure, line: string) {
  const value = figure.readings
    .map((reading) => (reading.length === 1 ? LINE_VALUE.exec(reading[0] as string) : null))
    .find(Boolean)?.[1];
  const at = line.indexOf(figure.text);
  if (value === undefined || at < 0 || Number(value) === 0) return undefined;
  const after = line.slice(at + figure.text.length);
  return opensOnHundredth(after) ? { cents: Number(value), after } : undefined;
}

/**
 * Whether the line's `figure` counts hundredths ("6 cents") of a value the source holds only as a
 * whole price or count ("€6.00"): the same digits, a hundredth of the amount, so the source's value
 * is no support of it (a source's own "6 cents" is).
 */
export function hundredthsOfWhole(figure: Figure, line: string, text: string): boolean {
  const found = hundredthsOf(figure, line);
  if (found === undefined) return false;
  for (const match of text.matchAll(/\d+/g)) {
    const end = (match.index ?? 0) + match[0].length;
    if (Number(match[0]) === found.cents && opensOnHundredth(text.slice(end))) return false;
  }
  return true;
}

/** Whether the line's `figure` counts hundredths of a source's price, or of two prices' gap. */
export function minorUnitFigure(figure: Figure, line: string, source: ClaimSource): boolean {
  const found = hundredthsOf(figure, line);
  if (found === undefined) return false;
  const { cents, after } = found;
  const langs = [...source.langs, ...source.lineLangs];
  // "250 cents more" of "from €2.50 to €2.80" is a gap, not the €2.50: a gap's word right after
  // the hundredths asks for the gap.
  const next =
    after
      .slice(0, 40)
      .match(/[\p{L}\p{M}]+/gu)
      ?.slice(1, 3)
      .join(' ') ?? '';
  if (!saysGap(next, langs)) {
    for (const key of source.figures) {
      const price = moneyOf([key]);
      if (price && hundredfold(price.value) === cents) return true;
    }
  }
  if (!saysGap(line, langs)) return false;
  return sentencePairs(source, moneyOf).some(([a, b]) => hundredfold(Math.abs(a - b)) === cents);
}
