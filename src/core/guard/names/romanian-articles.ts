/**
 * A Romanian name with its article joined on (issue 44, round fifty-two): "Nivelul Siretului" (the
 * Siret's level) of a source's "pe râul Siret", "Moldovei" of "Moldova", "Dunării" of "Dunărea".
 * Romanian writes the definite article onto the noun, names too, and declines it: the genitive
 * and dative "-ului", "-lui", "-ei", "-ii", "-lor". The names reader took a word of the source only
 * where it shared three fifths of the line's, and Romanian is no language it reads as declining
 * names (its other endings are few), so "Siretului" was a name the source lacked. A line's name
 * that is a source word's stem (four letters at least) with a genitive or dative article, where
 * the source writes that stem bare or with another article, is that name; a stem the source does
 * not write ("Oltenei" of "Siret") is still a name of its own.
 */

/** The genitive and dative articles a line's name may end in, longest first. */
const LINE_ENDINGS = ['ului', 'lui', 'lor', 'ei', 'ii'];
/** The forms the source may write the same name in: bare, or with its article. */
const SOURCE_ENDINGS = ['', 'ul', 'le', 'a', 'ea', 'ului', 'lui', 'ei', 'ii'];
/** Fewest letters of the stem shared. */
const STEM_MIN = 4;

/** Whether the line's `word` (lower case) is a source word in another of its article's forms. */
export function romanianArticleForm(
  word: string,
  source: {
    readonly words: ReadonlySet<string>;
    readonly langs: readonly string[];
    readonly lineLangs?: readonly string[];
  },
): boolean {
  const lang = (source.lineLangs?.[0] ?? source.langs[0] ?? '').split(/[-_]/)[0];
  if (lang !== 'ro') return false;
  for (const ending of LINE_ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    if ([...stem].length < STEM_MIN) continue;
    if (SOURCE_ENDINGS.some((other) => other !== ending && source.words.has(stem + other)))
      return true;
  }
  return false;
}
