/**
 * A count of the things a source lists (issue 44 item 4): "in three districts" of "in the
 * Flinders, Mid North and Eastern Eyre Peninsula districts", "Four headliners are booked" of "The
 * festival features Arctic Monkeys, Dua Lipa, Stormzy and Lorde", "Two city leaders resigned" of
 * "Both the mayor and her deputy resigned", "Three medallists" of "Winners: Ana (gold), Ben
 * (silver), Cleo (bronze)". A reader counts the list; the line names what it counted in its own
 * word, which the source need not write.
 *
 * A list is read in one clause: items joined by commas and the language's last joiner ("and",
 * "or", as Intl.ListFormat writes them), two names joined by it ("Oslo and Bergen"), "both … and",
 * the items after a colon, or the lines of a bulleted list. The line's count is held when it is the
 * number of items of such a list, and the line speaks of it: each word the line counts (the words
 * right after its figure) that the source writes at all stands in the list's clause, so "four
 * ticket types" of a source that lists four acts and prices its tickets elsewhere is still a claim.
 */
import type { ClaimSource } from '../claim-source.ts';
import { oncePer } from '../once-per-source.ts';
import type { Figure } from './figure-kinds.ts';
import { saysTotal } from './total-marks.ts';

/**
 * A list of `count` items, the clause it stands in, its last item on (where its noun is) and the
 * few words before its first item ("Οι ομάδες Ολυμπιακός και Παναθηναϊκός": its noun before it).
 */
interface SourceList {
  count: number;
  clause: string;
  tail: string;
  head: string;
}

/** A list's items as itemsOf reads them in one clause. */
type Items = Omit<SourceList, 'clause'>;

/** A plain count's value: a number alone, or of days, weeks, months or years ("two days"). */
const COUNT_KEY = /^(?:n|nu:|u:(?:day|week|month|year):)(\d+)$/u;

/** Clauses: a sentence's end, a semicolon or a line break ends one. */
const CLAUSE_END = /(?<=[.!?;])\s+|\n+/u;

/** A bulleted or numbered line. */
const BULLET = /^\s*(?:[-*•·–]|\d{1,2}[.)])\s+\S/u;

/** A bullet's mark, to read its item without it ("1." is no figure of the item). */
const BULLET_MARK = /^\s*(?:[-*•·–]|\d{1,2}[.)])\s+/u;

/**
 * A digit in an item: "42 shows across 18 countries, from $65" lists figures, not things a line
 * counts (a changed figure of such a list would otherwise be held as its count).
 */
const DIGIT = /\p{N}/u;

const WORD = /[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu;

const joinersByLangs = new Map<string, string[]>();

/** The words that join a list's last item in `langs`: Intl.ListFormat's "and" and "or". */
function joinersOf(langs: readonly string[]): string[] {
  const key = langs.join(' ');
  const known = joinersByLangs.get(key);
  if (known) return known;
  const words = new Set<string>();
  for (const lang of ['en', ...langs]) {
    for (const type of ['conjunction', 'disjunction'] as const) {
      try {
        const parts = new Intl.ListFormat(lang, { type }).formatToParts(['A', 'B', 'C']);
        const last = parts.filter((part) => part.type === 'literal').pop()?.value ?? '';
        for (const word of last.match(WORD) ?? []) words.add(word.toLowerCase());
      } catch {
        // A language Intl does not know joins nothing here.
      }
    }
  }
  const joiners = [...words];
  joinersByLangs.set(key, joiners);
  return joiners;
}

/** The most middle items a list is read with (a longer one is read from its last ones). */
const SERIES_MOST = 24;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** The list in `clause` (its count and last item on), or undefined where it holds none. */
function itemsOf(clause: string, joiners: readonly string[]): Items | undefined {
  const join = joiners.map(escapeRegex).join('|');
  // Without brackets: "Ana (gold), Ben (silver)" lists Ana and Ben. A bracket's words are
  // bounded: from each "(" never closed, the search ran to the clause's end (1.3 s a card).
  const plain = clause.replace(/\s*\([^)]{0,200}\)/gu, '');
  // Not past "between": "circulera entre Paris et Lyon" has a verb, no noun, before its pair.
  const headOf = (start: number) => {
    const head = HEAD.exec(plain.slice(0, Math.max(0, start)))?.[0] ?? '';
    return BETWEEN_ANY.test(head) ? '' : head;
  };
  // "Winners: Ana, Ben, Cleo": each item after a colon, two or more, a few words each.
  const colon = plain.indexOf(':');
  if (colon >= 0) {
    const items = plain
      .slice(colon + 1)
      .replace(/[.!?;]+\s*$/u, '')
      .split(new RegExp(`,\\s*(?:(?:${join})\\s+)?|\\s+(?:${join})\\s+`, 'iu'));
    if (
      items.length >= 2 &&
      items.every((item) => /^\s*\S+(?:\s+\S+){0,4}\s*$/u.test(item) && !DIGIT.test(item))
    ) {
      return { count: items.length, tail: plain.slice(colon + 1), head: headOf(colon) };
    }
  }
  // "A, B, C and D": the middle items a few words each, the last after the joiner. At most
  // `SERIES_MOST` of them: unbounded, a clause of 20,000 characters of commas and no last item
  // ("and, but, while, …") was walked to its end from every comma (0.2 s a card).
  const series = new RegExp(
    `(?:,\\s*[^,\\s]+(?:\\s+[^,\\s]+){0,3}){1,${SERIES_MOST}},?\\s+(?:${join})\\s+\\S`,
    'iu',
  ).exec(plain);
  // Its first item: the few words before the first comma.
  const first = series && /(?:\S+\s+){0,3}\S+$/u.exec(plain.slice(0, series.index))?.[0];
  if (series && !DIGIT.test(series[0]) && !DIGIT.test(first ?? '')) {
    const after = series[0].split(
      new RegExp(`,\\s*(?:(?:${join})\\s+)?|\\s+(?:${join})\\s+`, 'iu'),
    );
    const tail = plain.slice((series.index ?? 0) + series[0].length - 1);
    const count = after.filter((item) => item.trim() !== '').length + 1;
    // "Ministers Patel, Okafor and Lindqvist": the word right before the first name is their noun
    // too (h279: "The 3 ministers" was stopped), as the two words before the item are.
    const title = /(\S+)\s+\S+$/u.exec(first ?? '')?.[1] ?? '';
    return { count, tail, head: `${headOf((series.index ?? 0) - (first?.length ?? 0))} ${title}` };
  }
  // "both the mayor and her deputy", "Oslo and Bergen", "Mondays and Tuesdays", "«Спартак» и
  // «Зенит»", "el Betis y el Sevilla", "l'OM et l'OGC Nice" (an article before the second name),
  // "between India and Pakistan" in a script without capitals: two items. A name's letters are
  // bounded: a word of 20,000 capitals was walked to its end from each of them (7 s a card).
  const pair =
    new RegExp(`(?<![\\p{L}])both\\s+[^,]{1,40}?\\s+(?:${join})\\s+(?=\\S)`, 'iu').exec(plain) ??
    new RegExp(
      `${OPEN}\\p{Lu}[\\p{L}\\p{M}'’-]{0,40}${CLOSE}\\s+(?:${join})\\s+(?:\\p{Ll}{1,3}\\s+|\\p{Ll}{1,2}['’])?(?=${OPEN}\\p{Lu})`,
      'u',
    ).exec(plain);
  if (pair) {
    const tail = plain.slice((pair.index ?? 0) + pair[0].length);
    return { count: 2, tail, head: headOf(pair.index ?? 0) };
  }
  // "between" stands where a noun would: its pair has none before it ("circulera entre Paris et
  // Lyon": "Un TGV sur deux circulera" counts no pair).
  const between = betweenPair(plain, join);
  if (between) {
    return { count: 2, tail: plain.slice(between.index + between[0].length), head: '' };
  }
  return hanList(plain, headOf);
}

/** A quote or bracket that may open or close a name ("«Зенит»", "“Ana”"). */
const OPEN = `[«"“„‘‹(]?`;
const CLOSE = `[»"”’›)]?`;

/** The two words before a list's first item, where its noun may stand ("the teams A and B"). */
const HEAD = /(?:[\p{L}\p{M}'’-]+[^\p{L}\p{M}]+){0,2}$/u;

/**
 * "between" before or after two items joined by the list's joiner, in the languages of the
 * posts (a short list: Intl names no such word): "между A и B", "entre A y B", "A और B के बीच".
 * One or two words an item, so "between the club's two owners and their lawyers" stays unread.
 */
const BETWEEN_WORDS = '(?:between|entre|tra|fra|между|giữa|antara|między|μεταξύ|zwischen|بين)';
const BETWEEN_BEFORE = new RegExp(`(?<![\\p{L}\\p{M}])${BETWEEN_WORDS}\\s+$`, 'iu');
const BETWEEN_AFTER = /^\s*(?:के\s+बीच|के\s+मध्य|کے\s+درمیان|välillä)/u;
/** The trigger: a clause with none of these words is not walked for a pair. */
const BETWEEN_ANY = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:${BETWEEN_WORDS}|välillä)(?![\\p{L}\\p{M}])|बीच|मध्य|درمیان`,
  'iu',
);

function betweenPair(plain: string, join: string): RegExpExecArray | null {
  if (join === '' || !BETWEEN_ANY.test(plain)) return null;
  const pairs = new RegExp(
    `(?<![\\p{L}\\p{M}])[^\\s,]+(?:\\s+[^\\s,]+)?\\s+(?:${join})\\s+[^\\s,]+(?:\\s+[^\\s,]+)?`,
    'giu',
  );
  for (let found = pairs.exec(plain); found !== null; found = pairs.exec(plain)) {
    const before = plain.slice(Math.max(0, found.index - 16), found.index);
    const after = plain.slice(found.index + found[0].length);
    if (BETWEEN_BEFORE.test(before) && !DIGIT.test(found[0])) return found;
    // A postposition ends the second item: try it one word short as well.
    const short = found[0].replace(/\s+[^\s,]+$/u, '');
    const rest = plain.slice(found.index + short.length);
    if (!DIGIT.test(found[0]) && (BETWEEN_AFTER.test(after) || BETWEEN_AFTER.test(rest))) {
      return found;
    }
    pairs.lastIndex = found.index + 1;
  }
  return null;
}

/**
 * A Chinese or Japanese list: its items joined by "、" (and the last by 和, 与, 及 or と),
 * "北京、上海和广州举行", "東京、大阪、名古屋で": each item but the last a few letters, no digit;
 * the last runs on into the clause, so its joiner counts only in its first few letters.
 */
function hanList(plain: string, headOf: (start: number) => string): Items | undefined {
  if (!plain.includes('、')) return undefined;
  const list = /(?:[^、，,。\s\p{N}]{1,8}、)+[^、，,。\s\p{N}]+/u.exec(plain);
  if (!list) return undefined;
  const items = list[0].split('、');
  const last = items.at(-1) ?? '';
  const joined = /^[^、]{1,6}?(?:和|与|與|及|跟|と)[^、]/u.test(last) ? 1 : 0;
  const first = items[0] ?? '';
  // Its first item: the letters after the last particle or verb before it (kept short).
  const start = list.index + Math.max(0, first.length - 6);
  return {
    count: items.length + joined,
    tail: plain.slice(list.index + list[0].length - last.length),
    head: headOf(start),
  };
}

/** The lists of `text`: each clause's, and each run of two or more bulleted lines. */
function listsOf(text: string, langs: readonly string[]): SourceList[] {
  const joiners = joinersOf(langs);
  const lists: SourceList[] = [];
  for (const clause of text.split(CLAUSE_END)) {
    const list = itemsOf(clause, joiners);
    if (list !== undefined && list.count <= 12) lists.push({ ...list, clause });
  }
  let run: string[] = [];
  for (const line of [...text.split('\n'), '']) {
    if (BULLET.test(line) && !DIGIT.test(line.replace(BULLET_MARK, ''))) run.push(line);
    else {
      const clause = run.join('\n');
      if (run.length >= 2 && run.length <= 12)
        lists.push({ count: run.length, clause, tail: clause, head: '' });
      run = [];
    }
  }
  return lists;
}

/** The source's lists, read once a source (every line's figures ask). */
const sourceLists = oncePer((source: Pick<ClaimSource, 'text' | 'langs'>) =>
  listsOf(source.text, source.langs),
);

/** The plain count a figure reads as, or undefined. */
function countOf(figure: Figure): number | undefined {
  if (figure.kind !== 'count') return undefined;
  for (const keys of figure.readings) {
    const value = keys.length === 1 ? COUNT_KEY.exec(keys[0] ?? '')?.[1] : undefined;
    if (value !== undefined) return Number(value);
  }
  return undefined;
}

/** A word's stem, lower case, its last two letters cut, four kept: "plan" of "plant" and "plants". */
const stem = (word: string) => word.toLowerCase().slice(0, Math.max(4, word.length - 2));

/** Whether the source writes `word` (by its stem) in `text`. */
const writes = (text: string, word: string) =>
  (text.match(WORD) ?? []).some((one) => stem(one) === stem(word));

/** Whether the line's `figure` counts the items of a list of the source that the line speaks of. */
export function listedCount(
  figure: Figure,
  line: string,
  source: Pick<ClaimSource, 'text' | 'langs'>,
): boolean {
  const count = countOf(figure);
  if (count === undefined || count < 2 || count > 12) return false;
  // "計2人を削減" of "東京で120人、大阪で80人": a total of the parts, not a count of them.
  if (saysTotal(line)) return false;
  const sourceText = source.text;
  const lists = sourceLists(source).filter((list) => list.count === count);
  if (lists.length === 0) return false;
  const at = line.indexOf(figure.text);
  if (at < 0) return false;
  // What the line counts: the figure's own unit word and up to three words after it.
  const counted = [
    ...(figure.text.match(WORD) ?? []).slice(1),
    ...(line.slice(at + figure.text.length).match(WORD) ?? []).slice(0, 3),
  ].filter((word) => word.length > 3);
  // The word the count counts: one the source does not write, or the list's own noun after it.
  const [noun] = counted;
  if (noun === undefined) return false;
  return lists.some(
    (list) =>
      (!writes(sourceText, noun) || writes(list.tail, noun) || writes(list.head, noun)) &&
      counted.every((word) => !writes(sourceText, word) || writes(list.clause, word)),
  );
}
