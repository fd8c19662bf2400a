/**
 * The commas of a list, which end no clause (issue 44, round forty-eight): "35 ribu pelanggan di
 * Bogor Timur, Bogor Tengah dan Bogor Selatan terdampak" names three districts in one clause, and
 * read as two clauses, the first district's and the last's, it gave each the other's words
 * (traded-fates.ts: "timur pelanggan, selatan terdampak" of the source's "Wilayah terdampak
 * meliputi Kecamatan Bogor Timur, Bogor Tengah dan Bogor Selatan, dengan sekitar 35.000
 * pelanggan").
 *
 * A list's comma is one followed by one to three words, then either another such comma or the
 * word the language closes a list with (CLDR's, `Intl.ListFormat`: "dan", "and", "y", "и"; "atau",
 * "or" too), and a word after it. A comma followed by its clause's own verb and words ("…, while
 * Kulkarni was acquitted") is a clause's end, as is a comma the closing word follows at once
 * (", and the clerk was acquitted").
 */

/** The most words an item of a list takes between its commas ("Bogor Tengah"). */
const ITEM_WORDS = 3;

const closers = /* @__PURE__ */ new Map<string, ReadonlySet<string>>();

/** The words `lang` closes a list with, from CLDR's list patterns. */
function closersOf(lang: string): ReadonlySet<string> {
  let found = closers.get(lang);
  if (found) return found;
  const words = new Set<string>();
  try {
    for (const type of ['conjunction', 'disjunction'] as const) {
      const parts = new Intl.ListFormat(lang, { type }).formatToParts(['A', 'B', 'C']);
      const last = parts.filter((part) => part.type === 'literal').at(-1)?.value ?? '';
      for (const word of last.toLowerCase().match(/\p{L}+/gu) ?? []) words.add(word);
    }
  } catch {
    // A language the runtime has no lists for closes none here.
  }
  found = words;
  closers.set(lang, found);
  return found;
}

/**
 * The indexes of `tokens` (lower-case words and punctuation marks, in order) that are a list's
 * commas in `lang`.
 */
export function listCommas(tokens: readonly string[], lang: string): ReadonlySet<number> {
  const found = new Set<number>();
  const closing = closersOf(lang);
  if (closing.size === 0) return found;
  const isWord = (token: string) => /\p{L}/u.test(token);
  for (const [at, token] of tokens.entries()) {
    if (token !== ',') continue;
    let words = 0;
    let items = 0;
    for (let next = at + 1; next < tokens.length; next++) {
      const word = tokens[next] as string;
      if (closing.has(word) && words > 0) {
        if (isWord(tokens[next + 1] ?? '')) found.add(at);
        break;
      }
      if (word === ',' && words > 0 && words <= ITEM_WORDS) {
        items += 1;
        words = 0;
        continue;
      }
      if (!isWord(word) || closing.has(word)) break;
      words += 1;
      if (words > ITEM_WORDS || items > 20) break;
    }
  }
  return found;
}
