/**
 * Counts a source states by a word of its own (issue 44 item 4, docs/decisions/012): a match
 * report's "doblete", "Дубль" or "brace" is two goals by one player, its "hat-trick" three; a line
 * that says "dos goles" or "two goals" of it says what the source says. A hand list: the words are
 * few, sport's own, and no kept package holds them; a word missing leaves the count a claim.
 */
import { edgesLast } from '../words/edges-last.ts';

const COUNT_WORDS: ReadonlyArray<readonly [RegExp, number]> = [
  [
    /(?<![\p{L}\p{M}])(?:braces?|dobletes?|doublés?|doppiett[ae]|doppelpacks?|дубл[ьяюеё]\p{L}*)(?![\p{L}\p{M}])/iu,
    2,
  ],
  [
    /(?<![\p{L}\p{M}])(?:hat[- ]?tricks?|triplet[ea]s?|tripletta|хет-трик\p{L}*|хеттрик\p{L}*)(?![\p{L}\p{M}])/iu,
    3,
  ],
];

/**
 * A Russian or Ukrainian compound opened by a number's stem (round twenty-four): "двухдневный
 * визит" is a two-day visit, "пятилетний контракт" a five-year contract, a line in the reader's
 * language writes the number. Only the stems before the few second parts a count makes (day, year,
 * month, hour, storey, room, time, seat, side, week, minute, episode, volume, star, per cent): a
 * "семинар" holds no seven.
 */
const COUNT_STEMS: ReadonlyArray<readonly [string, number]> = [
  ['одно', 1],
  ['дву[хx]|двох', 2],
  ['тр[её]х|трьох', 3],
  ['четыр[её]х|чотирь?ох', 4],
  ['пяти|п.яти', 5],
  ['шести', 6],
  ['семи', 7],
  ['восьми', 8],
  ['девяти|дев.яти', 9],
  ['десяти|дес.яти', 10],
];
const COUNTED =
  '(?:дневн|денн|летн|річн|месячн|місячн|часов|годинн|этажн|поверхов|комнатн|кімнатн|кратн|местн|стор[оа]нн|недельн|тижнев|минутн|хвилинн|серийн|серійн|томн|зв[её]здн|зірков|процентн|відсотков)';
const STEMMED: ReadonlyArray<readonly [RegExp, number]> = COUNT_STEMS.map(([stem, count]) => [
  new RegExp(`(?<![\\p{L}\\p{M}])(?:${stem})${COUNTED}`, 'iu'),
  count,
]);

/** Each pattern with its test of a whole text, edges last (they are slow on a long source). */
const READS = [...COUNT_WORDS, ...STEMMED].map(
  ([pattern, count]) => [pattern, count, edgesLast(pattern)] as const,
);

/** The counts a text states by such a word. */
export function impliedCounts(text: string): number[] {
  return READS.filter(([, , test]) => test(text)).map(([, count]) => count);
}
