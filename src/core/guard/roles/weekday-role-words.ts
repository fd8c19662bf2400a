/**
 * A weekday is no role (h276): the role reader (role-claims.ts) takes the lower-case content word
 * before a name as what the name is, and Hungarian's "Orbán kedden Scholz kancellárral tárgyalt"
 * (on Tuesday) put the source's Scholz after the "kedden" its source has before "Berlinben": roles
 * traded, a faithful line stopped. A day says when, never who: the language's own weekday names
 * (Intl.DateTimeFormat), in any case ending of three letters or less ("kedden", "tiistaina").
 */

/** A letter with case: a word of a script that writes its words apart. */
const CASED = /^[\p{Lu}\p{Ll}]/u;

/** The longest case ending read after a weekday's name. */
const ENDING = 3;

/** 2024-01-01 was a Monday: day `n` (1 Monday … 7 Sunday) is 2024-01-0n. */
const weekdayDate = (day: number) => new Date(Date.UTC(2024, 0, day));

const names = /* @__PURE__ */ new Map<string, readonly string[]>();

/** A language's long weekday names in lower case (none where the runtime has none). */
function weekdayNames(lang: string): readonly string[] {
  const code = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  let found = names.get(code);
  if (found) return found;
  try {
    const format = new Intl.DateTimeFormat(code, { weekday: 'long', timeZone: 'UTC' });
    found = [1, 2, 3, 4, 5, 6, 7].map((day) => format.format(weekdayDate(day)).toLowerCase());
  } catch {
    found = [];
  }
  names.set(code, found);
  return found;
}

/** Whether `word` is one of `lang`'s weekdays, in its own form or a case of it. */
export function isWeekdayWord(word: string, lang: string): boolean {
  // Only a cased script's word is one word: Thai's "วันเสาร์มีวง" (Saturday has the band) is a
  // phrase, and its day changed before the source's band is the claim (th-r52-rimkhong-fest).
  if (!CASED.test(word)) return false;
  const lower = word.toLowerCase();
  return weekdayNames(lang).some(
    (day) => day.length >= 4 && lower.startsWith(day) && lower.length - day.length <= ENDING,
  );
}
