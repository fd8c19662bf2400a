/**
 * The count two a faithful summary writes for the source's "both" (h273, faithful lines stopped at
 * the figure check): "The 2 teams each scored" of "Both teams scored", "Los 2 equipos" of "Ambos
 * equipos", "Dwie drużyny" of "Obie drużyny", "Два клуба" of "Оба клуба", "두 팀" of "양 팀". A
 * reader counts "both" as two; no "2" is written. Held only for the count two, and only where the
 * word the line counts (right after its figure) is the noun the source's "both" stands before, so
 * "3 teams", or "2 suspects" of "both teams", are still claims.
 *
 * No library writes "both" (CLDR and Intl have no such word); the short list below is each
 * language's common form, case and gender. Words that are also another number are left out:
 * Indonesian "kedua" is also "second", and French "les deux", Vietnamese "cả hai", Turkish "her
 * iki" write their two already.
 */
import type { ClaimSource } from '../claim-source.ts';
import { oncePer } from '../once-per-source.ts';
import type { Figure } from './figure-kinds.ts';

/** "Both" as a word before its noun, in the languages posts are written in. */
const BOTH_WORDS = [
  'both',
  'ambos',
  'ambas',
  'entrambi',
  'entrambe',
  'ambedue',
  'beide',
  'beiden',
  'beider',
  'båda',
  'bägge',
  'begge',
  'oba',
  'obaj',
  'obie',
  'obu',
  'obydwa',
  'obydwie',
  'obě',
  'obe',
  'obje',
  'оба',
  'обе',
  'обоих',
  'обеих',
  'обидва',
  'обидві',
  'ambele',
  'ambii',
  'mindkét',
  'molemmat',
  'molempien',
  'दोनों',
  '양',
].join('|');

/** A determiner between "both" and its noun ("both the teams", "entrambe le squadre"). */
const DETERMINER = String.raw`(?:(?:of|the|his|her|their|its|le|les|la|los|las|gli|i|die|der|den|de|het|os|as)\s+)*`;

/** "Both" and its noun: the noun is the first word after it and any determiners. */
const BOTH = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(?:${BOTH_WORDS})\s+${DETERMINER}([\p{L}\p{M}]+)`,
  'giu',
);

/** Japanese and Chinese write "both" glued before its noun ("両チーム", "两队"). */
const GLUED_BOTH = /[両兩两]([\p{L}\p{M}]+)/gu;

/** The first word of a text, the counted noun after a line's figure. */
const FIRST_WORD = /^\s*([\p{L}\p{M}]+)/u;

/**
 * Korean's and Thai's native "two" before a counted noun ("두 팀"): the line's figure is read from
 * it as the digit "2" (word-number-figures.ts), which the line does not write.
 */
const TWO_WORD_BEFORE = /(?:^|[^\p{L}\p{M}])(?:두|둘|สอง)\s*([\p{L}\p{M}]+)/gu;

/**
 * Whether the figure is a count that reads as two: "Las 2 empresas" is also read as two o'clock
 * ("a las 2"), its count reading still the two of "ambas empresas".
 */
const isTwo = (figure: Figure) =>
  figure.kind === 'count' &&
  figure.readings.some((reading) => reading.length === 1 && reading[0] === 'n2');

/** The nouns the source's "both" stands before, lower-cased; read once a source. */
const bothNouns = /* @__PURE__ */ oncePer((source: ClaimSource): string[] => {
  const nouns: string[] = [];
  for (const match of source.text.matchAll(BOTH)) nouns.push((match[1] ?? '').toLowerCase());
  if (/[両兩两]/u.test(source.text))
    for (const match of source.text.matchAll(GLUED_BOTH)) nouns.push(match[1] ?? '');
  return nouns;
});

/**
 * Whether two words are one noun in two forms: they begin alike for four letters, or for the whole
 * of the longer where it is shorter ("teams" and "team", "팀" and "팀"; not "s" and "sides").
 */
function sameNoun(a: string, b: string): boolean {
  const need = Math.min(4, Math.max(a.length, b.length));
  return a.length >= need && b.length >= need && a.slice(0, need) === b.slice(0, need);
}

/** Whether the line's count two ("2 teams") counts the source's "both" of the same noun. */
export function bothCount(figure: Figure, line: string, source: ClaimSource): boolean {
  if (!isTwo(figure)) return false;
  const nouns = bothNouns(source);
  if (nouns.length === 0) return false;
  const at = line.indexOf(figure.text);
  const counted =
    at < 0
      ? [...line.matchAll(TWO_WORD_BEFORE)].map((match) => match[1] ?? '')
      : [FIRST_WORD.exec(line.slice(at + figure.text.length))?.[1]?.toLowerCase() ?? ''];
  return counted.some((word) => word !== '' && nouns.some((noun) => sameNoun(noun, word)));
}
