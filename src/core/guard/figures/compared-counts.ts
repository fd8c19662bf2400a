/**
 * A count a line gives as the gap between two of the source's, with a comparative after it
 * (docs/decisions/012, h286): "5 more players than last year" of "25 players this year, compared
 * with 20 last year", "Hubo 5 incendios más que el año pasado", "Urodziło się 5 dzieci więcej niż
 * rok temu", "Dit jaar 5 inbraken meer dan vorig jaar". derived-figures.ts works the gap out, but
 * it read such a line as the other side's count: it repeats the words the source tells the
 * smaller count with ("last year", "el año pasado") and the word before the larger ("jaar",
 * "się"), which is what a complement or an end put in the other's place does ("240 students
 * passed" of "960 passed"; "give 60 days' notice instead of 30"). A comparative just after the
 * figure or its noun says it is neither: the line tells the gap of both sides. The arithmetic
 * stays exact ("8 more players" stays stopped); a bound before the figure ("more than 5") is no
 * comparative after it.
 */
import { DIRECTION_STEMS } from '../meaning/direction-stems.data.ts';
import { isContent } from '../words/clause-words.ts';
import { isStopWord } from '../words/stop-words.ts';
import { nearerWords } from './nearer-figure-words.ts';

/**
 * "more" and "fewer" after a count, per language, lower case: meaning/'s "more" group where it has
 * one, and here by hand the languages it leaves out or whose words it leaves (French "plus", which
 * is of two senses before a figure, but after one only a gap; Indonesian "lebih" is of both sides,
 * its "banyak" and "sedikit" say which). No installed library lists comparatives (compromise
 * reads English only).
 */
const MORE_AFTER: Readonly<Record<string, readonly [string, string]>> = {
  en: ['more', 'fewer less'],
  fr: ['plus', 'moins'],
  cs: ['víc více', 'míň méně'],
  sk: ['viac', 'menej'],
  fi: ['enemmän', 'vähemmän'],
  sv: ['fler mer', 'färre mindre'],
  da: ['flere mere', 'færre mindre'],
  nb: ['flere mer', 'færre mindre'],
  id: ['banyak', 'sedikit'],
  ms: ['banyak', 'sedikit'],
  tr: ['fazla', 'az'],
  el: ['περισσότερα περισσότεροι περισσότερες', 'λιγότερα λιγότεροι λιγότερες'],
};

/** The most words between the figure and its comparative: its noun and an adjective. */
const MOST_WORDS_BETWEEN = 3;
/** A letter word. */
const WORD = /[\p{L}\p{M}]+/gu;
/** A clause's end, or a figure's digit: what bounds the words told with a figure. */
const BOUND = /[,;:.!?()\n\p{N}]/u;
/**
 * A clause's end after a line's figure: not a full stop before a word in lower case, a scale's
 * abbreviation's ("480 tys. osób więcej").
 */
const ABBREVIATED_CLAUSE_END = /[,;:!?()\n]|\.(?!\s*\p{Ll})/u;
/** How far either side of a source's figure its words are read. */
const REACH = 60;

/** Each language's comparatives after a count, `en` always among them: word → 1 more, -1 fewer. */
function comparatives(langs: readonly string[]): Map<string, 1 | -1> {
  const words = new Map<string, 1 | -1>();
  for (const lang of new Set(['en', ...langs])) {
    for (const pair of [DIRECTION_STEMS[lang]?.more, MORE_AFTER[lang]]) {
      pair?.forEach((side, index) => {
        for (const one of side.split(' ')) words.set(one, index === 0 ? 1 : -1);
      });
    }
  }
  return words;
}

/** The content words of `text`, lower case, none of `lang`'s function words. */
const contentWords = (text: string, lang: string) =>
  (text.match(WORD) ?? [])
    .map((word) => word.toLowerCase())
    .filter((word) => isContent(word) && !isStopWord(word, lang));

/** Two words one, but for their endings ("pasado", "pasada"; "year", "years"). */
const sameWord = (a: string, b: string) =>
  a.length >= 4 && b.length >= 4 ? a.slice(0, 4) === b.slice(0, 4) : a === b;

/**
 * The comparative just after a line's figure ending at `end`: its side (1 "more", -1 "fewer") and
 * the words the line compares with: those after the first function word past it ("than last
 * year", "que el año pasado", "niż rok temu"), else all after it.
 */
export function comparedAfter(
  line: string,
  end: number,
  langs: readonly string[],
): { side: 1 | -1; words: string[] } | undefined {
  if (end < 0) return undefined;
  // An abbreviation's full stop before a word in lower case ends no clause ("480 tys. osób więcej").
  const clause = line.slice(end, end + REACH * 2).split(ABBREVIATED_CLAUSE_END)[0] ?? '';
  const words = clause.match(WORD) ?? [];
  const more = comparatives(langs);
  const lang = langs[0] ?? 'en';
  for (let index = 0; index < Math.min(words.length, MOST_WORDS_BETWEEN + 1); index++) {
    const side = more.get((words[index] as string).toLowerCase());
    if (side === undefined) continue;
    const rest = words.slice(index + 1).map((word) => word.toLowerCase());
    const stop = rest.findIndex((word) => isStopWord(word, lang) || isStopWord(word, 'en'));
    const told = stop >= 0 && stop < rest.length - 1 ? rest.slice(stop + 1) : rest;
    return { side, words: told.filter((word) => isContent(word) && !isStopWord(word, lang)) };
  }
  return undefined;
}

/** The words a source tells its figure at `start`–`end` with, up to a clause's end or figure. */
function wordsAbout(text: string, start: number, end: number, lang: string): string[] {
  const before = text.slice(Math.max(0, start - REACH), start).split(BOUND);
  const after = text.slice(end, end + REACH).split(BOUND)[0] ?? '';
  return contentWords(`${before[before.length - 1] ?? ''} ${after}`, lang);
}

/**
 * Whether the line's compared count agrees with the source's two counts `low` and `high` (true),
 * contradicts them (false: "5 fewer than last year" where last year had fewer), or neither is
 * told (undefined): the words it compares with are those of one count alone, and "more" compares
 * with the lower, "fewer" with the higher.
 */
export function comparedGap(
  compared: { side: 1 | -1; words: readonly string[] },
  text: string,
  low: { start: number; end: number },
  high: { start: number; end: number },
  lang: string,
): boolean | undefined {
  const lows = wordsAbout(text, low.start, low.end, lang);
  const highs = wordsAbout(text, high.start, high.end, lang);
  const only = (own: string[], other: string[]) =>
    own.filter((word) => !other.some((one) => sameWord(one, word)));
  const tells = (words: string[]) =>
    compared.words.some((word) => words.some((one) => sameWord(one, word)));
  let [toLow, toHigh] = [tells(only(lows, highs)), tells(only(highs, lows))];
  if (toLow === toHigh) {
    // The words between the two told with the nearer (nearer-figure-words.ts).
    const [first, second] = low.start < high.start ? [low, high] : [high, low];
    const near = nearerWords(text, first, second);
    if (!near) return undefined;
    const [mine, theirs] = near.map((words) => words.filter((word) => isContent(word)));
    const [nearLow, nearHigh] = first === low ? [mine, theirs] : [theirs, mine];
    [toLow, toHigh] = [
      tells(only(nearLow ?? [], nearHigh ?? [])),
      tells(only(nearHigh ?? [], nearLow ?? [])),
    ];
    if (toLow === toHigh) return undefined;
  }
  return toLow === (compared.side === 1);
}

/**
 * English words of relative time that follow a figure without counting it ("20 last year", "12
 * next month"): no noun of that figure (derived-figures.ts ties two figures by their nouns).
 */
export const RELATIVE_TIME_AFTER = new Set(['last', 'next', 'previous', 'earlier', 'ago']);
