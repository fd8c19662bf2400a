/**
 * The words a match report ties to its scorers (traded-scorers.ts): a minute ("minuto 12", "12'",
 * "на 41-й минуте", "41. Minute") and a count of goals ("doblete", "дубль", "hat-trick", "zwei
 * Tore"). No kept library names these: CLDR has units of time but no match's minute, n2words reads
 * "two" but not "brace". Each set is closed and small, its words in the languages whose reports
 * the guard reads (es, pt, it, fr, de, en, ru, and their neighbours where a word is shared); a
 * word is read in any language, as a report may quote another's.
 */

/**
 * A match's minute as its word: after the number ("12 minutos", "41 мин", Turkish "66. dakikada"
 * with its case endings) or before ("min. 12").
 */
const MINUTE =
  /^(?:min|mins|minut[oi]s?|minutes?|minuten?|minuut|minuty?|минут\p{L}*|мин|хвилин\p{L}*|хв|dakika\p{L}*)$/iu;

/** An ordinal's letters written against a minute's number ("41st", "12e", "41-й", "12º"). */
const ORDINAL = /^(?:st|nd|rd|th|e|er|ème|º|ª|й|я|ой|ей|ю|м|го|ый|ая)$/u;

/** A mark written against a number for its minute ("12'", "38’", "41′"). */
const MINUTE_MARK = /^['’′]$/u;

/**
 * A count of goals in one word, with its count: Spanish "doblete", Italian "doppietta", French
 * "doublé" (its accent: English "double" is no goal), German "Doppelpack", English "brace",
 * Russian and Ukrainian "дубль" in any case; a hat-trick in each; four goals ("póker").
 */
const COUNTED: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(?:dobletes?|doppiett[ae]|doublés?|doppelpacks?|braces?|дубл\p{L}*|dublet\p{L}*)$/iu, 2],
  [
    /^(?:hat-?tricks?|tripletes?|triplett[ae]|triplés?|dreierpacks?|хет-?трик\p{L}*|хеттрик\p{L}*)$/iu,
    3,
  ],
  [/^(?:póker|pókers|viererpacks?|покер\p{L}*)$/iu, 4],
];

/**
 * A goal's noun after its count ("dos goles", "dois gols", "two goals", "zwei Tore", "deux buts",
 * "due reti", "два гола", "две шайбы"). French "but" is read only after a count, so English's
 * conjunction never is one.
 */
const GOAL =
  /^(?:gol|goles|gols|golo|golos|goals?|tore|treffer|buts?|reti|гол\p{L}*|шайб\p{L}*)$/iu;

export const isMinuteWord = (word: string): boolean => MINUTE.test(word);
export const isOrdinalMark = (word: string): boolean => ORDINAL.test(word);
export const isMinuteMark = (word: string): boolean => MINUTE_MARK.test(word);
export const isGoalNoun = (word: string): boolean => GOAL.test(word);

/** The goals a word counts ("doblete": 2, "hat-trick": 3), or undefined. */
export function goalsCounted(word: string): number | undefined {
  for (const [pattern, count] of COUNTED) if (pattern.test(word)) return count;
  return undefined;
}

/** A word of a scorer's figures: no name, though written with a capital ("Дубль оформил …"). */
export const isEventWord = (word: string): boolean =>
  isMinuteWord(word) || isGoalNoun(word) || goalsCounted(word) !== undefined;
