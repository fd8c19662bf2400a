/**
 * Two days of the post, each given the other's clause (issue 44, de-r37): "Die Studie erscheint
 * am 15. März …, ab dem 4. März ist die Flöte … zu sehen" of "Die Ergebnisse erscheinen am 4. März
 * … Ab dem 15. März ist die Flöte … zu sehen". Both dates are the post's and each keeps the words
 * right beside it ("am", "ab dem"), so no date reader sees a trade; moved-month-days.ts reads a
 * day put in another month, traded-months.ts a month named alone, not two days of one month.
 *
 * A clause ends at a comma, a semicolon, a colon or a sentence's end, but a day's ordinal dot
 * ("am 15. März", "4. mars", "15. maaliskuuta") ends none: a one- or two-digit number, its dot,
 * then a month's name. A clause is dated where it writes one day beside one month's name, either
 * order ("15. März", "March 15"). Its words are its content words of four letters or more but the
 * date's own (the words before a day are the clause's: "erscheint am 4. März"), each read by its
 * first six letters so a verb's persons meet ("erscheint", "erscheinen"). A line's date is moved
 * where one of its clause's words stands in the post only in clauses of one other date, and none
 * in a clause of its own; stopped where two of the line's dates are each moved to the other's
 * clauses: traded, not one clause reworded.
 */
import { isStopWord } from '../words/stop-words.ts';
import { calendarNamesOf } from './calendar-names.ts';

const CLAUSE_END = /[,;:.!?…]+(?=\s|$)|\n/gu;
/** A word, a one- or two-digit number, or a mark on its own. */
const TOKEN = /[\p{L}\p{M}'’]+|\d+|[^\s\p{L}\p{M}'’\d]/gu;
const WORD = /^[\p{L}\p{M}]/u;
const DAY = /^\d{1,2}$/u;
/** A day's figure as TOKEN reads it: a run of digits, a date's day one of one or two. */
const DIGITS = /\d+/gu;
const UNSPACED = /\p{sc=Han}|\p{sc=Hiragana}|\p{sc=Katakana}|\p{sc=Thai}/u;

interface Dated {
  /** The date's key ("m3:15"), and its day and month as written. */
  date: string;
  name: string;
  words: ReadonlySet<string>;
}

/** A word's first six letters: a verb's persons meet ("erscheint", "erscheinen"). */
const stemOf = (lower: string) => [...lower].slice(0, 6).join('');

/** The key of the month `word` names, or undefined ("may" is a verb first). */
function monthOf(word: string, langs: readonly string[]): string | undefined {
  if (langs.some((lang) => isStopWord(word.toLowerCase(), lang))) return undefined;
  return calendarNamesOf(word, langs, word).find((name) => /^m\d+$/u.test(name.key))?.key;
}

/** `text` cut into clauses, a day's ordinal dot before a month's name kept inside its clause. */
function clauseTexts(text: string, langs: readonly string[]): string[] {
  const clauses: string[] = [];
  let from = 0;
  for (const match of text.matchAll(CLAUSE_END)) {
    const at = match.index ?? 0;
    const next = /^\s+([\p{L}\p{M}]+)/u.exec(text.slice(at + match[0].length))?.[1];
    const ordinal =
      match[0] === '.' && /(?<!\d)\d{1,2}$/u.test(text.slice(0, at)) && next !== undefined;
    if (ordinal && monthOf(next, langs) !== undefined) continue;
    clauses.push(text.slice(from, at));
    from = at + match[0].length;
  }
  clauses.push(text.slice(from));
  return clauses;
}

/** Each clause of `text`: the one date it writes (if one), and its words. */
function clausesOf(text: string, langs: readonly string[]) {
  return clauseTexts(text, langs).map((clause) => {
    const found = [...clause.matchAll(TOKEN)];
    const tokens = found.map((match) => match[0]);
    const months = tokens.map((token) => (WORD.test(token) ? monthOf(token, langs) : undefined));
    const dates: Array<{ date: string; name: string; first: number; last: number }> = [];
    months.forEach((month, at) => {
      if (!month) return;
      // "15. März" or "15 mars" before, "March 15" after.
      const before = tokens[at - 1] === '.' ? at - 2 : at - 1;
      const day = [before, at + 1].find((index) => DAY.test(tokens[index] ?? ''));
      if (day === undefined) return;
      const [first, last] = day < at ? [day, at] : [at, day];
      const from = found[first]?.index ?? 0;
      const name = clause.slice(from, (found[last]?.index ?? 0) + (tokens[last]?.length ?? 0));
      dates.push({ date: `${month}:${Number(tokens[day])}`, name, first, last });
    });
    const one = dates.length === 1 ? dates[0] : undefined;
    const own = new Set<string>();
    tokens.forEach((token, index) => {
      const lower = token.toLowerCase();
      if (!WORD.test(token) || months[index]) return;
      if (one && index >= one.first && index <= one.last) return;
      if ([...lower].length < 4 || langs.some((lang) => isStopWord(lower, lang))) return;
      own.add(stemOf(lower));
    });
    return { date: one?.date, name: one?.name ?? '', words: own, dated: dates.length > 0 };
  });
}

const datedOf = (clauses: ReturnType<typeof clausesOf>): Dated[] =>
  clauses.flatMap(({ date, name, words }) => (date ? [{ date, name, words }] : []));

/** The line's dates (day and month as written) that trade their clauses with another of its own. */
export function tradedDays(line: string, post: string, langs: readonly string[]): string[] {
  if (UNSPACED.test(line) || UNSPACED.test(post)) return [];
  // Two dated clauses have two days: a line without two short runs of digits has not, and its
  // words are not read for months.
  if ((line.match(DIGITS) ?? []).filter((run) => DAY.test(run)).length < 2) return [];
  const read = [...langs, 'en'];
  const mine = datedOf(clausesOf(line, read));
  if (mine.length < 2) return [];
  const theirs = clausesOf(post, read);
  // Each word of the post: the dates of the clauses that write it (undefined: a clause of none,
  // or of two dates, which says nothing of either).
  const datesOf = new Map<string, Set<string | undefined>>();
  for (const { date, words } of theirs) {
    for (const word of words) datesOf.set(word, (datesOf.get(word) ?? new Set()).add(date));
  }
  const postDates = new Set(datedOf(theirs).map(({ date }) => date));
  /** The date a line's clause's words say it is the post's clause of instead, if one. */
  const movedTo = ({ date, words }: Dated): string | undefined => {
    if (!postDates.has(date)) return undefined;
    let other: string | undefined;
    for (const word of words) {
      const dates = datesOf.get(word);
      if (!dates) continue;
      if (dates.has(date)) return undefined;
      const [only] = dates;
      if (dates.size === 1 && only !== undefined) other ??= only;
    }
    return other;
  };
  const moved = mine.map((one) => ({ one, to: movedTo(one) }));
  return moved
    .filter(({ one, to }) =>
      moved.some((two) => two.one !== one && two.one.date === to && two.to === one.date),
    )
    .map(({ one }) => one.name);
}
