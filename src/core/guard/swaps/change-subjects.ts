/**
 * A figure moved onto what another of the source's changed (issue 44, two figures swapped):
 * "dầu diesel giảm 480 đồng/lít" of "giá xăng RON 95 giảm 480 đồng/lít … Dầu diesel giảm 210
 * đồng". figure-bindings.ts reads a figure's words up to a word of change and no further ("giảm",
 * "rose" say nothing of what is counted), so a figure after one is bound to nothing. What changed
 * is written before that word: its subject, the content words of the clause right before it
 * ("dầu diesel giảm", "online sales grew"; a model's number, "RON 95", is part of its name). A
 * line's figure is stopped where every word of its subject is the subject of one other value of
 * its kind in the source, the same one, none is this value's, and the source tells this value's
 * change of a subject of its own.
 */

import type { Figure } from '../figures/figure-kinds.ts';
import { isStopWord } from '../words/stop-words.ts';
import { bindingKey } from './figure-bindings.ts';
import { BREAKS, CHANGES } from './figure-phrase-words.ts';
import { holds, type Placed } from './figure-ties.ts';

/** The word right before a figure (a currency's sign between), and the one before a short word. */
const LAST_WORD = /([\p{L}\p{M}]+)\s+\p{Sc}?\s*$/u;
const PAST_SHORT = /([\p{L}\p{M}]+)\s+\p{L}{1,3}\s+\p{Sc}?\s*$/u;
/** A model's number after its capitalised name ("RON 95", "Pad S2"): a name's, not a figure. */
const MODEL_NUMBER = /(\p{Lu}[\p{L}\p{M}]*\s?)\d+/gu;
/** The clause's words before the word of change, back to a mark or another figure. */
const SUBJECT = /(?:^|[,;:.!?()\d%])([^,;:.!?()\d%]*)$/u;
const WORDS = /[\p{L}\p{M}]{3,}/gu;
/** How many content words before the change are its subject. */
const REACH = 2;
/** How far back a value's own subject is read, its head before a place ("rents in Greater Dunford"). */
const WIDE_REACH = 5;

/** Whether `word` is listed in `table` for one of `langs`. */
const listed = (table: typeof CHANGES, word: string, langs: readonly string[]) =>
  langs.some((lang) => table[lang]?.has(word));

/** The keys of the subject of the change written right before the figure at `start`, or none. */
export function subjectKeys(
  text: string,
  start: number,
  langs: readonly string[],
  reach = REACH,
): string[] {
  const before = text.slice(Math.max(0, start - 120), start);
  // The word of change right before the figure ("sales up 9.4%"), or before its short
  // preposition ("rose by 9.4%", "выросла на 14%").
  const isChange = (match: RegExpExecArray | null) =>
    match?.[1] !== undefined && listed(CHANGES, match[1].toLowerCase(), langs);
  let change = LAST_WORD.exec(before);
  if (!isChange(change)) change = PAST_SHORT.exec(before);
  if (!change || !isChange(change)) return [];
  const named = before.slice(0, change.index).replace(MODEL_NUMBER, '$1');
  const clause = SUBJECT.exec(named)?.[1] ?? '';
  const words = (clause.match(WORDS) ?? []).map((word) => word.toLowerCase());
  const keys: string[] = [];
  for (let index = words.length - 1; index >= 0 && keys.length < reach; index--) {
    const word = words[index] as string;
    if (listed(BREAKS, word, langs) || listed(CHANGES, word, langs)) break;
    if (!langs.some((lang) => isStopWord(word, lang))) keys.push(bindingKey(word));
  }
  return keys;
}

/**
 * A change's amount and where it ends, read as one range ("grew 9.4% to 38% of sales"): the first
 * end is the amount the change word tells, so it is the one read against the source's subjects.
 */
function amountOf(figure: Figure): Figure {
  const ends =
    figure.kind === 'range' ? figure.readings.find((one) => one.length === 2) : undefined;
  const key = ends?.[0];
  if (key === undefined) return figure;
  const kind = key.startsWith('p') ? 'percent' : key.startsWith('c:') ? 'money' : 'count';
  return { text: figure.text, kind, readings: [[key]] };
}

/** The line's figures (as written) told of what the source says another value of changed. */
export function changeSubjects(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
  langs: readonly string[],
): string[] {
  const subjects = line.map((one) => subjectKeys(lineText, one.start, langs));
  if (subjects.every((keys) => keys.length === 0)) return [];
  // Each subject word of the source with the figures it is the subject of.
  const bound = new Map<string, Figure[]>();
  const told = new Map<Placed, string[]>();
  for (const one of source) {
    const keys = subjectKeys(sourceText, one.start, langs);
    told.set(one, keys);
    for (const key of keys) bound.set(key, [...(bound.get(key) ?? []), one.figure]);
  }
  const moved: string[] = [];
  line.forEach((mine, index) => {
    const keys = subjects[index] as string[];
    if (keys.length === 0) return;
    const figure = amountOf(mine.figure);
    // The value the source's, told of a subject of its own wherever it stands ("diesel giảm
    // 210"): a value whose change no word tells is no evidence ("…, up 28%" after a date).
    const held = source.filter((one) => holds(figure, one.figure));
    if (held.length === 0 || held.some((one) => told.get(one)?.length === 0)) return;
    // "rents rose 7.4%" of "Average rents in Greater Dunford rose 7.4%": the source's nearest two
    // words are its place's, its subject's head further back in the clause (h265).
    const wide = held.flatMap((one) => subjectKeys(sourceText, one.start, langs, WIDE_REACH));
    if (keys.some((key) => wide.includes(key))) return;
    const values = new Set<string>();
    for (const key of keys) {
      const theirs = (bound.get(key) ?? []).filter((one) => one.kind === figure.kind);
      // A word of the subject the source never tells, or tells of this value: no move.
      if (theirs.length === 0 || theirs.some((one) => holds(figure, one))) return;
      for (const one of theirs) values.add(one.text);
    }
    if (values.size === 1) moved.push(figure.text);
  });
  return moved;
}
