/**
 * A figure rebound (figure-bindings.ts) by a word its own clause in the source holds too: "si sono
 * aspettati in media 94 giorni" of "l'attesa media per una visita cardiologica è stata di 94
 * giorni …; per una risonanza si sono attesi in media 128 giorni". The line's "media" is bound in
 * the source to 128 only, a few words from it, but the source says it of 94 as well, farther off
 * in 94's own clause (an adjective on its subject, not the words next to the figure): the figure
 * has not left it. figure-bindings.ts reads only a few words either side, as what a figure counts
 * is most often written there; this reads the whole clause, and only for a figure already stopped.
 */

import type { Figure } from '../figures/figure-kinds.ts';
import { bindingKey, boundWords, reboundFigures, sourceHolding } from './figure-bindings.ts';
import { holds, isYear, type Placed } from './figure-ties.ts';
import { keptInGap } from './gapped-figures.ts';
import { insteadPairs } from './instead-pairs.ts';
import { partOwnWords } from './part-whole-clauses.ts';

/** What ends a clause: a full stop, comma, semicolon, colon, ! or ? before a space, a new line. */
const CLAUSE_END = /[.,;:!?](?=\s)|\n/gu;
/** Words of three letters or more, in any script. */
const WORDS = /[\p{L}\p{M}]{3,}/gu;

/** A figure's unit as its first reading tells it ("day", "" for none), as figure-bindings.ts reads it. */
const unitOf = (figure: Figure) =>
  /^(?:u|c):([^:]*):/.exec(figure.readings[0]?.[0] ?? '')?.[1] ?? '';

/** Two figures of one kind, as figure-bindings.ts compares them: a year is no rival of a count. */
const sameKind = (one: Figure, other: Figure) =>
  one.kind === other.kind && isYear(one) === isYear(other) && unitOf(one) === unitOf(other);

/** The clause of `text` around `start` to `end`: where it starts and ends, its words' keys. */
function clauseOf(text: string, start: number, end: number) {
  let from = 0;
  let to = text.length;
  for (const match of text.matchAll(CLAUSE_END)) {
    const at = match.index ?? 0;
    if (at < start) from = at + 1;
    else if (at >= end) {
      to = at;
      break;
    }
  }
  return { from, to, keys: new Set((text.slice(from, to).match(WORDS) ?? []).map(bindingKey)) };
}

/**
 * reboundFigures's figures, but those whose every word the source binds to another value (the
 * words that moved it: one of the first two either side) is in a clause of the source that
 * states this figure's value and none that word binds.
 */
export function reboundOutsideClause(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
  langs: readonly string[],
): string[] {
  const moved = reboundFigures(lineText, line, sourceText, source, langs);
  if (moved.length === 0) return moved;
  // "mit 65 statt mit 64" of "von 64 auf 65": one change, its ends in the other order.
  const reframed = insteadPairs(lineText, line, sourceText, source);
  return moved.filter((text) => {
    const mine = line.find((one) => one.figure.text === text);
    if (!mine) return true;
    if (reframed.has(mine)) return false;
    const end = (one: Placed) => one.start + one.figure.text.length;
    // The words the source binds to a figure of its kind and another value: what may have moved it.
    const rivals = new Map<string, Placed[]>();
    // Where each stands, as reboundFigures reads a move: on the same side of the figure and as
    // near. "vanaf 1 februari" of "Vanaf maandag 4 januari" did not take 4 januari's "vanaf".
    const near = new Set<string>();
    for (const other of source) {
      if (!sameKind(mine.figure, other.figure) || holds(mine.figure, other.figure)) continue;
      for (const word of boundWords(sourceText, other.start, end(other), langs, source)) {
        rivals.set(word.key, [...(rivals.get(word.key) ?? []), other]);
        near.add(`${word.key} ${word.side} ${word.at}`);
      }
    }
    const moving = boundWords(lineText, mine.start, end(mine), langs, line).filter(
      (word) => word.at <= 1 && near.has(`${word.key} ${word.side} ${word.at}`),
    );
    if (moving.length === 0) return true;
    const owns = sourceHolding(mine.figure, source);
    // "Die zweite Etappe dauerte 5 Wochen" of "… 3 Wochen, die zweite 5" (gapped-figures.ts).
    const lineClause = clauseOf(lineText, mine.start, end(mine));
    const clauseText = lineText.slice(lineClause.from, lineClause.to);
    if (keptInGap(moving, owns, rivals, sourceText, clauseText, langs)) return false;
    const clauses = owns.map((own) => ({ ...clauseOf(sourceText, own.start, end(own)), own }));
    // The clause says the word of this figure, and of no figure the word binds: "in 7.6% of the
    // statin group versus 9.5% on placebo" binds "statin" to 7.6% only, though both are in it.
    // A word's adjective says it too ("a month" of "your monthly bill … 216 dollars"): a key
    // (cut to its first letters, bindingKey) the word's own with a letter or two more.
    const derived = (key: string, keys: ReadonlySet<string>) =>
      key.length >= 4 &&
      [...keys].some((other) => other.startsWith(key) && other.length - key.length <= 2);
    // A rival that is this figure's part ("two missed appointments out of nine") says the clause's
    // words of its whole too, but for its own ("missed", part-whole-clauses.ts).
    const ownedByPart = (rival: Placed, whole: Placed, key: string) => {
      const words = partOwnWords(sourceText, rival, whole);
      return words === undefined || words.map(bindingKey).includes(key);
    };
    const says = (key: string, clause: (typeof clauses)[number]) =>
      (clause.keys.has(key) || derived(key, clause.keys)) &&
      !(rivals.get(key) ?? []).some(
        (one) =>
          one.start >= clause.from && one.start < clause.to && ownedByPart(one, clause.own, key),
      );
    return !moving.every((word) => clauses.some((clause) => says(word.key, clause)));
  });
}
