/**
 * Names in a line translated from a Korean source (docs/decisions/012, round eleven): a
 * translation writes the source's people romanised, a given name's two syllables joined by a
 * hyphen ("Son Heung-min" of "손흥민", "Hae-min" of "해민"). Such a given name that the source's
 * Hangul, romanised by any-ascii, does not spell is a new person: "Park Hae-min" of a post that
 * names only 오스틴 (Austin). any-ascii writes Revised Romanisation by each letter's sound
 * ("BagHaeMin" of 박해민), where names keep older spellings ("Hyun-soo" of 현수, "Seung-woo" of
 * 승우): the consonants one letter is written with are read alike, as are "oo", "eo", "eu" and
 * "u", "ee", "ui" and "i", and a doubled letter. Only the hyphenated given name is read: a loanword the
 * source writes in Hangul ("Tottenham" of 토트넘) is Korean-shaped too, and spelled otherwise.
 */
import { type RomanisedScript, romanisedRuns } from './romanised-runs.ts';

/** One syllable of Revised Romanisation (and the spellings names keep): initial, vowel, final. */
const SYLLABLE =
  '(?:kk|tt|pp|ss|jj|ch|[gkndtrlmbpsjh])?(?:yae|yeo|wae|ae|ya|eo|ye|wa|oe|yo|wo|we|wi|yu|eu|ui|oo|ee|a|e|o|u|i)(?:ng|[kntlmp])?';
/** A given name of two syllables joined by a hyphen, as written in English ("hae-min"). */
const GIVEN_NAME = new RegExp(`^${SYLLABLE}-${SYLLABLE}$`);

/** Romanised letters with the sounds one Hangul letter is written with read alike. */
const alike = (letters: string) =>
  letters
    .replace(/oo/g, 'u')
    .replace(/ee|ui/g, 'i')
    .replace(/eo|eu|wu/g, 'u')
    .replace(/[gk]/g, 'k')
    .replace(/[dt]/g, 't')
    .replace(/[bp]/g, 'p')
    .replace(/[rl]/g, 'l')
    .replace(/ch|j/g, 'j')
    .replace(/(.)\1/g, '$1');

/** Hangul, for a source mostly written in it. */
const HANGUL: RomanisedScript = {
  letter: /\p{Script=Hangul}/gu,
  run: /\p{Script=Hangul}+/gu,
  alike,
};
const runsOf = /* @__PURE__ */ new WeakMap<object, readonly string[] | null>();

/** Whether `letters` (alike) stand in one of `runs` (alike). */
const spelledIn = (letters: string, runs: readonly string[]): boolean =>
  runs.some((run) => run.includes(letters));

/**
 * Of a translated line's capitalised `names` (a word or a run of words the source does not have
 * as written), the given names a Korean source does not spell; none where the source is not
 * Korean.
 */
export function unsupportedKoreanNames(
  names: readonly string[],
  source: { readonly text: string },
): string[] {
  const runs = romanisedRuns(source, HANGUL, runsOf);
  if (!runs) return [];
  return names.filter((name) =>
    name
      .replace(/['’]s$/u, '')
      .split(/\s+/u)
      .some((word) => {
        const letters = word.toLowerCase();
        return GIVEN_NAME.test(letters) && !spelledIn(alike(letters.replace('-', '')), runs);
      }),
  );
}

/**
 * Surnames as English writes them, in Revised Romanisation as any-ascii spells their Hangul
 * (박 "bag", 이 "i", 최 "choe"); a surname not here is read as written ("Kim", "Han", "Son").
 */
const SURNAMES: Readonly<Record<string, readonly string[]>> = {
  park: ['bag'],
  pak: ['bag'],
  lee: ['i'],
  yi: ['i'],
  rhee: ['i'],
  choi: ['choe'],
  jung: ['jeong'],
  chung: ['jeong'],
  yoon: ['yun'],
  shin: ['sin'],
  lim: ['im'],
  oh: ['o'],
  suh: ['seo'],
  roh: ['no'],
  noh: ['no'],
  ahn: ['an'],
  yoo: ['yu'],
  kwon: ['gwon'],
  kang: ['gang'],
  koh: ['go'],
  ko: ['go'],
  cho: ['jo'],
};

/**
 * A romanised Korean person's surname before a given name the source spells (round twenty-four:
 * "Park Ji-hoon" of a post naming 김지훈 passed, the given name being the source's): the surname
 * and the given name run together must stand in the source's Hangul, romanised.
 */
export function unsupportedKoreanSurnames(
  line: string,
  source: { readonly text: string },
): string[] {
  const runs = romanisedRuns(source, HANGUL, runsOf);
  if (!runs) return [];
  const found: string[] = [];
  for (const match of line.matchAll(/\b(\p{Lu}\p{Ll}{0,4}) (\p{Lu}\p{Ll}+-\p{Ll}+)\b/gu)) {
    const [, surname = '', given = ''] = match;
    const letters = given.toLowerCase();
    if (!GIVEN_NAME.test(letters)) continue;
    const spellings = [surname.toLowerCase(), ...(SURNAMES[surname.toLowerCase()] ?? [])];
    const rest = letters.replace('-', '');
    // A given name the source does not spell is unsupportedKoreanNames' claim, the name's whole.
    if (!spelledIn(alike(rest), runs)) continue;
    if (!spellings.some((one) => spelledIn(alike(`${one}${rest}`), runs))) found.push(surname);
  }
  return found;
}
