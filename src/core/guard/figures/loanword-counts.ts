/**
 * A count of a thing a Japanese source names with a loanword, in a translated line (issue 44,
 * lines in another language): "Teruaki Sato hit three home runs" of "佐藤輝明が2本のホームランを
 * 打ちました" was kept, the source's 3 being a score's (5対3). A translation's words are not the
 * source's, so no figure is bound to a noun there (figure-bindings.ts); but katakana writes a
 * foreign word by its sounds, and the line's noun is that word ("home runs" of ホームラン, read by
 * kana-names.ts's keys). A line's count whose noun spells a katakana word of the source is that
 * word's count: where the source's clause of that word holds figures and none is the line's, the
 * count is moved. A noun of fewer than three consonants, or one the source writes with no figure
 * beside it, binds nothing.
 */

import { kanaKey, sameKanaName } from '../names/kana-names.ts';
import type { Placed } from '../swaps/figure-ties.ts';
import { holds } from '../swaps/figure-ties.ts';

/** A katakana word, the long mark with it. */
const KATAKANA = /[\p{Script=Katakana}ー]{2,}/gu;
/** Where a Japanese (or any) clause ends. */
const CLAUSE_END = /[。、，,.!?！？；;\n]/u;
/** The words after a figure, its noun: one or two words of letters, spaces between. */
const NOUN = /^\s*([\p{L}\p{M}]+)(?:[ -]([\p{L}\p{M}]+))?/u;
/** The fewest consonants a noun's key has to be read as a loanword. */
const MIN_KEY = 3;

/** The start and end of the clause of `text` around `at`. */
function clauseAround(text: string, at: number): [number, number] {
  let from = at;
  while (from > 0 && !CLAUSE_END.test(text[from - 1] as string)) from -= 1;
  let to = at;
  while (to < text.length && !CLAUSE_END.test(text[to] as string)) to += 1;
  return [from, to];
}

/** The source's katakana words with their keys and places. */
function loanwords(text: string): Array<{ key: string; at: number }> {
  return [...text.matchAll(KATAKANA)]
    .map((match) => ({ key: kanaKey(match[0]), at: match.index }))
    .filter((word) => word.key.length >= MIN_KEY);
}

/**
 * The figures of a translated `line` (placed in it) that count a thing the source names in
 * katakana with other figures; none where the line is not a translation or the source has no
 * katakana.
 */
export function loanwordCounts(
  line: string,
  placed: readonly Placed[],
  source: { readonly text: string; readonly translated?: boolean; placed?(): readonly Placed[] },
): string[] {
  if (!source.translated || !source.placed || placed.length === 0) return [];
  const words = loanwords(source.text);
  if (words.length === 0) return [];
  const theirs = source.placed();
  const found: string[] = [];
  for (const { figure, start } of placed) {
    if (figure.kind !== 'count') continue;
    const noun = NOUN.exec(line.slice(start + figure.text.length));
    if (!noun) continue;
    // "home runs", "homerun": the noun's words run together, a plural's "s" dropped.
    const keys = [noun[1], `${noun[1]}${noun[2] ?? ''}`].map((text) =>
      kanaKey((text as string).replace(/s$/u, '')),
    );
    const bound = words.filter((word) =>
      keys.some((key) => key.length >= MIN_KEY && sameKanaName(key, word.key)),
    );
    if (bound.length === 0) continue;
    // Every figure of the clauses the source writes the word in, read as the line's kind.
    const counts = bound.flatMap((word) => {
      const [from, to] = clauseAround(source.text, word.at);
      return theirs.filter((other) => other.start >= from && other.start < to);
    });
    if (counts.length === 0 || counts.some((other) => holds(figure, other.figure))) continue;
    if (!found.includes(figure.text)) found.push(figure.text);
  }
  return found;
}
