/**
 * Two figures traded between a named clause and a nameless one, in a translation (issue 44, typed
 * figures): "Turnout was 38%, and the Hope list won 41% of the vote" of "قائمة «الأمل» حصلت على 38٪
 * من الأصوات، … وبلغت نسبة المشاركة 41٪". The line's names are the source's in other words ("Hope"
 * of «الأمل»), which no reader matches, but whether a figure's clause names anyone at all survives
 * translation: the source tells 38% of a list it names and 41% of no one, the line the other way
 * round. A line's figure whose clause names someone, where the source's clause of it names no one,
 * is stopped when another of the line's figures of its kind has lost its clause's name the same
 * way: one alone is a line's rewording ("Turnout in Sfax was 41%"), two crossed are a trade. A name
 * is a quoted phrase or a capitalised word that does not open its sentence; each figure is read
 * where the source holds its value once.
 */
import { sameKind } from './clause-swaps.ts';
import { sourceHolding } from './figure-bindings.ts';
import { isYear, type Placed } from './figure-ties.ts';

/** A clause ends at a comma, a colon, a semicolon or a sentence's end, in any script. */
const CLAUSE_END = /[,;:](?!\d)|[.!?](?!\d)|[،؛。！？，；：\n]|\s[–—]\s/gu;
/** A sentence ends, in any script. */
const SENTENCE_END = /[.!?](?!\d)|[。！？؟\n]/u;
/** A quoted phrase, in any quotes: a name where the script has no capitals. */
const QUOTED = /[«“„"「『][^«»“”„"「」『』]{1,40}[»”"」』]/u;
/** A capitalised word. */
const CAPITAL = /\p{Lu}[\p{L}\p{M}]*/gu;
/** Coordinators a clause of the line's may open with, in the languages a card is asked in. */
const OPENERS = /^(?:and|but|while|y|e|et|und|и|а|ve|dan|en|og|och)\s+/iu;

/** The clause of `text` around `at`, and whether it opens its sentence. */
function clauseAt(text: string, at: number): { clause: string; opens: boolean } {
  let from = 0;
  for (const match of text.matchAll(CLAUSE_END)) {
    if (match.index >= at) {
      const clause = text.slice(from, match.index);
      const before = text.slice(0, from).trimEnd();
      return { clause, opens: before === '' || SENTENCE_END.test(before.at(-1) ?? '') };
    }
    from = match.index + match[0].length;
  }
  const before = text.slice(0, from).trimEnd();
  return {
    clause: text.slice(from),
    opens: before === '' || SENTENCE_END.test(before.at(-1) ?? ''),
  };
}

/** Whether the clause of `text` around `at` names someone: a quoted phrase, a capital not first. */
function named(text: string, at: number): boolean {
  const { clause, opens } = clauseAt(text, at);
  if (QUOTED.test(clause)) return true;
  const trimmed = clause.trim().replace(OPENERS, '');
  for (const match of trimmed.matchAll(CAPITAL)) {
    if (match.index === 0 && opens) continue;
    return true;
  }
  return false;
}

/** The line's figures (as written) told of a name where the source's clause of them names none. */
export function namedClauses(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
): string[] {
  if (line.length < 2) return [];
  // Each of the line's figures the source holds once: named in the line, named in the source.
  const read = line.flatMap((one) => {
    const { kind } = one.figure;
    if ((kind !== 'percent' && kind !== 'count' && kind !== 'money') || isYear(one.figure))
      return [];
    const held = sourceHolding(one.figure, source);
    const theirs = held.length === 1 ? held[0] : undefined;
    if (!theirs) return [];
    return [
      { one, theirs, mine: named(lineText, one.start), its: named(sourceText, theirs.start) },
    ];
  });
  const gained = read.filter(({ mine, its }) => mine && !its);
  const lost = read.filter(({ mine, its }) => !mine && its);
  return gained
    .filter(({ one }) => lost.some((other) => sameKind(one.figure, other.one.figure)))
    .map(({ one }) => one.figure.text);
}
