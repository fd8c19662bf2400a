/**
 * A title moved to another of the source's people in a translation (issue 44): "Theatre director
 * Yevgeny Volynsky said the renovated hall seats 1,700" of "дирижирует Евгений Волынский … Директор
 * театра Антон Гетьман сообщил, что … зал вмещает 1700 зрителей". Both names are the source's in
 * its sounds (roman-names.ts), so no names reader stops the line, and role-claims.ts reads the
 * source's own language only. A title is often the same word across languages ("director" and
 * "Директор", "minister" and "министр", "president" and "Präsident"), spelled with the same
 * consonants: a translated line's word just before a person's name whose consonants the source
 * writes just before another person's name, and never before this one's, gives this person the
 * other's title. Only a word of four consonants or more is read as a title (not "the", "said");
 * a person is two capitalised words or more, known by the last one's consonants.
 */
import { consonantKeys } from '../names/roman-names.ts';
import { oncePer } from '../once-per-source.ts';

/** A person: two or three capitalised words, in a script with capitals. */
const PERSON =
  /(?<!\p{Lu}[\p{L}\p{M}'’-]*\s+)\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}[\p{L}\p{M}'’-]+){1,2}(?!\s+\p{Lu})/gu;
const WORD = /[\p{L}\p{M}]+/gu;
/** Punctuation that ends what a title before a name may reach back over. */
const STOP = /[.,;:!?()«»"“”—–]/u;
/** The fewest consonants a title is read by. */
const TITLE_MIN = 4;

/** A name's words, and its title's keys: the two words before it and its own words but the last. */
interface Person {
  name: string;
  key: string;
  titles: Set<string>;
}

function peopleOf(text: string, line = false): Person[] {
  const people: Person[] = [];
  for (const match of text.matchAll(PERSON)) {
    const words = match[0].split(/\s+/u);
    const last = (words.at(-1) ?? '').replace(/['’]s$/u, '');
    const before = text.slice(Math.max(0, match.index - 60), match.index);
    const reach = before.split(STOP).at(-1) ?? '';
    const near = (reach.match(WORD) ?? []).slice(-2);
    // A line's title is a word in lower case before the name ("director"): its capitalised words
    // are the name's own ("The Thessaloniki Municipal Symphony Orchestra"). A source's is any
    // word before it, or inside its run ("Директор театра Антон Гетьман", "Директор Гетьман").
    const titles = new Set(
      (line ? near.filter((word) => word === word.toLowerCase()) : [...near, ...words.slice(0, -1)])
        .map((word) => consonantKeys(word)[0])
        .filter((key) => key.length >= TITLE_MIN),
    );
    people.push({ name: match[0], key: consonantKeys(last)[0], titles });
  }
  return people;
}

const bySource = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): Map<string, Set<string>> => {
    const people: Map<string, Set<string>> = new Map();
    for (const person of peopleOf(source.text)) {
      if (person.key.length < 2) continue;
      const titles = people.get(person.key) ?? new Set<string>();
      for (const title of person.titles) titles.add(title);
      people.set(person.key, titles);
    }
    return people;
  },
);

/** Each of the source's people by their key, with every title the source gives them. */
function sourcePeople(source: { readonly text: string }): Map<string, Set<string>> {
  const people = bySource(source);
  return people;
}

/** The people (as the line writes them) a translated line gives a title the source gives another. */
export function translatedRoles(line: string, source: { readonly text: string }): string[] {
  if (!/\p{Lu}/u.test(line)) return [];
  const people = sourcePeople(source);
  if (people.size < 2) return [];
  const moved: string[] = [];
  for (const person of peopleOf(line, true)) {
    const own = people.get(person.key);
    if (!own) continue;
    const taken = [...person.titles].some(
      (title) =>
        !own.has(title) &&
        [...people].some(([key, titles]) => key !== person.key && titles.has(title)),
    );
    if (taken) moved.push(person.name);
  }
  return moved;
}
