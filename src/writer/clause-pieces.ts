/**
 * A sentence split at its clause marks into pieces that each say something: how the writer makes
 * more lines of a short post (a card's three, a thread's four posts) from its own words, in its
 * own language, instead of padding with filler.
 */

/** A clause mark and the space after it, in Latin, Arabic and CJK punctuation. */
const CLAUSE_MARK = /[,;:،؛]\s+|\s*[–—]\s*|[、，；：]\s*/gu;
/**
 * After a comma, a list going on ("welcoming, protecting and assisting"): "and"/"or" within the
 * next two words, in the languages whose word for it we know. A cut there would break the list.
 */
const LIST_GOES_ON =
  /^(?:[\p{L}\p{N}'’-]+\s+){1,2}(?:and|or|y|e|o|ou|et|und|oder|en|of|i|lub|и|или|ve|veya|dan|atau)\s/iu;

/** Quotation marks: a cut inside someone's quoted words would break the quote. */
const QUOTE_MARK = /["“”«»„「」`]/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Words in a piece; a CJK piece counts its characters in twos (no spaces between words). */
export function weight(piece: string): number {
  const cjk = [...piece].filter((char) => CJK.test(char)).length;
  const words = piece.replace(new RegExp(CJK.source, 'gu'), ' ').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length + Math.floor(cjk / 2);
}

/**
 * A word that only joins a piece to the one before ("and", "but", "so"; "y", "et", "und", "ma"…):
 * a line of its own does without it. Only coordinators that leave the word order as it is ("so"
 * alone in English: German "also" puts the verb first).
 */
const JOINING_WORD =
  /^(?:and so|and|but|or|so|y|e|o|pero|et|mais|ou|und|aber|oder|ma|mas|en|maar)\s+(?=\p{L})/iu;
/** An English relative opening a piece ("which is wild"): as a sentence of its own, "that is". */
const RELATIVE_OPENING = /^which\s+(?=(?:is|was|means|meant|makes|made)\b)/iu;

/** A piece as a line of its own: no mark left dangling at its end, a capital where the script has one. */
function tidyPiece(piece: string, last: boolean, alone: boolean): string {
  let trimmed = piece.trim().replace(/[,;:–—،؛、，；：]+$/u, '');
  // A card's bullet stands alone: the joining word of the piece after the mark joins nothing.
  // A thread's post goes on from the one before, and keeps every word of the text (issue 46).
  if (last && alone) trimmed = trimmed.replace(JOINING_WORD, '').replace(RELATIVE_OPENING, 'that ');
  const opened = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  if (last || /[.!?。！？…]$/u.test(opened)) return opened;
  return CJK.test(opened.slice(-1)) ? `${opened}。` : `${opened}.`;
}

/**
 * The sentence in two pieces, cut at the clause mark nearest its middle that leaves at least
 * `minWeight` words on each side; undefined when no mark does. The last piece keeps the
 * sentence's own end. `alone`: the pieces are lines read on their own (a card's bullets), not
 * posts read one after the other.
 */
export function splitAtClause(
  sentence: string,
  minWeight = 3,
  alone = false,
): [string, string] | undefined {
  const middle = sentence.length / 2;
  let best: { at: number; end: number; distance: number } | undefined;
  for (const match of sentence.matchAll(CLAUSE_MARK)) {
    const at = match.index ?? 0;
    const end = at + match[0].length;
    if ((sentence.slice(0, at).match(QUOTE_MARK)?.length ?? 0) % 2 === 1) continue;
    if (LIST_GOES_ON.test(sentence.slice(end))) continue;
    if (weight(sentence.slice(0, at)) < minWeight || weight(sentence.slice(end)) < minWeight)
      continue;
    const distance = Math.abs(at - middle);
    if (!best || distance < best.distance) best = { at, end, distance };
  }
  if (!best) return undefined;
  return [
    tidyPiece(sentence.slice(0, best.at), false, alone),
    tidyPiece(sentence.slice(best.end), true, alone),
  ];
}

/**
 * `lines` grown to `count` by splitting the longest splittable line at a clause, each piece in
 * place of its line; as many as can be made when fewer clauses exist. `splitUnmarked` cuts a
 * line that has no clause mark left (the English writer's unmarked-breaks.ts).
 */
export function splitToCount(
  lines: readonly string[],
  count: number,
  minWeight = 3,
  splittable: (line: string) => boolean = () => true,
  splitUnmarked?: (line: string) => [string, string] | undefined,
): string[] {
  const out = [...lines];
  const unsplittable = new Set(lines.filter((line) => !splittable(line)));
  while (out.length < count) {
    const candidates = out
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => !unsplittable.has(line))
      .sort((a, b) => b.line.length - a.line.length);
    const longest = candidates[0];
    if (!longest) break;
    const pieces = splitAtClause(longest.line, minWeight, true) ?? splitUnmarked?.(longest.line);
    if (!pieces) {
      unsplittable.add(longest.line);
      continue;
    }
    out.splice(longest.index, 1, ...pieces);
  }
  return out;
}
