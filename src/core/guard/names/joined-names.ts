/**
 * A person made of two of the source's people (issue 44 item 5, docs/decisions/012, long
 * documents): a meeting's notes list "Tom Becker (engineering manager)" and "Luis Ferreira (QA)",
 * and a summary's "Engineering manager Luis Becker" holds only the source's words, each a name
 * there, so no reader of single words stops it. Two capitalised words side by side in a line are
 * one name; where the source writes the first as a name's first word and the second as another
 * name's last, and never the two together, the line has joined two names into a new one.
 *
 * Only words no common word of English holds (names, not "Imperial College" of "Imperial College
 * London" nor "Cambridge University" of "the University of Cambridge": "University" is a word).
 */
import { isStopWord } from '../words/stop-words.ts';

/** A capitalised word as a name's part: letters, an inner hyphen or apostrophe. */
const PART = /\p{Lu}[\p{Ll}\p{M}]+(?:[-'’]\p{L}+)*/u;
/** Two or more such words with one space between. */
const RUN = new RegExp(`${PART.source}(?: ${PART.source})+`, 'gu');

interface SourceRuns {
  /** "tom becker": two words the source writes side by side in a name. */
  pairs: ReadonlySet<string>;
  /** Words that open a name of two words ("tom", "luis"), each with how many they open. */
  firsts: ReadonlyMap<string, number>;
  /** Words that close one ("becker", "ferreira"). */
  lasts: ReadonlySet<string>;
}

const runsBySource = /* @__PURE__ */ new WeakMap<object, SourceRuns>();

const partsOf = (run: string) => run.toLowerCase().split(' ');

/** The source's names of two words or more, read once. */
function sourceRuns(
  source: { readonly text: string },
  stop: (word: string) => boolean,
): SourceRuns {
  let read = runsBySource.get(source);
  if (read) return read;
  const pairs = new Set<string>();
  const firsts = new Map<string, number>();
  const seen = new Set<string>();
  const lasts = new Set<string>();
  for (const [run] of source.text.matchAll(RUN)) {
    // "If Luis can start": a sentence's first word is no part of the name after it.
    const parts = partsOf(run);
    while (parts.length > 0 && stop(parts[0] as string)) parts.shift();
    if (parts.length < 2) continue;
    // A first name opens a name of two words; "Trustee Nicole Grant" opens on a title, and
    // "Trustee Grant" or "Mayor Smith" of "Mayor Jane Smith" is the same person.
    const first = parts[0] as string;
    if (parts.length === 2 && !seen.has(parts.join(' '))) {
      seen.add(parts.join(' '));
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    lasts.add(parts.at(-1) as string);
    for (let at = 0; at + 1 < parts.length; at++) pairs.add(`${parts[at]} ${parts[at + 1]}`);
  }
  read = { pairs, firsts, lasts };
  runsBySource.set(source, read);
  return read;
}

/** The line's names of two words joined from two of the source's ("Luis Becker"). */
export function joinedNames(
  line: string,
  source: { readonly text: string; readonly langs: readonly string[] },
): string[] {
  const langs = [...source.langs, 'en'];
  const stop = (word: string) => langs.some((lang) => isStopWord(word, lang));
  const found: string[] = [];
  for (const [run] of line.matchAll(RUN)) {
    const parts = partsOf(run.replace(/['’]s$/u, ''));
    if (parts.length !== 2) continue;
    const [first, last] = parts as [string, string];
    const read = sourceRuns(source, stop);
    if (read.pairs.has(`${first} ${last}`)) continue;
    // A first name opens one name; a word that opens several ("Trustee Kowalski", "Trustee
    // Lopez") or that the source writes in lower case too ("the trustee") is a title.
    if (read.firsts.get(first) !== 1 || !read.lasts.has(last) || read.lasts.has(first)) continue;
    if (new RegExp(`(?<![\\p{L}\\p{M}])${first}(?![\\p{L}\\p{M}])`, 'u').test(source.text))
      continue;
    if (stop(first) || stop(last)) continue;
    found.push(run);
  }
  return found;
}
