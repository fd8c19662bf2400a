/**
 * A hyphened name whose first part is the source's and whose other part is not (issue 44, h288):
 * "Leipzig-Plagwitz" of the source's "Leipzig-Connewitz", "Berlin-Pankow" of "Berlin-Mitte". In a
 * language that capitalises its nouns (German) no capital tells the changed part as a name, and
 * the line's words around it are often its own ("Die Bäckerei Kühn in Leipzig-Plagwitz"), so no
 * frame of the source's words holds it either; the source's own compound is the evidence. A part
 * the source writes anywhere ("Connewitz" alone) is no new name.
 */

/** The letters a part and the source's share where one is the other inflected. */
const STEM = 4;

/** Two or more capitalised words joined by hyphens. */
const COMPOUND =
  /(?<![\p{L}\p{M}\p{N}-])\p{Lu}[\p{L}\p{M}]+(?:-\p{Lu}[\p{L}\p{M}]+)+(?![\p{L}\p{M}\p{N}-])/gu;

/** The line's hyphened names whose first part opens a different compound of the source's. */
export function compoundPartSwaps(line: string, source: { readonly text: string }): string[] {
  // The trigger first: a line without a capitalised hyphened word reads nothing of the source.
  if (!/\p{Lu}[\p{L}\p{M}]+-\p{Lu}/u.test(line)) return [];
  const text = source.text;
  const lower = text.toLowerCase();
  const found: string[] = [];
  let words: Set<string> | undefined;
  for (const [compound] of line.matchAll(COMPOUND)) {
    if (lower.includes(compound.toLowerCase())) continue;
    const [first, ...rest] = compound.split('-');
    const opens = new RegExp(
      `(?<![\\p{L}\\p{M}\\p{N}-])${first}-(\\p{Lu}[\\p{L}\\p{M}]+)`,
      'u',
    ).exec(text);
    if (!opens) continue;
    // "Backend-Entwicklerin" of "Backend-Entwickler*in": the source's part inflected, no new name.
    const theirs = (opens[1] as string).toLowerCase();
    const ours = (rest[0] as string).toLowerCase();
    if (ours.slice(0, STEM) === theirs.slice(0, STEM)) continue;
    // A part the source writes elsewhere is its word, not a new name.
    words ??= new Set(lower.match(/[\p{L}\p{M}]+/gu) ?? []);
    const held = words;
    if (rest.every((part) => held.has(part.toLowerCase()))) continue;
    found.push(compound);
  }
  return found;
}
