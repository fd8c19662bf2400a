/**
 * The days a text counts from its own day in words ("tomorrow", "yesterday", "demain", "übermorgen"),
 * as shifts (+1, -1, +2): a chat dated "Thursday, 9 May" that asks for the lease "by tomorrow" holds
 * Friday, and a faithful summary writes it so ("by Friday"). The words are Intl.RelativeTimeFormat's
 * own (numeric "auto"), in each language asked, so no table is kept here; a form with a figure ("in 2
 * days") is no word of its own and is left out.
 */

/** The shifts read: tomorrow and yesterday, and the days after and before them where one word says so. */
const SHIFTS = [1, -1, 2, -2] as const;

const wordsByLang = new Map<string, ReadonlyArray<{ words: string; shift: number }>>();

/** A language's words of a day counted from today, each with its shift. */
function dayWordsIn(lang: string): ReadonlyArray<{ words: string; shift: number }> {
  const known = wordsByLang.get(lang);
  if (known) return known;
  const found: Array<{ words: string; shift: number }> = [];
  try {
    const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    for (const shift of SHIFTS) {
      const words = format.format(shift, 'day');
      if (!/\p{N}/u.test(words)) found.push({ words, shift });
    }
  } catch {
    // A language the runtime does not know reads no words.
  }
  wordsByLang.set(lang, found);
  return found;
}

/** Scripts written without spaces, or with particles joined to a word ("내일은"). */
const JOINED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** A letter or a joining mark: "après-demain" holds no "demain" of its own. */
const JOINING = /[\p{L}\p{M}\-'’]/u;

/**
 * Where `words` stand in `text` as whole words (no letter or joining mark right before or after
 * them; in a script of joined words, anywhere), and, for a sentence's `opening` form, only after a
 * sentence's end or a line's start.
 */
function placesIn(text: string, words: string, opening: boolean): number[] {
  const places: number[] = [];
  const joined = JOINED.test(words);
  for (let at = text.indexOf(words); at >= 0; at = text.indexOf(words, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + words.length] ?? ' ';
    const whole = joined || (!JOINING.test(before) && !JOINING.test(after));
    const starts = !opening || /(?:^|[.!?:\n]\s*)$/u.test(text.slice(Math.max(0, at - 3), at));
    if (whole && starts) places.push(at);
  }
  return places;
}

/**
 * The shifts from its own day that `text` says in words, in any of `langs`: as Intl writes them or
 * opening a sentence with a capital, not in capitals elsewhere (German's "Morgen" is a morning). The
 * longer words are read first and taken out ("pasado mañana" is no "mañana").
 */
export function relativeDayShifts(text: string, langs: readonly string[]): number[] {
  const shifts = new Set<number>();
  const all = langs.flatMap((lang) =>
    dayWordsIn(lang).flatMap(({ words, shift }) => [
      { words, shift, opening: false },
      {
        words: `${words.charAt(0).toLocaleUpperCase(lang)}${words.slice(1)}`,
        shift,
        opening: true,
      },
    ]),
  );
  all.sort((one, other) => other.words.length - one.words.length);
  let rest = text;
  for (const { words, shift, opening } of all) {
    if (words.length === 0) continue;
    for (const at of placesIn(rest, words, opening)) {
      shifts.add(shift);
      rest = `${rest.slice(0, at)}${' '.repeat(words.length)}${rest.slice(at + words.length)}`;
    }
  }
  return [...shifts];
}
/** The weekdays (1 Monday … 7 Sunday) `text` counts from its `days` in words, beside those days. */
export function withCountedDays(
  days: ReadonlySet<number>,
  text: string,
  langs: readonly string[],
): Set<number> {
  const all = new Set(days);
  if (days.size === 0) return all;
  for (const shift of relativeDayShifts(text, langs)) {
    for (const day of days) all.add(((day - 1 + shift + 7) % 7) + 1);
  }
  return all;
}
