/**
 * A figure told of a country the source gives another's (issue 44, docs/decisions/012): "frost in
 * Vietnam, where the harvest fell about 11%" of a podcast's "Brazil … had a drought last year
 * followed by frost, and its harvest fell by about 11 percent. Vietnam, which mostly grows
 * robusta, also had a poor crop." Both countries and the figure are the source's, so no names or
 * figures reader stops the line; but the source's sentence with the figure is another country's.
 *
 * A line's sentence that names a country and holds an amount or a share of the source (no date,
 * count or time: a year or a day carries over to the sentences after it) is stopped
 * where every sentence of the source holding that figure names a country, none of them the line's,
 * and the line's sentence names none of theirs (a line that joins "Brazil's harvest fell 11%" and
 * "Vietnam also had a poor crop" keeps the source's country beside the figure). Read on a
 * post-sized source, whose figures' places are read (claim-source.ts).
 */
import { sentenceSpans } from '../../split-sentences.ts';
import type { ClaimSource } from '../claim-source.ts';
import { oncePer } from '../once-per-source.ts';
import { textCountryCodes } from '../places/text-country-codes.ts';
import { holds, type Placed } from './figure-ties.ts';

/** The kinds of figure a sentence holds as its own, not carried over from one before it. */
const OWN_KINDS = new Set(['money', 'percent']);
/** A capitalised word, a country's name or a word of one. */
const CAPITALISED = /(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}]*/gu;

/** A capitalised word right before another: the two are one name. */
const COMPOUND_BEFORE = /\p{Lu}[\p{L}\p{M}]*[ -]$/u;

/** The span of `text`'s sentence holding `at`. */
function sentenceAt(spans: ReadonlyArray<{ start: number; end: number }>, at: number) {
  return spans.find((span) => at >= span.start && at < span.end);
}

const spansOf = /* @__PURE__ */ oncePer((source: ClaimSource) =>
  sentenceSpans(source.text, source.langs[0]),
);

/** The line's words naming a country the source's sentences with its figure do not. */
export function figureCountries(
  line: string,
  placed: readonly Placed[],
  source: ClaimSource,
  sourcePlaced: readonly Placed[],
): string[] {
  const own = placed.filter((one) => OWN_KINDS.has(one.figure.kind));
  if (own.length === 0 || !source.checksNames) return [];
  const langs = ['en', ...source.langs];
  const lineSpans = sentenceSpans(line, source.langs[0]);
  // The source's sentences only once a line's sentence names a country: most name none, and a
  // long source's split costs more than the rest of this reader.
  const sourceSpans = () => spansOf(source);
  const found: string[] = [];
  for (const one of own) {
    const span = sentenceAt(lineSpans, one.start);
    if (!span) continue;
    const sentence = line.slice(span.start, span.end);
    const lineCodes = textCountryCodes(sentence, langs);
    if (lineCodes.size === 0) continue;
    const theirs = new Set<string>();
    let read = 0;
    let unnamed = false;
    for (const other of sourcePlaced) {
      if (!holds(one.figure, other.figure)) continue;
      const at = sentenceAt(sourceSpans(), other.start);
      const codes = at ? textCountryCodes(source.text.slice(at.start, at.end), langs) : undefined;
      // A sentence of the source with the figure and no country: the figure may be anyone's.
      if (!codes || codes.size === 0) unnamed = true;
      for (const code of codes ?? []) theirs.add(code);
      read += 1;
    }
    if (unnamed || read === 0 || [...lineCodes].some((code) => theirs.has(code))) continue;
    // The country nearest the figure is the one the line tells it of ("Nairobi" of the
    // guest's institute is not).
    let nearest: { word: string; distance: number } | undefined;
    for (const match of sentence.matchAll(CAPITALISED)) {
      // A word of a longer name ("North American", "Latin American") is no country's.
      const before = sentence.slice(0, match.index ?? 0);
      if (COMPOUND_BEFORE.test(before) || textCountryCodes(match[0], langs).size === 0) continue;
      const distance = Math.abs(span.start + (match.index ?? 0) - one.start);
      if (!nearest || distance < nearest.distance) nearest = { word: match[0], distance };
    }
    if (nearest) found.push(nearest.word);
  }
  return [...new Set(found)];
}
