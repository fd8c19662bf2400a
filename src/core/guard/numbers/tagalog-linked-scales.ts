/**
 * A Tagalog scale with its linker (docs/decisions/012, h269): Tagalog joins a number to its noun
 * with "na", written onto a word that ends in a vowel or "n" as "-ng": "1.5 bilyong piso" (1.5
 * billion pesos), "2.5 milyong katao", "tatlong libong piso". CLDR's compact forms, which
 * compact-scales.ts reads, write "bilyon", "milyon", "libo": the digits were read alone, and a
 * faithful "1.5 bilyong piso" of "₱1.5B" was stopped as 1.5.
 */

/** The words a linked Tagalog word `key` (folded) may be without its linker; none elsewhere. */
export function tagalogLinkedStems(key: string, langs: readonly string[]): readonly string[] {
  if (key.length < 5 || !key.endsWith('ng') || !langs.some(isTagalog)) return [];
  // "bilyong" of "bilyon" (the "g" alone after an "n"), "libong" of "libo".
  return key.endsWith('ong') || key.endsWith('ang') || key.endsWith('ing')
    ? [key.slice(0, -1), key.slice(0, -2)]
    : [key.slice(0, -2)];
}

const isTagalog = (lang: string) => lang === 'tl' || lang === 'fil' || lang.startsWith('fil-');
