/**
 * A figure kept with its own name, read as traded at a noun the source wrote once (h275,
 * docs/decisions/012): "120 lägenheter byggs i Västerås och 300 i Uppsala" of "bygger 300
 * lägenheter i Uppsala och 120 i Västerås", "В Омске открыли 2 школы, в Новосибирске — 3" of "В
 * Новосибирске открыли 3 школы, в Омске — 2". The source says its noun with its first figure
 * only ("300 lägenheter"), so figure-ties.ts pins the noun to 300, and the line that reorders the
 * pairs reads as trading them; but each figure is still with the place it was given.
 *
 * A figure's name is the capitalised word paired with it where a sentence's figures and names
 * alternate (nameNear). Kept where the line's figure has a name, the source gives that value
 * the same name (a form of it: "Omsku" of "Omsk"), and every source figure pinned at the word
 * has a name of its own, another. A trade ("120 lägenheter i Uppsala och 300 i Västerås") gives
 * the figure the other's name; figures that share one name ("at the Minsk plant") tell nothing.
 */
import type { Figure } from '../figures/figure-kinds.ts';

interface Tied {
  figure: Figure;
  start: number;
}

/** A figure or a name of a sentence, where it stands. */
interface Item {
  at: number;
  text: string;
  figure: boolean;
}

/** A figure's digits, or a capitalised word of three letters or more. */
const ITEM = /\p{N}+(?:[.,]\p{N}+)*|(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}]{2,}/gu;
const DIGIT = /^\p{N}/u;
const DATED = new Set(['date', 'time']);
/** A sentence's end: a stop, then a space or the end. */
const SENTENCE_END = /^[.!?](?:\s|$)/u;

/** How far a sentence is read either side of its figure: a long text's sentence stays cheap. */
const REACH = 300;

/** The sentence of `text` around `at` (REACH either side at most): its start and end. */
function sentenceAround(text: string, at: number): [number, number] {
  const least = Math.max(0, at - REACH);
  const most = Math.min(text.length, at + REACH);
  let from = at;
  while (from > least && !SENTENCE_END.test(text.slice(from - 1, from + 1))) from--;
  let to = at;
  while (to < most && !SENTENCE_END.test(text.slice(to, to + 2))) to++;
  return [from, to];
}

/**
 * The name paired with the figure at `start` (`length` long): where the sentence's figures and
 * names (its first word not one) alternate, the name after each figure if a figure comes first
 * ("300 … i Uppsala och 120 i Västerås"), else the one before it ("в Омске — 2"). None where they
 * do not alternate: a subject's name before the list ("Tesla sold 300 …" is its first word).
 */
function nameNear(text: string, start: number, length: number): string | undefined {
  const [from, to] = sentenceAround(text, start);
  const all: Item[] = [];
  let opening = false;
  for (const match of text.slice(from, to).matchAll(ITEM)) {
    const at = from + match.index;
    const figure = DIGIT.test(match[0]);
    // A sentence's first word is capitalised whatever it is: read without it first.
    if (!figure && text.slice(from, at).trim() === '') opening = true;
    all.push({ at, text: match[0].toLowerCase(), figure });
  }
  const rest = opening ? all.slice(1) : all;
  // Where the rest do not pair, a first word that does is the first pair's name ("Luca ha segnato
  // 1 gol e Marco 2", h282): an opening subject before a list ("Tesla sold 300 …") still is none.
  const items = alternates(rest) || !opening || !alternates(all) ? rest : all;
  if (!alternates(items)) return undefined;
  const first = items[0]?.figure ?? false;
  const index = items.findIndex(
    (item) => item.figure && item.at < start + length && start < item.at + item.text.length,
  );
  if (index < 0) return undefined;
  return items[first ? index + 1 : index - 1]?.text;
}

/** Whether a sentence's figures and names take turns, two pairs or more. */
function alternates(items: readonly Item[]): boolean {
  if (items.length < 4 || items.length % 2 === 1) return false;
  const first = items[0]?.figure ?? false;
  return items.every((item, index) => item.figure === (index % 2 === 0 ? first : !first));
}

/** Two forms of one name: their first letters alike, most of the shorter ("omsku", "omsk"). */
function sameName(one: string, two: string): boolean {
  const need = Math.max(3, Math.ceil(Math.min(one.length, two.length) * 0.75));
  return one.slice(0, need) === two.slice(0, need);
}

/** Whether the line's figure stands with the name the source gives its value (see above). */
export function keptWithOwnName(
  placed: Tied,
  line: string | undefined,
  theirs: readonly Figure[],
  source: readonly Tied[],
  sourceText: string | undefined,
  holds: (one: Figure, other: Figure) => boolean,
): boolean {
  // A date's figure is tied to its month, which is no place ("by February 6" of "by 31 January").
  if (!line || !sourceText || DATED.has(placed.figure.kind)) return false;
  const mine = nameNear(line, placed.start, placed.figure.text.length);
  if (!mine) return false;
  const nameOf = (one: Tied) => nameNear(sourceText, one.start, one.figure.text.length);
  const own = source.filter((one) => holds(placed.figure, one.figure)).map(nameOf);
  if (!own.some((name) => name !== undefined && sameName(name, mine))) return false;
  const pinned = source.filter((one) => theirs.includes(one.figure));
  if (pinned.some((one) => DATED.has(one.figure.kind))) return false;
  return (
    pinned.length > 0 &&
    pinned.every((one) => {
      const name = nameOf(one);
      return name !== undefined && !sameName(name, mine);
    })
  );
}
