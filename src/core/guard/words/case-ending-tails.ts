/**
 * Case endings after a short name's stem (h284): Hungarian "Győrött" of "Győrben", "Annának" of
 * "Anna", Finnish "Lahdessa" of "Lahti". inflected-names.ts and stem-alternations.ts hold a
 * declined word to a shared start of three fifths of the longer word, so that "Kowalczyk" is no
 * "Kowalski"; a stem of four or five letters with an ending of three or four falls under that
 * measure. These two languages glue one of a short, closed set of case endings to the stem (its
 * last vowel changed at most: Finnish "Lahde-" of "Lahti"), so the measure can be the endings
 * themselves: what follows the shared stem is a case ending (or nothing, or one vowel) in both
 * words. "Virtasalo" of "Virtanen" ends in no case ending and is still a new name.
 */

/** The case endings each language glues to a name's stem (a fact of its grammar, not a list of names). */
const ENDINGS: Readonly<Record<string, ReadonlySet<string>>> = {
  // Inessive, elative, illative, sublative, delative, superessive, dative, adessive, allative,
  // ablative, instrumental, causal, terminative, essive, accusative, and the towns' locative -ott.
  hu: new Set(
    'ban ben ba be ból ből ra re ról ről on en ön n nak nek nál nél hoz hez höz tól től val vel ért ig ként t ot et öt at ott ett ött'.split(
      ' ',
    ),
  ),
  // Inessive, elative, adessive, ablative, allative, translative, essive, genitive, partitive,
  // illative; each may follow the stem's own vowel ("Lahde-ssa", "Oulu-un").
  fi: new Set(
    'ssa ssä sta stä lla llä lta ltä lle ksi na nä n a ä ta tä seen hin han hen hon hun hyn iin'.split(
      ' ',
    ),
  ),
};

const VOWEL = /^[aeiouyäöáéíóöőúüű]$/u;

/** Whether `tail` is one of `endings`, after the stem's own vowel or not, or at most that vowel. */
function isCaseTail(tail: string, endings: ReadonlySet<string>): boolean {
  if (tail === '' || endings.has(tail)) return true;
  const first = [...tail][0] ?? '';
  if (!VOWEL.test(first)) return false;
  const rest = tail.slice(first.length);
  return rest === '' || endings.has(rest);
}

/** The fewest letters of a stem the two words share: "Győr", "Anna", "Lahd". */
const STEM = 4;

/**
 * Whether two lower-case words sharing their first `shared` letters (one stem change of the
 * language counted as shared) differ only by case endings of `lang`.
 */
export function caseEndingTails(
  lineTail: string,
  sourceTail: string,
  shared: number,
  lang: string,
): boolean {
  const endings = ENDINGS[lang];
  if (!endings || shared < STEM) return false;
  return isCaseTail(lineTail, endings) && isCaseTail(sourceTail, endings);
}
