/**
 * A country the source names, written by a line in its other form (h250): Arabic's "مصر" of the
 * source's "الحكومة المصرية", "التونسية" of "تونس", "الأردني" of "الأردن"; Persian's "ایرانی" of
 * "ایران"; Hebrew's "ישראלי"/"ישראלית" of "ישראל", "מצרי" of "מצרים". These scripts have no
 * capitals, so the places and unknown-words readers read either form the source lacks as a new
 * place. Here both forms are read back to one stem: the country's one-word CLDR name in that
 * language (no hand table), its article and last vowel letter off ("ال…ا", "…ה", "…ים"); a word is
 * the source's country when, its clitics ("و", "ب", "ال", "ה", "מ", …) and an adjective's ending
 * ("ية", "يون", "ی", "ית", "ים") read off, that stem names a country a source word names too.
 * Another country's adjective ("المغربية" of a post about تونس) names another code: still new.
 */
import { oncePer } from '../once-per-source.ts';
import { plainWord } from '../words/fold-word.ts';
import { countries, intlName } from './country-list.ts';

/** The fewest letters a stem keeps ("قطر", "לוב"): two letters name no country safely. */
const LEAST = 3;
const SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const WORD = /[\p{Script=Arabic}\p{Script=Hebrew}\p{M}\u200C]+/gu;

/** The clitics written before a word, longest first, and a name's or adjective's endings. */
const PREFIX = /^(?:[وف]?[بلك]?ال|لل|[وفبلك]|[ושבלמהכ]{1,2})/u;
const ENDING =
  /(?:يتين|يين|يون|يان|يات|ية|يه|يا|ي|ا|ة|ه|\u200C?ای|\u200C?ایی|یان|ی|יות|יים|ית|ים|יה|י|ה)$/u;

/** Hamza's seats, marks and tatweel off, Persian yeh and kaf as Arabic's (fold-word.ts). */
const fold = plainWord;

/** A word's stems: as written, its clitics off, its ending off, both off. */
function stems(word: string): string[] {
  const folded = fold(word);
  const bare = folded.replace(PREFIX, '');
  const found = new Set<string>();
  for (const one of [folded, bare]) {
    found.add(one);
    found.add(one.replace(ENDING, ''));
  }
  return [...found].filter((stem) => [...stem].length >= LEAST);
}

let byStem: ReadonlyMap<string, readonly string[]> | undefined;

/** The countries (ISO codes) by their one-word Arabic, Persian and Hebrew names' stems. */
function countryStems(): ReadonlyMap<string, readonly string[]> {
  if (byStem) return byStem;
  const found = new Map<string, string[]>();
  for (const lang of ['ar', 'fa', 'he']) {
    const names = new Intl.DisplayNames(lang, { type: 'region' });
    for (const { code } of countries()) {
      const name = intlName(names, code);
      // A name of more words is read by its last where that is the adjective of one: Arabic's
      // "(المملكة العربية) السعودية", Persian's "(عربستان) سعودی"; "(الولايات) المتحدة" is none.
      const last = name?.split(/\s+/u).at(-1);
      if (!name || !last || (last !== name && !/(?:ية|ي)$/u.test(fold(last)))) continue;
      // The article off before hamza is folded: "ألمانيا" keeps its "أل", no article.
      const folded = fold(last.replace(/^ال/u, ''));
      for (const stem of new Set([folded, folded.replace(ENDING, '')])) {
        if ([...stem].length < LEAST) continue;
        const codes = found.get(stem) ?? [];
        if (!codes.includes(code)) found.set(stem, [...codes, code]);
      }
    }
  }
  byStem = found;
  return found;
}

/** The countries a word names by its name or its adjective (none for a word of other letters). */
export function nisbaCountries(word: string): string[] {
  if (!SCRIPT.test(word)) return [];
  const table = countryStems();
  const codes = new Set<string>();
  for (const stem of stems(word)) for (const code of table.get(stem) ?? []) codes.add(code);
  return [...codes];
}

/** The countries the source's Arabic, Persian or Hebrew words name, once per source. */
const sourceCountries = /* @__PURE__ */ oncePer((source: { readonly text: string }) => {
  const codes = new Set<string>();
  for (const [word] of source.text.matchAll(WORD)) {
    for (const code of nisbaCountries(word)) codes.add(code);
  }
  return codes;
});

/** Whether a line's `word` names, by its name or its adjective, a country the source names. */
export function isSourceNisbaCountry(word: string, source: { readonly text: string }): boolean {
  const codes = nisbaCountries(word);
  if (codes.length === 0) return false;
  const known = sourceCountries(source);
  return codes.some((code) => known.has(code));
}
