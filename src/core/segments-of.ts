/**
 * `Intl.Segmenter` in pieces. V8's segmenter slows down quadratically on a long string: every
 * segment of it costs in proportion to the whole string's length, so 20,000 characters of English
 * words took 0.55 s to walk, of Chinese 0.5 s, of graphemes 1.1 s (Node 20), and the guard walks a
 * pasted source's text several times. Fed in pieces of a few hundred characters, the same walk
 * takes a tenth of that and grows linearly.
 */

/** A piece is cut once it is this long, where a cut changes no segment (see `cutBefore`). */
const PIECE = 256;
/** Past this, a piece with no whitespace is cut after punctuation ("，", "。", "、"). */
const PUNCTUATED = 512;
/** Past this, a run of letters with neither (only a made-up text has one) is cut between two. */
const LONGEST = 1024;

const SPACE = /^\s$/u;
const PUNCTUATION = /^\p{P}$/u;
/** Code points a cut must never come before: marks, joiners, variation selectors. */
const ATTACHED = /^(?:\p{M}|\u200c|\u200d|[\ufe00-\ufe0f])/u;
/** The second half of a surrogate pair: a cut before it would split an astral character. */
const LOW_SURROGATE = /^[\udc00-\udfff]$/;

/**
 * Whether a piece may end before `at`: before a run of whitespace (no word or grapheme runs across
 * it), after punctuation once the piece is long, anywhere but inside a character or CR LF at last.
 */
function cutBefore(text: string, at: number, length: number): boolean {
  const after = text[at] ?? '';
  const before = text[at - 1] ?? '';
  if (ATTACHED.test(after) || LOW_SURROGATE.test(after)) return false;
  // Not inside a run of whitespace (the word segmenter keeps it one segment) unless it is long,
  // and never inside a CR LF.
  if (SPACE.test(after)) {
    if (before === '\r' && after === '\n') return false;
    return !SPACE.test(before) || length >= LONGEST;
  }
  if (length >= PUNCTUATED && PUNCTUATION.test(before) && !SPACE.test(before)) return true;
  return length >= LONGEST;
}

/**
 * The segments of `text`, as `segmenter.segment(text)` iterates them (each `index` in the whole
 * text, `input` the whole text), read piece by piece. Only an unpunctuated run of over a thousand
 * letters may be segmented otherwise at a piece's edge.
 */
export function* segmentsOf(segmenter: Intl.Segmenter, text: string): Generator<Intl.SegmentData> {
  if (text.length <= PIECE * 2) {
    yield* segmenter.segment(text);
    return;
  }
  let start = 0;
  let at = start + PIECE;
  while (start < text.length) {
    while (at < text.length && !cutBefore(text, at, at - start)) at += 1;
    const end = Math.min(at, text.length);
    for (const part of segmenter.segment(text.slice(start, end))) {
      yield { ...part, index: part.index + start, input: text };
    }
    start = end;
    at = start + PIECE;
  }
}
