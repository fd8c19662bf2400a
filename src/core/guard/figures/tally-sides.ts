/**
 * A vote's other side told beside its first (issue 44 item 4, precision): "rejected by 5 votes to
 * 4", "rejected 5-4" of "Of the 9 board members, 5 voted against the plan"; "mit 14 zu 6 Stimmen"
 * of "Von den 20 Abgeordneten stimmten 14 dafür". The source gives a whole and a part; the line
 * gives the part and the rest as one tally, so the rest (4) is no figure of the source's.
 * derived-figures.ts reads a complement told alone ("4 members backed it"), but not one told
 * beside the part in the part's own words ("votes"), which a complement said alone must not use.
 *
 * Held only where the line joins the source's part A and the rest B as a pair (a dash, or a few
 * words with no clause's end: "5 votes to 4"), B first or last, and one sentence of the source
 * writes A and its whole A + B, marked as the whole ("of the 9", "von den 20", "sur 11"): "by 5
 * votes to 3" of 9 members is still stopped, as is a pair whose sum the source gives no whole.
 */
import type { ClaimSource } from '../claim-source.ts';
import type { Figure } from './figure-kinds.ts';

/** A plain count's value, as its first reading tells it ("n5"). */
const countOf = (figure: Figure) => {
  const key = figure.readings[0]?.length === 1 ? figure.readings[0][0] : undefined;
  const match = /^n(\d+)$/.exec(key ?? '');
  return match ? Number(match[1]) : undefined;
};
/** A score's two sides ("s:5-4"). */
const SCORE = /^s:(\d+)-(\d+)$/;
/** What may join a tally's two sides: a few words, no clause's end. */
const JOIN = /^[^\d.,;:!?()]{1,24}$/u;
/** A whole's mark before it: "of (the)", "out of", "sur (les)", "von (den)", "de (los)", "z", "из". */
const WHOLE_BEFORE =
  /(?:^|[^\p{L}])(?:of|out of|among|sur|parmi|von|unter|de|entre|dos|das|di|dei|degli|delle|su|van|z|spośród|из)(?:\s+(?:the|les|den|die|los|las|i|gli|le|os|as|de))?\s+$/iu;
/** A sentence's end between two of the source's figures. */
const SENTENCE_END = /[.!?。！？;]\s|\n/u;

/** Where `text` stands in `line` as a whole figure (not the "4" of "40"), or -1. */
function placeOf(line: string, text: string): number {
  let at = line.indexOf(text);
  while (at >= 0 && (/\d/.test(line[at - 1] ?? '') || /\d/.test(line[at + text.length] ?? ''))) {
    at = line.indexOf(text, at + 1);
  }
  return at;
}

/** The line's tally pairs a figure is a side of: [the source's part, the rest]. */
function talliesOf(
  figure: Figure,
  line: string,
  figures: readonly Figure[],
): Array<[number, number]> {
  const score = SCORE.exec(figure.readings[0]?.[0] ?? '');
  if (score && figure.readings.length === 1) {
    const [a, b] = [Number(score[1]), Number(score[2])];
    return [
      [a, b],
      [b, a],
    ];
  }
  const rest = countOf(figure);
  const at = placeOf(line, figure.text);
  if (rest === undefined || at < 0) return [];
  const pairs: Array<[number, number]> = [];
  for (const other of figures) {
    const part = other === figure ? undefined : countOf(other);
    const from = placeOf(line, other.text);
    if (part === undefined || from < 0) continue;
    const between =
      from < at
        ? line.slice(from + other.text.length, at)
        : line.slice(at + figure.text.length, from);
    if (JOIN.test(between)) pairs.push([part, rest]);
  }
  return pairs;
}

/** Whether the source gives the line's `figure` as the rest of a whole beside its part. */
export function heldTallySide(
  figure: Figure,
  line: string,
  figures: readonly Figure[],
  source: ClaimSource,
): boolean {
  const tallies = talliesOf(figure, line, figures);
  if (tallies.length === 0) return false;
  const placed = source.placed?.() ?? [];
  const text = source.text;
  return tallies.some(([part, rest]) => {
    if (part <= 0 || rest <= 0) return false;
    const parts = placed.filter((one) => countOf(one.figure) === part);
    const wholes = placed.filter(
      (one) =>
        countOf(one.figure) === part + rest &&
        WHOLE_BEFORE.test(text.slice(Math.max(0, one.start - 16), one.start)),
    );
    return parts.some((a) =>
      wholes.some((whole) => {
        const [first, last] = a.start < whole.start ? [a, whole] : [whole, a];
        return !SENTENCE_END.test(text.slice(first.start, last.start));
      }),
    );
  });
}
