/**
 * A choice turned round in Urdu or Hindi (issue 44, round forty-eight): "ٹرکوں کو موٹروے ایم ون کی
 * بجائے انڈس ہائی وے استعمال کرنے کی ہدایت" of a post's "انڈس ہائی وے کی بجائے موٹروے ایم ون". As
 * traded-alternatives.ts reads English "X instead of Y", but the marker is a postposition: "X کی
 * بجائے Y" (Hindi "X के बजाय Y") sets X aside and chooses Y, so what is set aside stands before
 * the marker and what is chosen after it. The line's pair is its nearest word on each side; the
 * source's, up to three content words on each side in the marker's clause. The line is stopped
 * where a source's pair holds its chosen word only on the set-aside side and its set-aside word
 * only on the chosen side, and no source pair has them the line's way round. The source's
 * language only, not a translation.
 */
import { hin, urd } from 'stopword';
import { oncePer } from '../once-per-source.ts';
import type { ClauseSource } from './negation-claims.ts';

interface Pair {
  aside: string[];
  chosen: string[];
}

/** The genitive before "instead" ("کی"/"کے", "की"/"के") and "instead" in its spellings. */
const GENITIVES = new Set(['کی', 'کے', 'की', 'के']);
const INSTEAD = new Set(['بجائے', 'بجاۓ', 'بجاے', 'बजाय', 'बजाए', 'बजाये']);
/** Words that start another clause: a side's words stop there. */
const COORDINATORS = new Set([
  'اور',
  'لیکن',
  'مگر',
  'یا',
  'جبکہ',
  'और',
  'लेकिन',
  'मगर',
  'या',
  'जबकि',
]);
/**
 * Urdu's case postpositions, which the `stopword` Urdu list leaves out (it has "کی" and "پر" but
 * not "کو", "سے", "نے", "میں", "کا"): no side is named by them.
 */
const URDU_POSTPOSITIONS = ['کو', 'سے', 'نے', 'میں', 'کا', 'تک', 'ہیں'];
const FUNCTION_WORDS = new Set([...urd, ...hin, ...URDU_POSTPOSITIONS]);
const SEGMENT_END = /[۔।!?؟\n]/u;
const TOKEN = /[\p{L}\p{M}\p{N}]+|[،,]/gu;
const MARKED = /(?:کی|کے|की|के)\s+(?:بجائے|بجاۓ|بجاے|बजाय|बजाए|बजाये)/u;
const WINDOW = 3;

const isContent = (word: string) => !FUNCTION_WORDS.has(word) && !GENITIVES.has(word);
const endsSide = (word: string) => word === '،' || word === ',' || COORDINATORS.has(word);

/** Up to `most` content words from `at` on, stepping `step`, within the clause. */
function sideWords(tokens: readonly string[], at: number, step: 1 | -1, most: number): string[] {
  const found: string[] = [];
  for (let index = at; index >= 0 && index < tokens.length && found.length < most; index += step) {
    const word = tokens[index] as string;
    if (endsSide(word)) break;
    if (isContent(word)) found.push(word);
  }
  return found;
}

function pairsOf(text: string, most: number): Pair[] {
  const pairs: Pair[] = [];
  for (const segment of text.split(SEGMENT_END)) {
    const tokens = segment.match(TOKEN) ?? [];
    for (let at = 0; at + 1 < tokens.length; at++) {
      if (!GENITIVES.has(tokens[at] as string) || !INSTEAD.has(tokens[at + 1] as string)) continue;
      const aside = sideWords(tokens, at - 1, -1, most);
      const chosen = sideWords(tokens, at + 2, 1, most);
      if (aside.length > 0 && chosen.length > 0) pairs.push({ aside, chosen });
    }
  }
  return pairs;
}

const sourcePairs = /* @__PURE__ */ oncePer((source: ClauseSource) => pairsOf(source.text, WINDOW));

/** The line's chosen words (as it writes them) whose sides the source gives the other way round. */
export function postposedAlternatives(line: string, source: ClauseSource): string[] {
  const lang = source.langs[0] ?? '';
  if (source.translated || (lang !== 'ur' && lang !== 'hi') || !MARKED.test(line)) return [];
  const theirs = sourcePairs(source);
  if (theirs.length === 0) return [];
  const claims: string[] = [];
  for (const { aside, chosen } of pairsOf(line, 1)) {
    const [kept, dropped] = [chosen[0] as string, aside[0] as string];
    const told = (pair: Pair) => pair.chosen.includes(kept) && pair.aside.includes(dropped);
    const crossed = (pair: Pair) =>
      pair.aside.includes(kept) &&
      !pair.chosen.includes(kept) &&
      pair.chosen.includes(dropped) &&
      !pair.aside.includes(dropped);
    if (!theirs.some(told) && theirs.some(crossed)) claims.push(kept);
  }
  return claims;
}
