/**
 * Two months named alone, each given the other's clause (round forty-four): "Перші чотири
 * автомобілі передадуть … до кінця лютого, решту — у грудні" of "Перші чотири автомобілі
 * передадуть … вже в грудні, решту — до кінця лютого". A month without a day is no figure, so no
 * date reader sees it, and every word is the post's. han-date-events.ts reads a Chinese or
 * Japanese date with its clause's words; this reads a month's name (in any language the calendar
 * names know, declined too: "грудні", "лютого") in a script that spaces its words.
 *
 * A clause ends at a comma, a semicolon, a colon or a sentence's end; a clause is dated where it
 * names one month. Its words are its content words of four letters or more, but the month's and
 * the two words right before it ("до кінця лютого", "until September"), which belong to the date. A line's
 * month is moved where one of its clause's words stands in the post only in clauses of another
 * month, and none in a clause of its own; stopped where two of the line's months are each moved to
 * the other's clauses: the two traded, not one clause reworded.
 */
import { isStopWord } from '../words/stop-words.ts';
import { calendarNamesOf } from './calendar-names.ts';

const CLAUSE_END = /[,;:.!?…]+(?=\s|$)|\n/u;
/** A word, or a mark on its own (a dash stands between a clause's subject and its date). */
const TOKEN = /[\p{L}\p{M}'’]+|[^\s\p{L}\p{M}'’\d]/gu;
const WORD = /^[\p{L}\p{M}]/u;
const LETTER = /[\p{L}\p{M}]/u;
const UNSPACED = /\p{sc=Han}|\p{sc=Hiragana}|\p{sc=Katakana}|\p{sc=Thai}/u;

interface Dated {
  /** The month's key ("m12"), and its name as written. */
  month: string;
  name: string;
  words: ReadonlySet<string>;
}

/** The key of the month `word` names, or undefined ("may" is a verb first). */
function monthOf(word: string, langs: readonly string[]): string | undefined {
  if (langs.some((lang) => isStopWord(word.toLowerCase(), lang))) return undefined;
  return calendarNamesOf(word, langs, word).find((name) => /^m\d+$/u.test(name.key))?.key;
}

/** Each clause of `text`: the month it names (if one), and its words. */
function clausesOf(text: string, langs: readonly string[]) {
  return text.split(CLAUSE_END).map((clause) => {
    const tokens = clause.match(TOKEN) ?? [];
    const words = tokens.map((token) => (WORD.test(token) ? token : ''));
    const months = words.map((word) => (word ? monthOf(word, langs) : undefined));
    const named = [...new Set(months.filter((one) => one !== undefined))];
    const at = months.findIndex((one) => one !== undefined);
    // The date's own words: up to two words right before the month, no mark between.
    let phrase = at;
    while (phrase > 0 && at - phrase < 2 && words[phrase - 1]) phrase -= 1;
    const own = new Set<string>();
    words.forEach((word, index) => {
      const lower = word.toLowerCase();
      if (months[index] || (index >= phrase && index < at)) return;
      if ([...lower].length < 4 || langs.some((lang) => isStopWord(lower, lang))) return;
      own.add(lower);
    });
    return { month: named.length === 1 ? named[0] : undefined, name: words[at] ?? '', words: own };
  });
}

const dated = (clauses: ReturnType<typeof clausesOf>): Dated[] =>
  clauses.flatMap(({ month, name, words }) => (month ? [{ month, name, words }] : []));

/** The line's months (as written) that trade their clauses with another of its months. */
export function tradedMonths(line: string, post: string, langs: readonly string[]): string[] {
  if (UNSPACED.test(line) || UNSPACED.test(post)) return [];
  // Two months in two clauses: a line without two clauses holding a letter has not, and its words
  // are not read for months.
  if (line.split(CLAUSE_END).filter((clause) => LETTER.test(clause)).length < 2) return [];
  const read = [...langs, 'en'];
  const mine = dated(clausesOf(line, read));
  if (mine.length < 2) return [];
  const theirs = clausesOf(post, read);
  // Each word of the post: the months of the clauses that write it (undefined: a clause of none).
  const monthsOf = new Map<string, Set<string | undefined>>();
  for (const { month, words } of theirs) {
    for (const word of words) monthsOf.set(word, (monthsOf.get(word) ?? new Set()).add(month));
  }
  const postMonths = new Set(dated(theirs).map(({ month }) => month));
  /** The month a line's clause's words say it is the post's clause of instead, if one. */
  const movedTo = ({ month, words }: Dated): string | undefined => {
    if (!postMonths.has(month)) return undefined;
    let other: string | undefined;
    for (const word of words) {
      const months = monthsOf.get(word);
      if (!months) continue;
      if (months.has(month)) return undefined;
      const [only] = months;
      if (months.size === 1 && only !== undefined) other ??= only;
    }
    return other;
  };
  const moved = mine.map((one) => ({ one, to: movedTo(one) }));
  return moved
    .filter(({ one, to }) =>
      moved.some((two) => two.one !== one && two.one.month === to && two.to === one.month),
    )
    .map(({ one }) => one.name);
}
