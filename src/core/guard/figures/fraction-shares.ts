/**
 * A share a source writes as a fraction in words (round thirty-two): "about a quarter of its
 * London–Paris trains" is 25%, "two-thirds of voters" 67%, "un tercio de los vuelos" 33%,
 * "sepertiga penumpang" 33%. A card or thread post writes the percentage ("about 25% of its
 * trains"), which the figures reader found nowhere in the source. Half is read elsewhere
 * (figure-words.ts); these are the other fractions people write in words.
 *
 * English and Spanish say a share only before what it is a share of ("a quarter of", "un cuarto
 * de"): "a quarter point", "a quarter past six", "the third quarter" are no shares, nor is a
 * quarter of an hour ("un cuarto de hora", "seperempat jam"). Indonesian's fractions are words of
 * their own ("seperempat", "dua pertiga").
 */
import { edgesLast } from '../words/edges-last.ts';
import { addForeignFractionShares } from './foreign-fractions.ts';

/** A fraction's words and the percentages a line may write of it (rounded down or up). */
const FRACTIONS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [
    /(?<![\p{L}])(?:a|one)[\s-]+quarter\s+of(?![\p{L}])(?!\s+an\s+hour)|(?<![\p{L}])(?:un|una)\s+(?:cuarto|cuarta\s+parte)\s+de(?![\p{L}])(?!\s+hora)|(?<![\p{L}])seperempat(?![\p{L}])(?!\s+jam)|(?<![\p{L}])satu\s+per\s*empat(?![\p{L}])/iu,
    ['25'],
  ],
  [
    /(?<![\p{L}])three[\s-]+quarters\s+of(?![\p{L}])|(?<![\p{L}])tres\s+(?:cuartos|cuartas\s+partes)\s+de(?![\p{L}])|(?<![\p{L}])tiga\s+per\s*empat(?![\p{L}])/iu,
    ['75'],
  ],
  [
    /(?<![\p{L}])(?:a|one)[\s-]+third\s+of(?![\p{L}])|(?<![\p{L}])(?:un\s+tercio|una\s+tercera\s+parte)\s+de(?![\p{L}])|(?<![\p{L}])sepertiga(?![\p{L}])|(?<![\p{L}])satu\s+per\s*tiga(?![\p{L}])/iu,
    ['33', '33.3'],
  ],
  [
    /(?<![\p{L}])two[\s-]+thirds\s+of(?![\p{L}])|(?<![\p{L}])(?:dos\s+tercios|dos\s+terceras\s+partes)\s+de(?![\p{L}])|(?<![\p{L}])dua\s+per\s*tiga(?![\p{L}])/iu,
    ['66', '67', '66.7'],
  ],
];

/** Each fraction's test of a whole source, its edges last (they are slow on a long one). */
const SAYS = FRACTIONS.map(([words, percents]) => [edgesLast(words), percents] as const);

/** Adds to a source's `keys` the percentages its fractions in words say (`p25` of "a quarter of"). */
export function addFractionShares(text: string, keys: Set<string>): void {
  for (const [says, percents] of SAYS) {
    if (says(text)) for (const percent of percents) keys.add(`p${percent}`);
  }
  // "un quart des salariés", "三分之一", "dörtte biri": the other languages' (foreign-fractions.ts).
  addForeignFractionShares(text, keys);
}
