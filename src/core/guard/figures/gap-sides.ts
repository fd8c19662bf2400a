/**
 * A gap between two of a source's prices said of the wrong side (issue 44 item 4, h308): "La
 * petite couronne paie 7,40 € de plus" of "24,70 € le m² dans la capitale, contre 17,30 € en
 * petite couronne", where the petite couronne pays 7,40 € less. derived-figures.ts holds the 7,40
 * as the two ends' gap, said of either side ("Members pay £10 less" of "£25 … £35"); the way it
 * goes was not read. Here the line's side is told by its words before the gap, found among the
 * words the source tells one end with (after each end, up to a comma or "contre", "against": "dans
 * la capitale", "en petite couronne"; or before each where the ends come first), and the way by
 * the word after the gap ("de plus", "more", "más", "mehr"). Read only where the line names one
 * side's words and not the other's, and compares with nothing after ("more than Paris" is
 * compared-counts.ts's): a line that tells no side, or both, is left as it was.
 */
import { sameWord } from '../meaning/negation-claims.ts';
import { isStopWord } from '../words/stop-words.ts';

interface End {
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{M}]+/gu;
const UP = new Set('more higher dearer pricier plus più mais más mehr höher teurer'.split(' '));
const DOWN = new Set(
  'less lower cheaper fewer moins meno menos weniger niedriger billiger günstiger'.split(' '),
);
/** Words passed over before the way's word: "7,40 € de plus", "£7.40 a month more" is not read. */
const BEFORE_WAY = new Set(['de', 'en', 'in', 'a', 'd', 'um']);
/** A comparison's "than": the side compared with follows, which other readers read. */
const THAN = new Set('than que qu als di del della dei che'.split(' '));
/** Where one end's words stop and the other's begin. */
const SEPARATOR =
  /[,;:(–—]|\s(?:contre|against|versus|vs|frente|contro|gegenüber|while|whereas|mentre|tandis|mientras|enquanto)\s/u;
const SENTENCE_END = /[.!?。！？]\s|\n/gu;

/** The way the line's gap goes, 1 up or -1 down, read just after it; 0 where none or compared. */
function wayAfter(after: string): -1 | 0 | 1 {
  const words = (after.toLowerCase().match(WORD) ?? []).slice(0, 4);
  let at = 0;
  while (at < words.length && BEFORE_WAY.has(words[at] as string)) at++;
  const word = words[at] ?? '';
  const way = UP.has(word) ? 1 : DOWN.has(word) ? -1 : 0;
  const next = words.slice(at + 1, at + 3).filter((one) => !/^ch[eè]re?s?$/u.test(one))[0];
  return next !== undefined && THAN.has(next) ? 0 : way;
}

export function turnedGapSide(
  line: string,
  place: number,
  length: number,
  text: string,
  low: End,
  high: End,
  langs: readonly string[],
): boolean {
  if (place < 0) return false;
  const way = wayAfter(line.slice(place + length, place + length + 40));
  if (way === 0) return false;
  const all = ['en', ...langs];
  const content = (part: string) =>
    (part.toLowerCase().match(WORD) ?? []).filter(
      (word) => word.length >= 3 && !all.some((lang) => isStopWord(word, lang)),
    );
  const [a, b] = low.start < high.start ? [low, high] : [high, low];
  let from = 0;
  let to = text.length;
  for (const match of text.matchAll(SENTENCE_END)) {
    if (match.index < a.start) from = match.index + match[0].length;
    else if (match.index >= b.end) {
      to = match.index;
      break;
    }
  }
  const middle = text.slice(a.end, b.start);
  const cut = SEPARATOR.exec(middle);
  if (!cut) return false;
  const afterA = content(middle.slice(0, cut.index));
  const tail = text.slice(b.end, to);
  const tailCut = SEPARATOR.exec(tail);
  const head = text.slice(from, a.start).split(SEPARATOR).pop() ?? '';
  // The ends' words after each ("24,70 € dans la capitale, contre 17,30 € en petite couronne"),
  // or before each where the first has none after it ("Paris : 24,70 €, la banlieue : 17,30 €"),
  // the second's after it too ("€40, or €30 for students").
  const ofTail = content(tailCut ? tail.slice(0, tailCut.index) : tail);
  const [ofA, ofB] =
    afterA.length > 0
      ? [afterA, ofTail]
      : [content(head), [...content(middle.slice(cut.index + cut[0].length)), ...ofTail]];
  const mine = content(line.slice(0, place));
  const names = (words: readonly string[]) =>
    mine.some((word) => words.some((other) => sameWord(word, other)));
  const [onA, onB] = [names(ofA), names(ofB)];
  if (onA === onB) return false;
  const isLow = (onA ? a : b) === low;
  return isLow ? way > 0 : way < 0;
}
