/**
 * An amount whose currency the line names with a case ending joined on (issue 44 item 4, h290):
 * Hungarian "30 euróba kerül" (into euros) of "30 €-ba", Finnish "20 euroon", Turkish "250
 * liraya". CLDR gives a currency's name in its plain form ("euró", "euro", "lira"), so the line's
 * word was no currency and its number a bare count the source lacks (the source holds "c:euro:30").
 * Held where the word after the number is CLDR's name of one currency in the post's or card's
 * languages with at most four letters more, and the source holds the amount in that currency:
 * another amount ("35 euróba") or another currency ("30 forintba" of "30 €") is still stopped.
 */
import { currencyNameAt } from './currency-names.ts';
import type { Figure } from './figure-kinds.ts';

/** The word right after the number. */
const NEXT = /^\s?([\p{L}\p{M}]{4,})/u;
/** The most letters of a case ending taken off ("ba", "oon", "sta", "ból"). */
const MOST_ENDING = 4;

/**
 * Whether the line's count `figure` is followed by a currency's name with a case ending whose
 * amount the source holds (`keys`: "c:euro:30"). `langs`: the post's and the card's languages.
 */
export function heldInflectedCurrency(
  figure: Figure,
  line: string,
  keys: ReadonlySet<string>,
  langs: readonly string[],
): boolean {
  if (figure.kind !== 'count' || !/^\d[\d\s.,]*$/u.test(figure.text)) return false;
  const values = figure.readings.flatMap((reading) =>
    reading.length === 1 ? (/^n(\d+(?:\.\d+)?)$/u.exec(reading[0] ?? '')?.[1] ?? []) : [],
  );
  if (values.length === 0) return false;
  const at = line.indexOf(figure.text);
  if (at < 0) return false;
  const word = NEXT.exec(line.slice(at + figure.text.length))?.[1];
  if (word === undefined) return false;
  const letters = [...word];
  for (let cut = 1; cut <= MOST_ENDING && letters.length - cut >= 3; cut++) {
    const stem = letters.slice(0, -cut).join('');
    const found = currencyNameAt(stem, langs);
    // The name is the whole stem: "eurób" is no "euró" and a case ending.
    if (found === undefined || found.length !== stem.length) continue;
    return values.some((value) => keys.has(`c:${found.currency}:${value}`));
  }
  return false;
}
