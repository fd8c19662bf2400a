/**
 * A person given another's institution (issue 44 items 1 and 4, docs/decisions/012 "Long
 * documents' figures"): "First author Sissel Sjöberg of the Max Planck Institute" of a release
 * that writes "Dr. Sissel Sjöberg of Lund University" and "Professor Martin Wikelski, director at
 * the Max Planck Institute". Every name is the source's, so no names reader stops the line; but it
 * pairs a person with an institution the source pairs with someone else. A line's "P of I" is
 * stopped where the source pairs P with another institution, or I with another person, and never
 * P with I ("P of I", "P at I", or "P, a … at I"). A person is two capitalised words or more,
 * known by the last; an institution its capitalised words.
 */
import { oncePer } from '../once-per-source.ts';

/** A capitalised word of a name. */
const PART = "\\p{Lu}[\\p{Ll}\\p{M}'’-]+";
/** A person: two to four such words ("Sissel Sjöberg", "Raj Mehta"); bounded, so a run of capitals is read in linear time. */
const PERSON = `${PART}(?: ${PART}){1,3}`;
/** What ties a person to an institution in the languages whose capitals mark names. */
const TIE = '(?:of|at|from|de|del|da|do|du|von|vom|bei)';
/** An institution: capitalised words, "of", "for", "and" or "&" between ("University of Copenhagen"). */
const INSTITUTION = `${PART}(?: (?:(?:of|for|and|&|de|für) )?${PART}){0,5}`;
/** An article before an institution, skipped. */
const ARTICLE = '(?:(?:the|la|el|le|der|die|das) )?';

/** A line's "P of I" (no word between). */
const PAIRED = new RegExp(`(${PERSON}),? ${TIE} ${ARTICLE}(${INSTITUTION})`, 'gu');
/** A source's "P of I", or "P, a … at I": a few lower-case words between. */
const APPOSED = new RegExp(
  `(${PERSON}),? (?:[\\p{Ll}-]+ ){0,6}${TIE} ${ARTICLE}(${INSTITUTION})`,
  'gu',
);

interface Pairs {
  /** Each person (by the last word of the name) with the institutions the source pairs it with. */
  people: ReadonlyMap<string, ReadonlySet<string>>;
  /** Each institution with the people the source pairs it with. */
  institutions: ReadonlyMap<string, ReadonlySet<string>>;
}

/** A person's key: the last word of the name, in lower case ("Dr. Sissel Sjöberg": sjöberg). */
const personKey = (name: string) => name.split(' ').at(-1)?.toLowerCase() ?? '';
/** An institution's key: its words in lower case. */
const institutionKey = (name: string) => name.toLowerCase();

function add(map: Map<string, Set<string>>, key: string, value: string) {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

/** The source's people and institutions, paired, read once. */
const pairsOf = /* @__PURE__ */ oncePer((source: { readonly text: string }): Pairs => {
  const people = new Map<string, Set<string>>();
  const institutions = new Map<string, Set<string>>();
  for (const match of source.text.matchAll(APPOSED)) {
    const person = personKey(match[1] ?? '');
    const institution = institutionKey(match[2] ?? '');
    add(people, person, institution);
    add(institutions, institution, person);
  }
  return { people, institutions };
});

/** The line's institutions (as written) given a person the source gives another. */
export function affiliationSwaps(line: string, source: { readonly text: string }): string[] {
  if (!/\p{Lu}[\p{Ll}\p{M}]+ \p{Lu}/u.test(line)) return [];
  const matches = [...line.matchAll(PAIRED)];
  if (matches.length === 0) return [];
  const { people, institutions } = pairsOf(source);
  const swapped: string[] = [];
  for (const match of matches) {
    const person = personKey(match[1] ?? '');
    const institution = institutionKey(match[2] ?? '');
    const theirs = people.get(person);
    const whose = institutions.get(institution);
    if (theirs?.has(institution)) continue;
    // Both are the source's, and the source pairs one of them with someone or something else.
    if (
      (theirs && institutions.has(institution)) ||
      (whose && source.text.includes(match[1] ?? ''))
    ) {
      swapped.push(match[2] ?? '');
    }
  }
  return swapped;
}
