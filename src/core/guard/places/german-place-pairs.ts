/**
 * A place paired with one the source names in a German line (round twenty-nine): "Ausfälle
 * zwischen Stuttgart und Frankfurt" of a post about the line Stuttgart–München. german-names.ts
 * reads a capital as a name only where German makes no compound of it, and "Frankfurt" is
 * "frank" and "Furt"; but the other half of "zwischen … und …", "von … nach …" or "von … bis …"
 * whose first half is a name of the source is a name of the same kind, and is new where the
 * source holds it in no form and it is no common German or English word as it stands
 * ("zwischen Stuttgart und Umgebung" pairs a place with a word). A city German's list holds
 * ("Berlin") is not read: a miss rather than a false stop.
 */
import type { NameSource } from '../names/claim-names.ts';
import { newToSource } from '../names/first-word-names.ts';
import { isCommonWord } from '../words/common-words.ts';

const WORD = String.raw`\p{Lu}[\p{Ll}\p{M}]+(?:-\p{Lu}[\p{Ll}\p{M}]+)*`;

/** "zwischen A und B", "von A nach B", "von A bis B", "ab A bis B". */
const PAIR = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(?:zwischen|von|ab)\s+(${WORD})\s+(?:und|nach|bis)\s+(${WORD})(?![\p{L}\p{M}])`,
  'gu',
);

/** A word as it stands is one of German's or English's common words. */
function common(word: string): boolean {
  return isCommonWord(word, 'de') || isCommonWord(word, 'en');
}

/** Whether `word` (each part of a hyphenated one) is the source's and no common word. */
function sourceName(word: string, source: NameSource): boolean {
  return word.split('-').every((part) => !common(part) && !newToSource(part, source));
}

/**
 * Whether some part of `word` is no common German word and not the source's in any form. English's
 * list is not asked: the frequency lists hold cities, and English's holds "Frankfurt".
 */
function newName(word: string, source: NameSource): boolean {
  return word.split('-').some((part) => !isCommonWord(part, 'de') && newToSource(part, source));
}

/** The places a German `line` pairs with one its source names that the source does not hold. */
export function unsupportedGermanPairPlaces(line: string, source: NameSource): string[] {
  const found: string[] = [];
  for (const [, first = '', second = ''] of line.matchAll(PAIR)) {
    for (const [known, other] of [
      [first, second],
      [second, first],
    ] as const) {
      if (sourceName(known, source) && newName(other, source) && !found.includes(other)) {
        found.push(other);
      }
    }
  }
  return found;
}
