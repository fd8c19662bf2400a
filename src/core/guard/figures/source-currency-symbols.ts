/**
 * A currency's symbol in letters in a line ("450 mil. Kč", "35 millió Ft", "48 Mrd Ft-ba") where
 * the source names that currency in words beside an amount ("450 milionů korun", "35 millió
 * forintba"): the names reader stopped "Kč" and "Ft" as names the source lacks. CLDR gives both
 * sides (`Intl.NumberFormat`'s symbol in the source's languages, and its names in whole numbers'
 * plural forms), so no table of symbols is kept. The symbol must be its language's
 * for a currency whose name's word the source writes within a few characters of a digit: "Kč" of
 * a source in euros, or of one whose "Česká" names the republic, is still a name to stop.
 */
/** Each language's currency symbols written in letters, with the ISO codes they are the symbol of. */
const symbolsByLang = /* @__PURE__ */ new Map<string, ReadonlyMap<string, readonly string[]>>();

function symbolsIn(lang: string): ReadonlyMap<string, readonly string[]> {
  let known = symbolsByLang.get(lang);
  if (known) return known;
  const found = new Map<string, string[]>();
  try {
    for (const code of Intl.supportedValuesOf('currency')) {
      const format = new Intl.NumberFormat(lang, { style: 'currency', currency: code });
      for (const part of format.formatToParts(1)) {
        if (part.type !== 'currency' || !/^\p{L}+$/u.test(part.value)) continue;
        found.set(part.value, [...(found.get(part.value) ?? []), code]);
      }
    }
  } catch {
    // A runtime without this language's data reads the others.
  }
  known = found;
  symbolsByLang.set(lang, known);
  return known;
}

/** A currency's names' words in `lang` (lower case), in each plural form a whole amount takes. */
const namesByKey = /* @__PURE__ */ new Map<string, readonly string[]>();

function nameWordsOf(code: string, lang: string): readonly string[] {
  const key = `${code} ${lang}`;
  let known = namesByKey.get(key);
  if (known) return known;
  const found = new Set<string>();
  try {
    // Whole amounts: with fraction digits every name is in the plural form of a decimal ("1,00
    // české koruny"), and "5 korun" is never written.
    const format = new Intl.NumberFormat(lang, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'name',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    // The country's word is no currency's ("české" of "Česká republika", "magyar"): a name's
    // word that begins as the country's name in that language is left out.
    const country = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' })
      .of(code.slice(0, 2))
      ?.toLowerCase()
      .slice(0, 3);
    for (const sample of [1, 2, 5, 1250]) {
      for (const part of format.formatToParts(sample)) {
        if (part.type !== 'currency') continue;
        for (const word of part.value.toLowerCase().match(/\p{L}{4,}/gu) ?? []) {
          if (country === undefined || !word.startsWith(country)) found.add(word);
        }
      }
    }
  } catch {
    // A runtime without this language's data reads none.
  }
  known = [...found];
  namesByKey.set(key, known);
  return known;
}

/**
 * The source's `near` is a form of a name's `word`: the word with an ending ("forintot" of
 * "forint"), or the same stem with its last letter changed ("korun" of "koruny").
 */
function formOf(near: string, word: string): boolean {
  if (near.startsWith(word)) return true;
  let shared = 0;
  while (shared < near.length && near[shared] === word[shared]) shared++;
  return shared >= 4 && shared >= word.length - 1;
}

/** A symbol's letters, a Hungarian case ending after a hyphen allowed ("Ft-ba", "Ft-ot"). */
const SYMBOL = /^(\p{Lu}\p{L}{0,3})(?:-\p{Ll}{1,4})?$/u;
/** A source's words long enough to be a currency's name (its symbols are read elsewhere). */
const LONG_WORD = /\p{L}{4,}/gu;
/** A digit among the characters beside a word: the word names an amount's currency. */
const DIGIT = /\d/u;
/** How far from its amount a currency's name is read ("450 milionů korun", "milioni 500"). */
const NEAR = 16;

/**
 * True for `word`, CLDR's symbol in letters of a currency in one of `langs` ("Kč" in Czech, "Ft"
 * in Hungarian), where `text` (the source) writes a word of that currency's name in the same
 * language near a number ("korun", "forintot"): the same currency, as the line abbreviates it.
 */
export function isSourceCurrencySymbol(
  word: string,
  text: string,
  langs: readonly string[],
): boolean {
  const symbol = SYMBOL.exec(word)?.[1];
  if (symbol === undefined) return false;
  for (const lang of langs) {
    const codes = symbolsIn(lang).get(symbol);
    if (!codes) continue;
    const words = codes.flatMap((code) => nameWordsOf(code, lang));
    for (const match of text.matchAll(LONG_WORD)) {
      const near = match[0].toLowerCase();
      if (!words.some((word) => formOf(near, word))) continue;
      const end = match.index + match[0].length;
      const beside =
        text.slice(Math.max(0, match.index - NEAR), match.index) + text.slice(end, end + NEAR);
      if (DIGIT.test(beside)) return true;
    }
  }
  return false;
}
