/**
 * A brand written with its capital inside (issue 44, docs/decisions/012): "crashed twice on her
 * iPhone" of a review's "crashed twice on my Android phone". The names readers take a name by its
 * first capital, so "iPhone", "eBay", "iPad" or "eDrive40" pass as everyday words; but a word of a
 * small letter or two, then a capital and small letters, is no word of any dictionary: it is a
 * product's or a company's name, and a line that writes one the source never does names what the
 * source does not.
 *
 * A unit's letters ("kWh", "mAh", "mRNA", "iOS") have one small letter after the capital at most
 * and are not read. Read where the source is written in Latin letters (a Japanese post's
 * "アイフォーン" is the iPhone in its own letters), and not in Irish, whose eclipsed words ("i
 * nGaillimh", "an tSionainn") are written so.
 */
import type { ClaimSource } from '../claim-source.ts';
import { oncePer } from '../once-per-source.ts';

/** A small letter or two, a capital, two small letters at least, then letters or figures. */
const CAMEL = /(?<![\p{L}\p{M}\p{N}])\p{Ll}{1,2}\p{Lu}\p{Ll}{2,}[\p{L}\p{M}\p{N}]*/gu;
/** Languages whose words are written so by their grammar. */
const GRAMMAR_CAPITALS = new Set(['ga']);
/** The share of a source's letters that are Latin for its names to be in Latin letters. */
const LATIN_SHARE = 0.5;

/** Whether most of the source's letters are Latin ones, read once a source. */
const writtenInLatin = /* @__PURE__ */ oncePer((source: ClaimSource): boolean => {
  const letters = source.text.match(/\p{L}/gu)?.length ?? 0;
  const latins = source.text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return letters > 0 && latins / letters > LATIN_SHARE;
});

/** The line's brands written with an inner capital ("iPhone") that the source never writes. */
export function camelCaseNames(line: string, source: ClaimSource): string[] {
  const found = line.match(CAMEL);
  if (!found) return [];
  if ([...source.langs, ...source.lineLangs].some((lang) => GRAMMAR_CAPITALS.has(lang))) return [];
  if (!writtenInLatin(source)) return [];
  return [
    ...new Set(
      found.filter((name) => {
        const key = name.toLowerCase();
        // Either's plural or possessive ("iPhones" of "iPhone", "eBay's" is read as "eBay").
        const forms = [key, `${key}s`, key.replace(/s$/u, '')];
        return !forms.some((form) => source.words.has(form));
      }),
    ),
  ];
}
