/**
 * Two parties' figures traded, each bound to the name written nearest it (round forty-four): "PNL
 * ar obține 34%, iar PSD 27%" of "34% dintre alegători ar vota cu PSD …, față de 27% pentru PNL".
 * traded-entries.ts and clause-swaps.ts read a clause's every word, and a poll's clause holds the
 * poll's own words too ("Sondajul CURS arată că"), which tie the line's clause to the figure's own;
 * what tells a share's party is the name beside it, before it or after it, in any language.
 *
 * Read here: a figure's party is the name nearest it in its clause (no comma, colon, semicolon or
 * sentence's end between), a few words away at most; a name is a word in capitals ("PSD") or a
 * capitalised word that does not open its sentence. A line's count, money or share whose value the
 * source holds is stopped where another of the line's figures of its kind is bound to another name,
 * the source binds each value to the other's name, and never the line's value to the line's name:
 * the two crossed, not one reworded. Not read in a translation (its names are others).
 */
import { sameKind } from './clause-swaps.ts';
import { sourceHolding } from './figure-bindings.ts';
import { holds, type Placed } from './figure-ties.ts';

/** How many words away a figure's name may stand. */
const REACH = 6;
/** How many times the source may hold a line's value and still bind it to a name. */
const HELD_MAX = 3;
const KINDS = new Set(['count', 'money', 'percent']);
/** A clause ends at a comma, colon or semicolon before a space, a sentence's end, a dash. */
const CLAUSE_END = /[,;:](?=\s|$)|[.!?…](?=\s|$)|\n|\s[–—]\s/gu;
const SENTENCE_END = /[.!?…](?=\s|$)|\n/u;
/** A word or a number: a number between a figure and a name stands between them too. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The name a figure at `[start, end)` of `text` is bound to, in lower case, or undefined. */
function nameOf(text: string, start: number, end: number): string | undefined {
  let from = 0;
  let to = text.length;
  // Whether the clause opens a sentence: it starts the text or follows a sentence's end.
  let opening = true;
  for (const match of text.matchAll(CLAUSE_END)) {
    const at = match.index;
    if (at < start) {
      from = at + match[0].length;
      opening = SENTENCE_END.test(match[0]);
    } else if (at >= end) {
      to = at;
      break;
    }
  }
  const clause = text.slice(from, to);
  const words = [...clause.matchAll(WORD)].map((match, index) => ({
    word: match[0],
    at: from + match.index,
    // Opening its sentence: a capital that says nothing of a name.
    opens: opening && index === 0,
  }));
  const before = words.filter((one) => one.at < start).reverse();
  const after = words.filter((one) => one.at >= end);
  const isName = ({ word, opens }: { word: string; opens: boolean }) =>
    /^\p{Lu}{2,}$/u.test(word) || (!opens && /^\p{Lu}\p{Ll}/u.test(word));
  const near = (side: typeof words) => side.slice(0, REACH).findIndex(isName);
  const one = near(before);
  const two = near(after);
  if (one < 0 && two < 0) return undefined;
  // The nearer side; a tie goes to the name before ("PSD 27%").
  const pick = two < 0 || (one >= 0 && one <= two) ? before[one] : after[two];
  return pick?.word.toLowerCase();
}

/** The line's figures (as written) told of the name the source gives another of them. */
export function namedShares(
  lineText: string,
  line: readonly Placed[],
  sourceText: string,
  source: readonly Placed[],
): string[] {
  const read = (text: string, placed: Placed) =>
    KINDS.has(placed.figure.kind)
      ? nameOf(text, placed.start, placed.start + placed.figure.text.length)
      : undefined;
  const mine = line.flatMap((placed) => {
    const name = read(lineText, placed);
    const held = name ? sourceHolding(placed.figure, source) : [];
    // A value the source writes more often than a few times is bound to no one name, and reading
    // each of its places would read a long source once a place.
    return name && held.length > 0 && held.length <= HELD_MAX ? [{ placed, name, held }] : [];
  });
  if (mine.length < 2) return [];
  const names = (held: readonly Placed[]) =>
    new Set(held.flatMap((one) => read(sourceText, one) ?? []));
  const found: string[] = [];
  for (const one of mine) {
    const own = names(one.held);
    if (own.has(one.name)) continue;
    const crossed = mine.some(
      (two) =>
        two !== one &&
        two.name !== one.name &&
        sameKind(one.placed.figure, two.placed.figure) &&
        !holds(one.placed.figure, two.placed.figure) &&
        own.has(two.name) &&
        names(two.held).has(one.name) &&
        !names(two.held).has(two.name),
    );
    if (crossed) found.push(one.placed.figure.text);
  }
  return found;
}
