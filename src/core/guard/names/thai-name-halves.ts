/**
 * A Thai person's surname changed in a Thai line (round twenty-eight): "นางสาวพิมพ์ชนก ศรีสุข" of a
 * post naming "นางสาวพิมพ์ชนก วงศ์ทอง". Thai has no capitals, so the names reader does not see a
 * name there; but Thai writes a person with a title against the given name (นาย, นาง, นางสาว,
 * ดร.) and the surname after one space. A line that keeps the source's title and given name and
 * writes another surname names another person (name-pairs.ts reads the same of Latin names).
 */

/** A title, the given name written against it, one space, and the surname up to the next space. */
const TITLED_NAME = /(นางสาว|นาย|นาง|ดร\.)(\p{sc=Thai}{2,})\s(\p{sc=Thai}{2,})/gu;

/** The surnames a Thai `line` gives a person the Thai `source` names with another. */
export function changedThaiSurnames(line: string, source: { readonly text: string }): string[] {
  if (!line.includes(' ') || !/[นด]/u.test(line)) return [];
  const found: string[] = [];
  for (const [, title = '', given = '', surname = ''] of line.matchAll(TITLED_NAME)) {
    const theirs = [...source.text.matchAll(TITLED_NAME)]
      .filter((match) => match[1] === title && match[2] === given)
      .map((match) => match[3] as string);
    // The surname runs on into the next words where no space follows it: either may be longer.
    const same = (other: string) => other.startsWith(surname) || surname.startsWith(other);
    if (theirs.length === 0 || theirs.some(same) || source.text.includes(`${given} ${surname}`))
      continue;
    if (!found.includes(surname)) found.push(surname);
  }
  return found;
}
