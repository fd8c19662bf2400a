/**
 * A Korean name given another surname (issue 44, round twenty-eight): "최지은 사장님" of the
 * source's "김지은 사장은". A Korean name is most often three syllables, the surname the first; a
 * line that keeps the source's given name and the title after it, with another first syllable, put
 * another person in the source's place. Hangul has no capitals to tell a name, so the title the
 * source writes after it (its first two syllables: "사장", "감독", "선수") is the frame, and the
 * line's name must be nowhere in the source.
 */

/** A Hangul word and the Hangul word after it, spaces alone between them. */
const NAME_AND_NEXT =
  /(?<![\p{Script=Hangul}])([\p{Script=Hangul}]{3,})\s+([\p{Script=Hangul}]{2,})/gu;

/** The line's three-syllable names that are the source's with another surname. */
export function changedKoreanSurnames(line: string, text: string): string[] {
  const framed = new Map<string, Set<string>>();
  for (const [, word = '', next = ''] of text.matchAll(NAME_AND_NEXT)) {
    const given = word.slice(1, 3);
    const titles = framed.get(given) ?? new Set<string>();
    titles.add(next.slice(0, 2));
    framed.set(given, titles);
  }
  const found: string[] = [];
  for (const [, word = '', next = ''] of line.matchAll(NAME_AND_NEXT)) {
    const name = word.slice(0, 3);
    if (text.includes(name) || !framed.get(name.slice(1))?.has(next.slice(0, 2))) continue;
    found.push(name);
  }
  return found;
}
