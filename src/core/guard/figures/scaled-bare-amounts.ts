/**
 * An amount a line gives with its scale word and without its currency, of the source's amount in
 * a currency (docs/decisions/012, h269): "2.5 مليون" of "2.5 مليون دولار", "40 milionów" of "40 mln
 * zł", "1,2 milyara mal oldu" of "1,2 milyar TL'ye mal oldu". A summary drops the currency the
 * post wrote once; the figure readers give the line's number a count's key and the source's a
 * price's, so neither held the other unless a price word stood before the line's ("coûte 1,2
 * milliard", figure-units.ts).
 *
 * Held only where the line writes a scale word (a letter in the figure: nobody counts people "in
 * millions" of a price by accident), the value is a thousand or more and the same to its last
 * digit as a source's amount, and the line keeps the amount where the source had it: the word
 * just before the figure is one of the two before the source's digits, or the word after it one
 * of the three after them. So "Победитель получит 10 млн" of "Призовой фонд — 10 миллионов
 * рублей, победитель получит 2,5 миллиона" (the amount moved to another role), "hire 40 million
 * people" of "a $40 million fine" and a currency's name the table lacks ("40 milionów hrywien")
 * stay stopped; a line that rewords the clause holds the amount where its clause shares a word
 * of five letters or more with the amount's in the source (h301). A bare "120" of "€120" is never
 * read so: reading a bare number as the source's money let the labelled swaps through (the
 * coordinator's section of 012).
 */
import type { ClaimSource } from '../claim-source.ts';
import { currencyNameFrom, mayBeginCurrencyName } from './currency-names.ts';
import type { Figure } from './figure-kinds.ts';

/** The least value read: a thousand ("50 ribu" of "Rp 50 ribu" is below a scale's reach). */
const LEAST = 1000;
/** How far around the source's digits its neighbouring words are looked for. */
const REACH = 48;
const WORD = /[\p{L}\p{M}]+/gu;
/** What ends the amount's clause: another figure, a comma, a sentence's or clause's mark. */
const BREAK = /[\d,;:.!?،。、，；！？]/u;

/** Two words alike: the same, or (both of five letters or more) the same first five ("kary"/"kary"). */
function alike(a: string, b: string): boolean {
  if (a === b) return true;
  return a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5);
}

const words = (text: string) => (text.toLowerCase().match(WORD) ?? []) as string[];

/** Whether the line's count `figure` is an amount of the source's in a currency, its currency dropped. */
export function heldScaledBareAmount(
  figure: Figure,
  line: string,
  source: ClaimSource,
  langs: readonly string[],
): boolean {
  if (figure.kind !== 'count' || !/\p{L}/u.test(figure.text)) return false;
  const held = figure.readings.some((keys) =>
    keys.every((key) => {
      const value = /^n(\d+(?:\.\d+)?)$/.exec(key)?.[1];
      return value !== undefined && Number(value) >= LEAST && source.figures.has(`c:?:${value}`);
    }),
  );
  if (!held) return false;
  const digits = /\d+(?:[.,]\d+)?/u.exec(figure.text)?.[0];
  const at = line.indexOf(figure.text);
  if (digits === undefined || at < 0) return false;
  const before = words(line.slice(Math.max(0, at - REACH), at)).at(-1);
  const after = words(line.slice(at + figure.text.length, at + figure.text.length + REACH))[0];
  // "2.5 مليون يورو": a currency's name the figure readers did not take in is another money.
  const past = at + figure.text.length;
  if (currencyNameFrom(line, past + (/^\s*/u.exec(line.slice(past))?.[0].length ?? 0), langs))
    return false;
  const langSet = new Set(langs);
  // The line's own clause around the figure, its long words.
  const ours = [
    ...words(
      line
        .slice(Math.max(0, at - REACH), at)
        .split(BREAK)
        .at(-1) ?? '',
    ),
    ...words(line.slice(past, past + REACH).split(BREAK)[0] ?? ''),
  ].filter((word) => word.length >= 5);
  // The source's digits, their decimal mark either way ("2.5" of "2,5").
  const escaped = digits.replace(/[.,]/u, '[.,]');
  for (const found of source.text.matchAll(new RegExp(`(?<![\\d.,])${escaped}(?![\\d])`, 'gu'))) {
    const index = found.index ?? 0;
    // Within the amount's clause: no other figure or clause's mark between.
    const start =
      source.text
        .slice(Math.max(0, index - REACH), index)
        .split(BREAK)
        .at(-1) ?? '';
    const end = source.text.slice(index + digits.length, index + digits.length + REACH);
    const near = words(start).slice(-2);
    const far = words(end.split(BREAK)[0] ?? '');
    // The scale and the currency stand first after the digits: three words past them.
    const follows = after !== undefined && far.slice(0, 5).some((word) => alike(word, after));
    // "40 milionów hrywien": a word that may begin a currency's name, not the source's own there.
    if (!follows && after !== undefined && mayBeginCurrencyName(after, langSet)) continue;
    if (follows || (before !== undefined && near.some((word) => alike(word, before)))) return true;
    // Reworded around it: the line's clause shares a long word with the amount's clause ("Les
    // écoles recevront 35 millions pour leur rénovation" of "35 M€ iront à la rénovation des
    // écoles", h301).
    const theirs = [...words(start), ...far].filter((word) => word.length >= 5);
    if (ours.some((word) => theirs.some((other) => alike(word, other)))) return true;
  }
  return false;
}
