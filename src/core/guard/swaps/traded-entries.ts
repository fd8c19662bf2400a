/**
 * Two of the source's figures traded between the entries of a list (issue 44, typed figures): "A
 * Aliança Popular ficou com 31,2% e 4 cadeiras; o Movimento Cidadão, com 7" of "a Aliança Popular
 * ficou com 31,2% e 7 cadeiras; o Movimento Cidadão, 17,9% e 4 cadeiras", "el 21% a EE. UU. y el
 * 41% a la UE" of "el 41% fue a Estados Unidos y el 21% a la Unión Europea", "62%が通勤に1時間以上
 * かかり、28%が週1回以上リモートワーク" of "62%が「週に1回以上リモートワーク」… 通勤時間が1時間を超える人は28%".
 * The words beside each figure are the same in both ("cadeiras", "a"): what tells the entries
 * apart stands further off, a party's name before a conjunction, a country, a noun written
 * without spaces. clause-swaps.ts reads a clause's words up to its conjunction and skips scripts
 * without spaces; here the piece is the list's entry (up to a semicolon, a colon, a sentence's
 * end, "、") and, within it, the clause (up to a comma or a coordinator), each read apart.
 *
 * A line's count, price or share is stopped when the source holds it in one piece and another of
 * its kind (the rival) in another, the line holds the rival's value too, in another piece of its
 * own (the two traded), the line's piece has a key that only the rival's piece of the source has,
 * and the line's entry none that the figure's own piece has and the rival's lacks. A piece's keys
 * are its content words (bindingKey), the countries it names (so "EE. UU." is "Estados Unidos"),
 * and in Chinese or Japanese its pairs of Han or Katakana letters, but for the Han run right after
 * a number (its counter: "1時間以上", "3本"). Not read in a translated line, whose words are others.
 */

import { UNSPACED } from '../../unspaced-scripts.ts';
import { textCountryCodes } from '../places/text-country-codes.ts';
import { readOnce } from '../read-once.ts';
import { isStopWord } from '../words/stop-words.ts';
import { COORDINATORS, READ, sameKind } from './clause-swaps.ts';
import { continuesClause } from './elliptical-clauses.ts';
import { bindingKey, sourceHolding } from './figure-bindings.ts';
import { CHANGES } from './figure-phrase-words.ts';
import { holds, type Placed } from './figure-ties.ts';
import { keptWithOwnName } from './own-name-ties.ts';
import { voteSideKeys } from './vote-sides.ts';

/**
 * A list's entry ends at a semicolon, a colon, a sentence's end (a full stop after no one- or
 * two-letter abbreviation: "EE. UU." goes on), a line break or a CJK stop or comma.
 */
const ENTRY_END =
  /[;:!?…]+(?=\s|$)|(?<![\s.(]\p{Lu}{1,2}|^\p{Lu}{1,2})\.(?=\s|$)|[\n。！？；、，：]/gu;
/** A clause ends, within its entry, at a comma before a space or a dash between spaces. */
const CLAUSE_END = /,(?=\s)|\s[–—]\s/gu;
const WORD = /[\p{L}\p{M}]+/gu;
/** A run of Han or of Katakana letters: a text without spaces' nouns. */
const NOUN_RUN = /\p{Script=Han}+|[\p{Script=Katakana}ー]+/gu;

interface Piece {
  start: number;
  end: number;
  keys: Set<string>;
}

/** A text cut at `ends`' matches (and at coordinators when `coordinators`), as ranges. */
function cut(text: string, ends: RegExp, langs: readonly string[], coordinators: boolean) {
  const cuts = [0, text.length];
  for (const match of text.matchAll(ends)) cuts.push(match.index + match[0].length);
  if (coordinators) {
    for (const match of text.matchAll(WORD)) {
      const word = match[0].toLowerCase();
      if (langs.some((lang) => COORDINATORS[lang.split('-')[0] ?? lang]?.has(word)))
        cuts.push(match.index);
    }
  }
  const sorted = [...new Set(cuts)].sort((a, b) => a - b);
  return sorted.slice(1).map((end, index) => ({ start: sorted[index] as number, end }));
}

/** The keys of `text`'s range: its content words, its countries, its CJK nouns' letter pairs. */
function keysOf(text: string, langs: readonly string[], figures: readonly Placed[]): Set<string> {
  const keys = new Set<string>();
  const inFigure = (at: number) =>
    figures.some(({ start, figure }) => at >= start && at < start + figure.text.length);
  for (const match of text.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    if (UNSPACED.test(word) || inFigure(match.index)) continue;
    if ([...word].length < 3 || langs.some((lang) => isStopWord(word, lang))) continue;
    if (langs.some((lang) => CHANGES[lang]?.has(word) || COORDINATORS[lang]?.has(word))) continue;
    keys.add(bindingKey(word));
  }
  // "13 no" and "13 contrari": one side of a vote, in other words (vote-sides.ts).
  for (const side of voteSideKeys(text)) keys.add(side);
  if (!UNSPACED.test(text)) {
    for (const code of textCountryCodes(text, langs)) keys.add(`@${code}`);
    return keys;
  }
  for (const match of text.matchAll(NOUN_RUN)) {
    // The Han letters right after a number are its counter and its bound ("1時間以上"): the
    // figure's own, which a line may write as it likes.
    if (/[\d０-９%％]$/u.test(text.slice(0, match.index)) && /^\p{Script=Han}/u.test(match[0]))
      continue;
    const letters = [...match[0]];
    for (let at = 0; at + 1 < letters.length; at++) keys.add(`${letters[at]}${letters[at + 1]}`);
  }
  return keys;
}

/** A text's pieces at one level: entries, or the clauses within them. */
function piecesOf(
  text: string,
  figures: readonly Placed[],
  langs: readonly string[],
  clauses: boolean,
  read?: Piece[],
): { pieces: Piece[]; entries: Piece[] } {
  // The entries, when the level before read them already (a line's, read at both levels).
  const entries =
    read ??
    cut(text, ENTRY_END, langs, false).map(({ start, end }) => ({
      start,
      end,
      keys: keysOf(text.slice(start, end), langs, shifted(figures, start)),
    }));
  if (!clauses) return { pieces: entries, entries };
  const pieces = entries.flatMap((entry) =>
    cut(text.slice(entry.start, entry.end), CLAUSE_END, langs, true).map(({ start, end }) => ({
      start: entry.start + start,
      end: entry.start + end,
      keys: keysOf(
        text.slice(entry.start + start, entry.start + end),
        langs,
        shifted(figures, entry.start + start),
      ),
    })),
  );
  return { pieces, entries };
}

/** The figures in `text` from `offset` on, placed as from there (those before it are no matter). */
const shifted = (figures: readonly Placed[], offset: number): Placed[] =>
  figures.flatMap((one) => (one.start >= offset ? [{ ...one, start: one.start - offset }] : []));

/** A source's pieces at each level and how many pieces hold each key, read once a source. */
interface Read {
  pieces: Piece[];
  entries: Piece[];
  spread: Map<string, number>;
}
const readSources = /* @__PURE__ */ new WeakMap<readonly Placed[], Map<string, Read>>();

function sourcePieces(
  text: string,
  figures: readonly Placed[],
  langs: readonly string[],
  clauses: boolean,
): Read {
  return readOnce(readSources, figures, `${clauses}\u0000${langs.join()}`, () => {
    const { pieces, entries } = piecesOf(text, figures, langs, clauses);
    const spread = new Map<string, number>();
    for (const { keys } of pieces)
      for (const one of keys) spread.set(one, (spread.get(one) ?? 0) + 1);
    return { pieces, entries, spread };
  });
}

const pieceAt = (pieces: readonly Piece[], at: number) =>
  pieces.find((piece) => at >= piece.start && at < piece.end);

/** The line's figures (as written) traded with another of the source's between its pieces. */
export function tradedEntries(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
  langs: readonly string[],
): string[] {
  if (line.length < 2 || source.length < 2) return [];
  // Two of the line's counts, prices or shares the source holds, or nothing to trade.
  const held = line.filter(
    (one) => READ.has(one.figure.kind) && sourceHolding(one.figure, source, true).length > 0,
  );
  if (held.length < 2) return [];
  // A trade needs a rival of one of the line's figures (the source's, of its kind, another value)
  // that another of the line's figures holds: without one, no piece is cut, the source's nor the
  // line's (the test below asks the same before it asks of pieces).
  const rivalled = line.some(
    (placed) =>
      READ.has(placed.figure.kind) &&
      source.some(
        (rival) =>
          sameKind(placed.figure, rival.figure) &&
          !holds(placed.figure, rival.figure) &&
          line.some(
            (other) =>
              other !== placed &&
              holds(other.figure, rival.figure) &&
              !holds(other.figure, placed.figure),
          ),
      ),
  );
  if (!rivalled) return [];
  const traded = new Set<string>();
  let lineEntries: Piece[] | undefined;
  for (const clauses of [false, true]) {
    // Scripts without spaces have no coordinator to cut at: their entries are their clauses.
    if (clauses && UNSPACED.test(sourceText)) continue;
    const mine = piecesOf(lineText, line, langs, clauses, lineEntries);
    lineEntries = mine.entries;
    const theirs = sourcePieces(sourceText, source, langs, clauses);
    const { spread } = theirs;
    for (const placed of line) {
      const { figure } = placed;
      const around = lineText.slice(
        Math.max(0, placed.start - 2),
        placed.start + figure.text.length + 2,
      );
      if (!READ.has(figure.kind) || /^\d:|:\d$/u.test(around)) continue;
      const here = pieceAt(mine.pieces, placed.start);
      const entry = pieceAt(mine.entries, placed.start);
      if (!here || !entry || here.keys.size === 0) continue;
      const own = sourceHolding(figure, source).flatMap(
        (one) => pieceAt(theirs.pieces, one.start) ?? [],
      );
      if (own.length === 0 || own.some((piece) => piece !== own[0])) continue;
      const ownPiece = own[0] as Piece;
      const told = source.some((rival) => {
        if (!sameKind(figure, rival.figure) || holds(figure, rival.figure)) return false;
        const rivalPiece = pieceAt(theirs.pieces, rival.start);
        if (!rivalPiece || rivalPiece === ownPiece) return false;
        // "…, down from 71 last year": the clause goes on with the one before it (elliptical-clauses.ts).
        const ownAt = sourceHolding(figure, source)[0]?.start ?? ownPiece.start;
        if (continuesClause(sourceText, ownPiece, rivalPiece, ownAt, theirs.entries, langs))
          return false;
        // "в Омске — 2" where the dash parts the place from its figure: still its own (own-name-ties.ts).
        if (keptWithOwnName(placed, lineText, [rival.figure], source, sourceText, holds))
          return false;
        // The rival's value is in the line too, in another piece: the two traded. Not where that
        // piece tells it with two of the rival's own words and none of the figure's: a summary
        // that puts the study's "randomised trial" beside its 340 and its "12-week daily walking
        // programme" in the next clause has moved nothing of the source's 340 into the 12's place.
        const moved = line.some((other) => {
          if (other === placed || !holds(other.figure, rival.figure)) return false;
          const there = pieceAt(mine.pieces, other.start);
          if (holds(other.figure, figure) || !there || there === here) return false;
          const keys = [...there.keys];
          const rivals = keys.filter((key) => rivalPiece.keys.has(key)).length;
          return rivals < 2 || keys.some((key) => ownPiece.keys.has(key));
        });
        if (!moved) return false;
        // The line's entry has a word only the figure's own piece has: its own words are there.
        for (const key of ownPiece.keys)
          if (!rivalPiece.keys.has(key) && entry.keys.has(key)) return false;
        for (const key of here.keys)
          if (rivalPiece.keys.has(key) && !ownPiece.keys.has(key) && spread.get(key) === 1)
            return true;
        return false;
      });
      if (told) traded.add(figure.text);
    }
  }
  return [...traded];
}
