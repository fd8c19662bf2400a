/**
 * A place a line names where the source writes only its adjective in lower case, as Slavic
 * languages write a place's adjective inside a sentence (issue 44 item 4, h298): "v Brně" of "na
 * brněnském náměstí", "v Praze" of "v pražském metru", "метро Москвы" of "в московском метро",
 * "u Zagrebu" of "u zagrebačkom prijevozu", "в София" of "в софийското метро". adjective-places.ts
 * reads a capitalised adjective ("Калининградской области"); a lower-case one is the usual form,
 * and was a new name. The adjective's ending is read off (slavic-country-words.ts's ADJECTIVE),
 * letters folded (marks dropped: "praž" is "praz"; Ukrainian's alternating vowels one letter:
 * "київ" and "києва"), and a line's word is its place where it opens on four letters of the stem
 * or more, all of it but two, and ends in three letters at most past them, a case ending: "v
 * Ostravě" of "brněnské" shares nothing, "Казахстан" of "казанском" ends too far past "каза".
 * Only words the source writes in lower case or first in a sentence: a capitalised "Kowalski" is
 * a surname, whose stem another surname ("Kowala") shares.
 */
import { oncePer } from '../once-per-source.ts';
import { adjectiveStem, isSlavic } from '../places/slavic-country-words.ts';

/** The fewest letters a line's place and the adjective's stem share. */
const LEAST = 4;
/** How many of the stem's last letters the place may lack ("brněn": "Brně"). */
const SLACK = 2;
/** The most letters a line's place may have past the letters it shares: a case ending. */
const TAIL = 3;

/** Ukrainian's vowels that alternate as a place's name is declined ("Київ", "Києва", "київський"). */
const ALTERNATING = /[іїєое]/gu;

/** A word as stems are compared: lower case, marks dropped, alternating vowels one letter. */
const fold = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(ALTERNATING, '*');

/**
 * A word written in lower case, or a capitalised one first in a sentence ("Pražský magistrát",
 * "Софийският кмет"), after a lower-case word, a preposition ("В Смоленской") or a comma ("у Київській, Житомирській"):
 * a capital after another is a name's ("Jan Kowalski").
 */
const LOWER_WORD =
  /(?<![\p{L}\p{M}])\p{Ll}[\p{L}\p{M}]{4,}|(?:^|[.!?]\s+|(?<![\p{L}\p{M}])(?:\p{Ll}[\p{L}\p{M}]*|\p{L}{1,2})\s+|,\s+)(\p{Lu}[\p{L}\p{M}]{4,})/gu;

/**
 * A region named by Ukrainian's and Russian's "-щина" on its centre's stem ("Київщина" of
 * "Київська область", "Черкащина" of "Черкаська", "Смоленщина"): the stem before it.
 */
const REGION = /^(\p{L}{3,}?)(?:щин|ччин)(?:а|и|і|у|ою|ы|е|ой)$/u;

/** The folded stems of the source's lower-case adjectives, by their first four letters. */
const sourceStems = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): ReadonlyMap<string, string[]> => {
    const stems = new Map<string, string[]>();
    for (const [whole, first] of source.text.matchAll(LOWER_WORD)) {
      const stem = adjectiveStem((first ?? whole).normalize('NFC').toLowerCase());
      if (stem === undefined || [...stem].length < LEAST) continue;
      const folded = fold(stem);
      const start = folded.slice(0, LEAST);
      const list = stems.get(start);
      if (!list) stems.set(start, [folded]);
      else if (!list.includes(folded)) list.push(folded);
    }
    return stems;
  },
);

/** How many letters two words open with in common. */
function sharedStart(a: string, b: string): number {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  return at;
}

/** Whether a line's capitalised `word` is the place of a lower-case adjective of the source's. */
export function isLowerAdjectivePlace(
  word: string,
  source: { readonly text: string; readonly langs: readonly string[] },
): boolean {
  if (!/^\p{Lu}\p{Ll}{3,}$/u.test(word) || !source.langs.some(isSlavic)) return false;
  const folded = fold(word);
  const stems = sourceStems(source).get(folded.slice(0, LEAST));
  if (!stems) return false;
  const region = REGION.exec(word)?.[1];
  // A region's stem is the adjective's whole, a letter less at most ("черка" of "черкас").
  const base = region === undefined ? undefined : fold(region);
  return stems.some((stem) => {
    if (base !== undefined) {
      const shared = sharedStart(base, stem);
      return shared >= Math.max(LEAST, stem.length - 1) && base.length === shared;
    }
    const shared = sharedStart(folded, stem);
    return shared >= Math.max(LEAST, stem.length - SLACK) && folded.length - shared <= TAIL;
  });
}
