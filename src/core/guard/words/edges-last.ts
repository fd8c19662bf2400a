/**
 * A regex's test of a long text with its word edges tried last (issue 44 item 7). Under the `iu`
 * flags V8 reads `\b` and a lookaround of letters at every position of the text: "\bunchanged\b|…"
 * takes about 2 ms over a 20,000-character source and the "of which" connectives' regex about
 * 6 ms, against 0.05 ms for the same alternatives without their edges. So the regex without its
 * edges is tried first, and the whole one only where that matches. Taking a zero-width assertion
 * out only widens what a regex matches: where the edgeless one finds nothing the whole one finds
 * nothing either, and the answer is always the whole regex's.
 */

/**
 * One piece of a regex's source: an escape, a character class (whose `\b` is a backspace and is
 * kept), a lookaround of letters alone, or one character.
 */
const PIECE = /\\.|\[(?:\\.|[^\]\\])*\]|\(\?<?[!=](?:\\p\{L\}|\[\\p\{L\}\])\)|./gsu;
/** The edges taken out: a word boundary and a lookaround of letters, before or after. */
const EDGE = /^(?:\\b|\(\?<?[!=](?:\\p\{L\}|\[\\p\{L\}\])\))$/u;

/** A test of `regex` that tries it without its word edges first; `regex` has no `g` nor `y`. */
export function edgesLast(regex: RegExp): (text: string) => boolean {
  const pieces = regex.source.match(PIECE) ?? [];
  const edgeless = pieces.filter((piece) => !EDGE.test(piece)).join('');
  if (edgeless.length === regex.source.length) return (text) => regex.test(text);
  const first = new RegExp(edgeless, regex.flags);
  return (text) => first.test(text) && regex.test(text);
}
