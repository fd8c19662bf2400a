/**
 * A rank the source writes as an ordinal before its word, which a line writes as a number after
 * it (round fifty-one: "auf Platz 6" of "auf den 6. Platz", "Place 6" of "6th place"): the same
 * rank in the other frame. model-numbers.ts reads a number after a name as a model's, the
 * source's only where the source writes that number after the name; this gives it the numbers the
 * source writes as ordinals right before the name too. "auf Platz 5" of that post stays another
 * rank, and a number the source writes before the word as no ordinal ("7 Platz") gives none.
 */

/** What makes a number an ordinal in the languages the guard reads: "6.", "6th", "6:e", "6º", "6-е". */
const ORDINAL_END = String.raw`(?:\.|:[ae]|st|nd|rd|th|e|er|re|ème|ᵉ|º|ª|°|-(?:й|е|я|го|м|ое|ая|ий|ом))`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The numbers `text` writes as an ordinal right before `name` ("6" of "den 6. Platz"). */
export function ordinalsBefore(text: string, name: string): Set<string> {
  const numbers = new Set<string>();
  if (!text.toLowerCase().includes(name.toLowerCase())) return numbers;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}.,])(\\d{1,4})${ORDINAL_END}\\s+${escapeRegExp(name)}(?![\\p{L}\\p{M}\\p{N}])`,
    'giu',
  );
  for (const match of text.matchAll(pattern)) numbers.add(match[1] ?? '');
  return numbers;
}
