/**
 * An organisation's name spelled out where the source writes only its acronym (docs/decisions/012,
 * round twenty-six): a Tagalog post's "MMDA", its card's "Metropolitan Manila Development
 * Authority"; the run's words are the acronym's, so its "Manila" is no place the line adds.
 * spelled-acronyms.ts reads the other way round (a line's "GDP" of a source's "gross domestic
 * product"). A run of capitalised words whose initials are an acronym of the source (three to six
 * capitals, short lower-case words such as "of" or "de" between them) is blanked from the text the
 * names readers read; a run whose initials are no acronym of the source is read as before.
 */
import anyAscii from 'any-ascii';

/** An acronym as a source writes it: three to six capitals, a word of its own. */
const ACRONYM = /(?<![\p{L}\p{M}])\p{Lu}{3,6}(?![\p{L}\p{M}])/gu;
/** A word of the line, with where it stands. */
const WORD = /[\p{L}\p{M}'’-]+/gu;
/** A short word inside a name ("of", "de", "für") that gives no letter to its acronym. */
const CONNECTOR = /^\p{Ll}{1,3}$/u;

/**
 * A name of four or more capitalised words that is all of an acronym of the source but its last
 * letter, the run ending there: "Agencia Española de Seguridad Alimentaria" of "AESAN" (its "y
 * Nutrición" left off, round twenty-nine), as a card shortens a body's long name.
 */
function shortened(
  initials: string,
  acronyms: ReadonlySet<string>,
  nextCapital: boolean | undefined,
): boolean {
  if (initials.length < 4 || nextCapital) return false;
  for (const acronym of acronyms) {
    if (acronym.length === initials.length + 1 && acronym.startsWith(initials)) return true;
  }
  return false;
}

/** A line's words (as `pattern` finds them), where each starts, and whether a capital opens it. */
export function capitalisedWords(line: string, pattern: RegExp) {
  return [...line.matchAll(pattern)].map((match) => ({
    text: match[0],
    start: match.index,
    capital: /^\p{Lu}\p{Ll}/u.test(match[0]),
  }));
}

/** `line` with each run of capitalised words that spells an acronym of `sourceText` blanked. */
export function withoutSpelledOutAcronyms(line: string, sourceText: string): string {
  const acronyms = new Set<string>();
  for (const acronym of sourceText.match(ACRONYM) ?? []) {
    acronyms.add(acronym);
    // A translation spells out an acronym of another script in its own letters (round
    // thirty-five: "Russian Premier League" of "РПЛ"), where each letter romanises to one.
    const latin = /\p{Script=Latin}/u.test(acronym) ? acronym : anyAscii(acronym).toUpperCase();
    if (latin.length === acronym.length) acronyms.add(latin);
  }
  if (acronyms.size === 0) return line;
  const words = capitalisedWords(line, WORD);
  let text = line;
  for (let first = 0; first < words.length; first++) {
    if (!words[first]?.capital) continue;
    let initials = '';
    for (let at = first; at < words.length && initials.length < 6; at++) {
      const word = words[at] as (typeof words)[number];
      if (!word.capital) {
        if (CONNECTOR.test(word.text)) continue;
        break;
      }
      initials += word.text[0];
      if (
        (initials.length >= 3 && acronyms.has(initials.toUpperCase())) ||
        shortened(initials.toUpperCase(), acronyms, words[at + 1]?.capital)
      ) {
        const start = (words[first] as typeof word).start;
        const end = word.start + word.text.length;
        text = `${text.slice(0, start)}${' '.repeat(end - start)}${text.slice(end)}`;
        first = at;
        break;
      }
    }
  }
  return text;
}
