/**
 * Languages whose writers put a full stop between hour and minutes as often as the colon CLDR gives
 * them (issue 44, round forty-four): Swedish and Norwegian timetables ("anländer till Visby 00.10"),
 * Italian's "ore 9.30", Malay's "pukul 9.30", Dutch "om 8.15, 13.30 en 18.45 uur" (round forty-six:
 * only the list's first and last were read as times, beside "om" and "uur"). CLDR's pattern
 * (figure-clock.ts) says the dot only for Danish, Finnish and Indonesian, so a Swedish source's
 * "00.10" was read as the number 0.1 and its line's "kl. 00:10" stopped. A source's keys only: a
 * line's "3.50" stays a number.
 */
const DOT_BESIDES_CLDR: ReadonlySet<string> = new Set(['sv', 'nb', 'nn', 'no', 'it', 'ms', 'nl']);

/** True where `lang`'s writers use a dotted clock ("21.15") though CLDR writes the colon. */
export const writesDottedClockToo = (lang: string): boolean => DOT_BESIDES_CLDR.has(lang);
