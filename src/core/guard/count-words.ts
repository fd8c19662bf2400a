/**
 * Counts a source states by a word of its own (issue 44 item 4, docs/decisions/012): a match
 * report's "doblete", "Дубль" or "brace" is two goals by one player, its "hat-trick" three; a line
 * that says "dos goles" or "two goals" of it says what the source says. A hand list: the words are
 * few, sport's own, and no kept package holds them; a word missing leaves the count a claim.
 */
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

/** The counts a text states by such a word. */
export function impliedCounts(text: string): number[] {
  return COUNT_WORDS.filter(([pattern]) => pattern.test(text)).map(([, count]) => count);
}
