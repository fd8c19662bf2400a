/**
 * A place the source names only by its people's word (issue 44, blind round fifty-three): "A
 * Nuvia, fintech de São Paulo" of a post's "A fintech paulistana Nuvia". The names reader reads a
 * line's people-word of a source's place ("Scottish" of "Scotland", claim-names.ts); this is the
 * other way: the line's place, where the source writes its people's adjective, as Romance
 * languages do in lower case ("paulistana", "parisienne", "napoletano", "bonaerense"; not
 * "carioca", a word of no stem of Rio's). A word of the line's name is such a place when a source word is its stem (the
 * name, or the name less its last vowels, four letters at least) and a people-word's ending; the
 * name's other words ("São" of "São Paulo") go with it. A place the source has no word of ("Rio de
 * Janeiro" for "paulistana") is still new.
 */

/** The fewest letters the place and its people's word share ("rom" is no Rome's). */
const LEAST = 4;

/**
 * The endings a people's word puts on its place's stem, in the Romance languages and English:
 * -ista/-istano (pt), -ano/-ana, -etano (it), -ense, -ino, -eiro (pt), -ês/-esa, -ien/-ienne, -ais/-ois (fr),
 * -eño (es), -ese/-esi (it), -ian/-ish (en).
 */
const PEOPLE_ENDING =
  /^(?:i?st(?:an)?[aeo]s?|(?:i|et|it)?an[aeio]?s?|ens[ei]s?|in[aeo]s?|eir[ao]s?|ês|es[aei]s?|ien(?:ne)?s?|[ao]is(?:es?)?|eñ[ao]s?|ish)$/u;

/** A run of capitalised words, a short lower-case joint between two ("Rio de Janeiro"). */
const CAPITAL_RUN = /\p{Lu}[\p{L}\p{M}]*(?:[ \t]+(?:\p{Ll}{1,3}[ \t]+)?\p{Lu}[\p{L}\p{M}]*)*/gu;

/** Whether `word` (a line's capitalised word) names the place of a people-word of `words`. */
function isPeoplePlace(word: string, words: ReadonlySet<string>): boolean {
  const lower = word.normalize('NFC').toLowerCase();
  const stems = new Set([lower, lower.replace(/[aeiouyáéíóúãõâêô]+$/u, '')]);
  for (const stem of stems) {
    if ([...stem].length < LEAST) continue;
    for (const known of words) {
      if (known.startsWith(stem) && PEOPLE_ENDING.test(known.slice(stem.length))) return true;
    }
  }
  return false;
}

/**
 * Whether the line's capitalised `name` is, or stands in one name with, a place whose people's
 * word the source writes (`words`: the source's words, lower-cased).
 */
export function isSourcePeoplePlace(
  name: string,
  line: string,
  words: ReadonlySet<string>,
): boolean {
  for (const run of line.matchAll(CAPITAL_RUN)) {
    const parts = run[0].split(/[ \t]+/u).filter((part) => /^\p{Lu}/u.test(part));
    if (!parts.includes(name)) continue;
    if (parts.some((part) => isPeoplePlace(part, words))) return true;
  }
  return false;
}
