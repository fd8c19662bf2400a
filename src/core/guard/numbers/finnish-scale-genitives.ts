/**
 * A Finnish scale in its genitive singular (issue 44 item 4): "1,2 miljardin euron tulos" (a
 * result of 1.2 billion euros), "3,4 miljoonan euron tuki". Finnish puts an amount before its
 * noun in the genitive, so a source writes "miljardin" where CLDR's compact forms, which
 * compact-scales.ts reads, write "miljardi" and "miljardia": the digits were read alone and a
 * faithful "1,2 mrd. euroa" was stopped. The genitive singular of the scales is their nominative
 * and "n" (miljoona, miljardi, biljoona); "tuhannen" (of "tuhat") is irregular and is not read.
 * So is a currency's one-word name ending in a vowel ("euron", "dollarin"), which currency-names.ts
 * reads with CLDR's names.
 */

/** The nominative whose genitive singular `key` (folded) may be, where a text is Finnish. */
export function finnishGenitiveStem(key: string, langs: readonly string[]): string | undefined {
  if (key.length < 7 || !key.endsWith('n') || !langs.some((lang) => lang.startsWith('fi')))
    return undefined;
  return key.slice(0, -1);
}

/** The genitive singular of a Finnish one-word name ending in a vowel ("euro": "euron"), else none. */
export function finnishGenitive(lang: string, words: readonly string[]): string | undefined {
  const [word] = words;
  if (!lang.startsWith('fi') || words.length !== 1 || !word || !/[aeiouyäö]$/u.test(word))
    return undefined;
  return `${word}n`;
}
