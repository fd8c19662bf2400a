/**
 * A currency written as its name's initials with Hebrew's gershayim ("590 ש״ח", of "שקלים חדשים",
 * round forty-seven), where the source writes its sign ("590 ₪"): CLDR's Hebrew names of every
 * currency (`Intl.NumberFormat`), their words' first letters, so no table of abbreviations is
 * kept here. The gershayim itself is read as the Hebrew mark (words/hebrew-gershayim.ts).
 */
/** Each currency's initials in Hebrew ("שח": ILS), its ISO codes, built on first use. */
let initials: Map<string, string[]> | undefined;

function initialsOfNames(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let codes: readonly string[] = [];
  try {
    codes = Intl.supportedValuesOf('currency');
  } catch {
    // A runtime without the list reads no abbreviation.
  }
  for (const code of codes) {
    try {
      const format = new Intl.NumberFormat('he', {
        style: 'currency',
        currency: code,
        currencyDisplay: 'name',
      });
      // The singular's and the plural's names ("שקל חדש", "שקלים חדשים") share their initials.
      for (const sample of [1, 5]) {
        const name = format
          .formatToParts(sample)
          .filter((part) => part.type === 'currency')
          .map((part) => part.value)
          .join('');
        const words = name.split(/[\s\-־]+/u).filter((word) => /\p{L}/u.test(word));
        if (words.length < 2) continue;
        const key = words.map((word) => word.charAt(0)).join('');
        const known = found.get(key) ?? [];
        if (!known.includes(code)) found.set(key, [...known, code]);
      }
    } catch {
      // A runtime without Hebrew's data reads no abbreviation.
    }
  }
  return found;
}

/**
 * The ISO codes of the currencies a Hebrew abbreviation written with its gershayim (״) names by
 * its initials ("ש״ח": ILS); none for any other word (a word without the mark is a word, "שח" too).
 */
export function abbreviatedCurrencyCodes(word: string): readonly string[] {
  if (!/^\p{Script=Hebrew}+\u05f4\p{Script=Hebrew}$/u.test(word)) return [];
  initials ??= initialsOfNames();
  return initials.get(word.replace('\u05f4', '')) ?? [];
}
