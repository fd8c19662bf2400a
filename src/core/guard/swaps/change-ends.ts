/**
 * A change's two ends told the wrong way round, or its start told as where it stands (issue 44,
 * docs/decisions/012 "A change's ends"): "turrets now build in 6 seconds instead of 4.5" of patch
 * notes' "build time reduced from 6 seconds to 4.5 seconds"; "on a turnout of 39%" of "Turnout was
 * 47 percent, up from 39 percent at the last mayoral election". Both figures are the source's, and
 * the words beside them too, so figure-ties.ts (one word either side) reads no trade.
 *
 * The source's changes are read where its words say which end is which: "from A to B" (A the
 * start) and "B, up from A" or "down from A", or a verb's past and present ("had 9 …; have 14",
 * tense-ends.ts). A line's "B instead of A" or "B rather than A" says B
 * is where it ends: stopped where the source goes from B to A. A line's figure that holds only a
 * change's start is stopped where the line holds neither the change's end nor "from" before it,
 * nor a word the source writes after the start (its "last election", its year): then the line
 * tells what was as what is. That start must be a change's, a word of change before "from" ("goes
 * from £2 to £2.50") or "up from": a span's first end ("open from 10:00 to 16:00", "children from
 * 5 to 12") is no value that changed, nor is a time or a date. English; a translation's words are
 * not the source's.
 */
import { figuresOf } from '../figures/claim-figures.ts';
import type { Figure } from '../figures/figure-kinds.ts';
import { CHANGES } from './figure-phrase-words.ts';
import { holds, type Placed } from './figure-ties.ts';
import { tenseEnds } from './tense-ends.ts';

/** A unit or a noun (two words at most) between a figure and the word that joins it to the next. */
const UNIT = String.raw`(?:\s+[\p{L}%°/]+){0,2}`;
/** "6 seconds to 4.5": the first figure the start. */
const FROM_TO = new RegExp(String.raw`^${UNIT}\s+to\s+\p{Sc}?$`, 'u');
const FROM = /\bfrom\s+\p{Sc}?$/iu;
/** The word before "from": a word of change says the two ends are a change, not a span of hours. */
const BEFORE_FROM = /([\p{L}]+)\s+from\s+\p{Sc}?$/iu;
/** Verbs of change figure-phrase-words.ts's CHANGES lacks ("a single goes from £2 to £2.50"). */
const MOVES = new Set(
  'go goes went gone move moves moved cut cuts reduce reduces reduced raise raises raised lower lowers lowered change changes changed'.split(
    ' ',
  ),
);
/** "47 percent, up from 39": the second figure the start. */
const UP_FROM = new RegExp(String.raw`^${UNIT},?\s+(?:up|down)\s+from\s+\p{Sc}?$`, 'iu');
/** "6 seconds instead of 4.5": the first figure the end, the figure after the words its start. */
const INSTEAD = new RegExp(
  String.raw`^${UNIT}\s+(?:instead\s+of|rather\s+than)\s+(?:the\s+)?(\p{Sc}?\d[\d.,]*\d|\p{Sc}?\d)`,
  'iu',
);
/** A range the source writes "from A to B": its two ends, in the order written. */
const RANGE_ENDS = /^(.+?)\s+to\s+(.+)$/u;
/** A line's word before a figure that tells it as a start or a past ("from 39%", "was 39%"). */
const PAST = /\b(?:from|was|were|had|previously|formerly|once)\s+(?:\S+\s+){0,2}$/iu;
/** Content words of the source after a change's start, read for the line (three at most). */
const AFTER_WORDS = /[\p{L}\p{N}]{4,}/gu;

/** A change the source tells with both ends. */
interface Change {
  start: Placed;
  end: Placed;
  /** The words the source writes right after its start, lower case ("last", "mayoral", "2021"). */
  after: string[];
  /** A word of change tells it ("up from", "goes from"): no span ("open from 10:00 to 16:00"). */
  changed: boolean;
}

const between = (text: string, one: Placed, two: Placed) =>
  text.slice(one.start + one.figure.text.length, two.start);

const byText = /* @__PURE__ */ new WeakMap<readonly Placed[], Change[]>();

/** The words the source writes after `end` in its sentence, lower case (three at most). */
const wordsAfter = (text: string, end: number) =>
  ((text.slice(end).split(/[.;!?]/u)[0] ?? '').toLowerCase().match(AFTER_WORDS) ?? []).slice(0, 3);

/** A figure of one key, for one end of a range ("6 seconds to 4.5 seconds": 6, then 4.5). */
const endOf = (text: string, key: string): Figure => ({ text, kind: 'count', readings: [[key]] });

/** A range read as one figure ("from 6 seconds to 4.5 seconds"): a change, its first end the start. */
function ranges(text: string, one: Placed, changes: Change[]) {
  if (
    one.figure.kind !== 'range' ||
    !FROM.test(text.slice(Math.max(0, one.start - 12), one.start))
  ) {
    return;
  }
  const ends = RANGE_ENDS.exec(one.figure.text);
  const keys = one.figure.readings.find((reading) => reading.length === 2);
  if (!ends || !keys) return;
  const [, first = '', second = ''] = ends;
  const start = { figure: endOf(first, keys[0] ?? ''), ties: [], start: one.start };
  const endAt = one.start + one.figure.text.length - second.length;
  const end = { figure: endOf(second, keys[1] ?? ''), ties: [], start: endAt };
  const after = wordsAfter(text, one.start + first.length);
  changes.push({ start, end, after, changed: false });
}

/** Whether the word before "from" ending at `at` is a word of change. */
function changeBefore(text: string, at: number): boolean {
  const word = BEFORE_FROM.exec(text.slice(Math.max(0, at - 40), at))?.[1]?.toLowerCase() ?? '';
  return CHANGES.en?.has(word) === true || MOVES.has(word);
}

/** The source's changes with both ends, read once. */
function changesOf(text: string, placed: readonly Placed[]): Change[] {
  let changes = byText.get(placed);
  if (changes) return changes;
  changes = [];
  for (let index = 0; index + 1 < placed.length; index++) {
    const one = placed[index] as Placed;
    const two = placed[index + 1] as Placed;
    const joined = between(text, one, two);
    if (index === 0) ranges(text, one, changes);
    ranges(text, two, changes);
    let start: Placed | undefined;
    let end: Placed | undefined;
    let changed = true;
    if (FROM_TO.test(joined) && FROM.test(text.slice(Math.max(0, one.start - 12), one.start))) {
      [start, end] = [one, two];
      changed = changeBefore(text, one.start);
    } else if (UP_FROM.test(joined)) [start, end] = [two, one];
    else {
      // "I had 9 cooks; here I have 14": a verb's tenses tell the ends, no span nor a word of change.
      [start, end] = tenseEnds(text, one, two) ?? [];
      changed = false;
    }
    if (!start || !end || start.figure.kind !== end.figure.kind) continue;
    const after = wordsAfter(text, start.start + start.figure.text.length);
    changes.push({ start, end, after, changed });
  }
  byText.set(placed, changes);
  return changes;
}

/** The line's figures (as written) that swap a change's ends or tell its start as its end. */
export function changeEnds(
  line: string,
  placed: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
  langs: readonly string[],
): string[] {
  if ((langs.find((lang) => lang !== 'en') ?? 'en') !== 'en' || placed.length === 0) return [];
  const changes = changesOf(sourceText, source);
  if (changes.length === 0) return [];
  const found: string[] = [];
  // "B instead of A" where the source goes from B to A.
  for (const mine of placed) {
    const written = INSTEAD.exec(line.slice(mine.start + mine.figure.text.length))?.[1];
    const other = written === undefined ? undefined : figuresOf(written, ['en'])[0];
    if (!other) continue;
    const reversed = changes.some(
      ({ start, end }) => holds(mine.figure, start.figure) && holds(other, end.figure),
    );
    if (reversed) found.push(mine.figure.text);
  }
  // A change's start told as where it stands.
  const lower = line.toLowerCase();
  for (const mine of placed) {
    if (found.includes(mine.figure.text)) continue;
    const before = line.slice(Math.max(0, mine.start - 30), mine.start);
    if (PAST.test(before)) continue;
    // The source writes this value elsewhere than as a change's start: no evidence.
    const theirs = source.filter((one) => holds(mine.figure, one.figure));
    // A span's first end ("open from 10:00 to 16:00") or a time's is no value that changed.
    if (mine.figure.kind === 'time' || mine.figure.kind === 'date') continue;
    const starts = changes.filter(({ start, changed }) => changed && theirs.includes(start));
    if (theirs.length === 0 || starts.length !== theirs.length) continue;
    const told = starts.every(
      ({ end, after }) =>
        !placed.some((one) => holds(one.figure, end.figure)) &&
        !after.some((word) => lower.includes(word)),
    );
    if (told) found.push(mine.figure.text);
  }
  return found;
}
