/**
 * An old amount a sentence compares with a priced new one, its currency written once on the new
 * one (round forty-nine: "costará 1,10 euros, frente a los 0,85 actuales" holds a line's "frente a
 * los 0,85 €"). carried-currencies.ts reads English's "up from 4.10" with a decimal point; this
 * reads the comparison words of the languages most posts come in, an article between, and either
 * decimal mark. The bare amount takes the currency of the last priced amount before the word in the
 * same sentence; it stays bare where a unit follows it ("0,85 kilos"), and the source's keys only
 * gain it: a line's other old amount ("0,95 €") is still none of the source's.
 */
import { currenciesOf } from './figure-words.ts';

/** "Compared with", "versus", "against" in Spanish, French, German, Italian, Portuguese, Dutch, Russian. */
const COMPARED_WORDS =
  'frente a|comparado con|en comparación con|face à|par rapport à|comparé à|contre|gegenüber|verglichen mit|im vergleich zu|rispetto a|in confronto a|contro|em comparação com|comparado com|face a|tegenover|vergeleken met|ten opzichte van|против|по сравнению с';
/** An article or two between the word and the amount ("frente a los", "rispetto ai"). */
const ARTICLE =
  "(?:(?:los|las|el|la|les|le|l’|l'|die|den|dem|der|des|i|gli|il|lo|os|as|o|a|ai|agli|alle|al|aux|au|het|de|unos|unas)\\s+)?";
/** The comparison word, then a bare amount, and the word after it if any. */
const COMPARED = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(?:${COMPARED_WORDS})\s+${ARTICLE}(\d[\d.,]*\d|\d)(?![\d\p{Sc}%])(?:\s?([\p{L}\p{M}]+))?`,
  'giu',
);
/** A priced amount: a sign before it, or a word or sign after it. */
const PRICED = /(\p{Sc})\s?\d[\d,.]*|\d[\d,.]*\s?(\p{Sc}|[\p{L}\p{M}]+)/gu;
/** A sentence's end: a full stop not inside a number, "!", "?", a semicolon. */
const SENTENCE_END = /[.!?;](?!\d)/u;
/** A key of a plain count ("n0.85", "nu:0.85", a whole one's "o80"): a number no unit follows. */
const COUNT_KEY = /^(?:nu?[:\d]|o\d)/u;

/**
 * Adds to `keys` the money a bare amount compared with a priced one is, in that one's currency;
 * `read` gives the keys of a part of the text.
 */
export function addComparedCurrencies(
  text: string,
  keys: Set<string>,
  read: (part: string) => ReadonlySet<string>,
): void {
  for (const match of text.matchAll(COMPARED)) {
    const [, amount, after] = match;
    // Bare: the amount and the word after it read as a count only ("0,85 actuales").
    const bare = read(after ? `${amount} ${after}` : (amount as string));
    if (bare.size === 0 || [...bare].some((key) => !COUNT_KEY.test(key))) continue;
    const before = text.slice(0, match.index).split(SENTENCE_END).pop() ?? '';
    let unit: string | undefined;
    let sign: string | undefined;
    for (const [, signed, worded] of before.matchAll(PRICED)) {
      if (currenciesOf(signed ?? worded ?? '').length === 0) continue;
      [unit, sign] = signed ? [undefined, signed] : [worded, undefined];
    }
    if (!unit && !sign) continue;
    const priced = read(sign ? `${sign}${amount}` : `${amount} ${unit}`);
    for (const key of priced) if (key.startsWith('c:')) keys.add(key);
  }
}
