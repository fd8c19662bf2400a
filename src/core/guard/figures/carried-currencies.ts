/**
 * An amount a sentence compares with a priced one, its currency written once (claim-figures.ts's
 * sourceFigures adds the key to a source only): "6.20 dollars a kilo in January, up from 4.10 a
 * year earlier" holds "up from $4.10". The currency is the nearest amount's before "from" in the
 * same sentence, so each bare amount takes its own neighbour's, never one across a full stop.
 */

import { edgesLast } from '../words/edges-last.ts';
import { valueText } from './figure-quantities.ts';
import { currenciesOf } from './figure-words.ts';

/** A bare amount after "from" or "versus", no unit, sign or percent after it. */
const COMPARED =
  /\b(?:from|versus|vs\.?|compared (?:with|to))\s(\d{1,7}(?:\.\d{1,2})?)(?![\d\p{L}%\p{Sc}]|\s?(?:%|per\s?cent))/gu;
/** The last amount with its currency in a stretch of a sentence: a sign before, or a word after. */
const PRICED = /(\p{Sc})\s?\d[\d,.]*|\d[\d,.]*\s?(\p{L}+)/gu;

/** Adds to `keys` the money a bare amount compared with a priced one is, in that one's currency. */
export function addCarriedCurrencies(text: string, keys: Set<string>): void {
  if (!/\bfrom\b|\bvs\b|\bversus\b|\bcompared\b/u.test(text)) return;
  for (const match of text.matchAll(COMPARED)) {
    const at = match.index ?? 0;
    // The sentence before "from", up to 80 characters: no full stop that ends one in between.
    const before =
      text
        .slice(Math.max(0, at - 80), at)
        .split(/[.!?;](?!\d)/u)
        .pop() ?? '';
    let currencies: readonly string[] = [];
    for (const [, sign, word] of before.matchAll(PRICED)) {
      const found = currenciesOf(sign ?? word ?? '');
      currencies = found.length > 0 ? found : currencies;
    }
    const value = valueText(Number(match[1]));
    for (const currency of currencies) keys.add(`c:${currency}:${value}`);
    if (currencies.length > 0) keys.add(`c:?:${value}`);
  }
}

/**
 * Words that say the amounts after them are parts of the one before ("a budget of 8 लाख रुपये,
 * जिसमें से 3 लाख …", "$8 million, of which 3 million …"): a part is in the whole's currency.
 * Only these: a bare amount merely beside a priced one may be another thing ("2.4 billion kroner,
 * against 2.2 billion forecast" is no revenue of NOK 2.2 billion).
 */
const PART_OF =
  /(?:जिसमें से|जिनमें से|इसमें से|इनमें से|\bof which\b|\bof that\b|\bincluding\b|\bdavon\b|\bdarunter\b|\bdont\b|\bde los cuales\b|\bde las cuales\b|\bdi cui\b|\bwaarvan\b|\bz czego\b|(?<!\p{L})из них(?!\p{L})|(?<!\p{L})в том числе(?!\p{L})|(?<!\p{L})منها(?!\p{L})|\bdi antaranya\b|\bdaarvan\b)/iu;
/** PART_OF's test of a whole text, its edges tried last (they make it slow on a long source). */
const hasPartOf = edgesLast(PART_OF);
/** An amount and the one or two words after it: a scale ("लाख", "million"), then its currency. */
const AMOUNT = /(\p{Sc})?\s?(\d[\d,.]*\d|\d)(?:\s?([\p{L}\p{M}]+))?(?:\s([\p{L}\p{M}]+))?/gu;
/** A sentence's end: a script's own, or a semicolon; a full stop inside a number is none. */
const SENTENCE_END = /[\p{Sentence_Terminal};](?!\d)/u;

/**
 * Adds to `keys` the money each part of a priced whole is, in the whole's currency (round
 * twenty-three: "3 लाख रुपये" of "बजट 8 लाख रुपये …, जिसमें से 3 लाख सोशल मीडिया पर" was stopped
 * as a currency the source never gave); `read` gives the keys of a part of the text.
 */
export function addPartCurrencies(
  text: string,
  keys: Set<string>,
  read: (part: string) => ReadonlySet<string>,
): void {
  if (!hasPartOf(text)) return;
  for (const sentence of text.split(SENTENCE_END)) {
    const at = sentence.search(PART_OF);
    if (at < 0) continue;
    // The whole: the last amount before the connective with its currency, and its scale's word.
    let currencies: readonly string[] = [];
    let scale: string | undefined;
    for (const [, sign, , first, second] of sentence.slice(0, at).matchAll(AMOUNT)) {
      // Its sign, else the word after it, else the next ("8 लाख रुपये").
      const found =
        [sign, first, second].map((word) => currenciesOf(word ?? '')).find((one) => one.length) ??
        [];
      if (found.length === 0) continue;
      currencies = found;
      scale = currenciesOf(first ?? '').length > 0 ? undefined : first;
    }
    if (currencies.length === 0) continue;
    for (const [, sign, digits, first, second] of sentence.slice(at).matchAll(AMOUNT)) {
      // A part with a currency of its own is read as written.
      if (sign || currenciesOf(first ?? '').length > 0 || currenciesOf(second ?? '').length > 0) {
        continue;
      }
      const bare = [...read(digits as string)].filter((key) => /^n\d/u.test(key));
      const part = first ? [...read(`${digits} ${first}`)].filter((key) => /^n\d/u.test(key)) : [];
      // The word after it is the whole's scale or another scale: not a thing it counts.
      const scaled =
        first !== undefined && (first === scale || part.some((key) => !bare.includes(key)));
      for (const key of first === undefined ? bare : scaled ? part : []) {
        for (const currency of currencies) keys.add(`c:${currency}:${key.slice(1)}`);
        keys.add(`c:?:${key.slice(1)}`);
      }
    }
  }
}

/**
 * A change from one amount to another, its currency written after the second only: "von 30 auf
 * 120 Euro", "from 950 to 1,200 euros", "de 30 à 120 euros", "van 30 naar 120 euro".
 */
const FROM_TO =
  /(?<![\p{L}\d])(?:von|from|de|da|van|z|od)\s+(\d[\d,.]*\d|\d)\s+(?:auf|to|a|à|para|naar|tot|do)\s+(\d[\d,.]*\d|\d)\s?(\p{Sc}|[\p{L}\p{M}]+)/gu;

/**
 * Adds to `keys` both ends of a change from one amount to another as the money they are and as
 * the counts they are: a line carries the currency written once to either end, "120 statt 30
 * Euro" and "de 30 euros à 120" as much as "von 30 auf 120 Euro" (round twenty-nine: the line's
 * "120 statt 30 Euro" was stopped for both). `read` gives the keys of a part of the text.
 */
export function addChangeCurrencies(
  text: string,
  keys: Set<string>,
  read: (part: string) => ReadonlySet<string>,
): void {
  if (!/\d\s+\p{L}{1,4}\s+\d/u.test(text)) return;
  for (const [, from, to, unit] of text.matchAll(FROM_TO)) {
    if (currenciesOf(unit as string).length === 0) continue;
    for (const amount of [from, to]) {
      for (const key of read(`${amount} ${unit}`)) if (key.startsWith('c:')) keys.add(key);
      for (const key of read(amount as string)) if (/^n\d/u.test(key)) keys.add(key);
    }
  }
}
