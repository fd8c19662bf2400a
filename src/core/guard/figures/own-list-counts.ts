/**
 * A count the line itself spells out (issue 44, faithful lines still asked again): "en tres
 * comunidades: Andalucía, Extremadura y Castilla-La Mancha" counts the names it lists, as a
 * reader counts them, where the source lists them without a number. The count is held only when
 * the list stands right after it (its plural noun, a colon or dash, then names) and has exactly
 * that many items; each item is a capitalised name, which the names readers check against the
 * source. "cuatro comunidades" of the same three names is still a claim; a count with no list is held
 * only where the source lists as many (listed-counts.ts).
 */
import type { Figure } from './figure-kinds.ts';

/** Words that join a list's last item, in the languages whose capitals mark names. */
const LAST_JOINER =
  /,? (?:and|y|e|et|und|en|i|og|och|ja|ve|és|a|oraz|и|та|і|και|și|sau|ou|or|o|u)\s+(?=\p{Lu})/u;

/** An item: a capitalised word, then at most three more words, up to 40 characters. */
const ITEM = /^\p{Lu}[\p{L}\p{M}'’.-]*(?: [\p{L}\p{M}'’.-]+){0,3}$/u;

/** After the count: one or two lower-case words (its noun), a colon or dash, then the list. */
const HEAD = /[ \t]+\p{Ll}[\p{L}\p{M}-]*(?:[ \t]+\p{Ll}[\p{L}\p{M}-]*)?[ \t]*(?::|[–—])[ \t]*/uy;

/** The list's end: a sentence's end, a semicolon, a bracket, or the line's end. */
const LIST = /^[^.;!?()\n]{1,300}/u;

/** The single count a figure reads as, or undefined. */
function countOf(figure: Figure): number | undefined {
  if (figure.kind !== 'count' || figure.readings.length !== 1) return undefined;
  const keys = figure.readings[0] ?? [];
  const key = keys.length === 1 ? keys[0] : undefined;
  const value = key && /^n(\d+)$/.exec(key)?.[1];
  return value ? Number(value) : undefined;
}

/** Whether `figure` counts a list of names the line writes right after it, item for item. */
export function countsOwnList(figure: Figure, line: string): boolean {
  const count = countOf(figure);
  if (count === undefined || count < 2 || count > 12) return false;
  let from = 0;
  for (;;) {
    const at = line.indexOf(figure.text, from);
    if (at < 0) return false;
    from = at + 1;
    HEAD.lastIndex = at + figure.text.length;
    const head = HEAD.exec(line);
    if (!head) continue;
    const list = LIST.exec(line.slice(HEAD.lastIndex))?.[0]?.trim() ?? '';
    const joined = list.split(LAST_JOINER);
    if (joined.length !== 2) continue;
    const items = [...(joined[0] ?? '').split(/, /u), joined[1] ?? ''].map((item) => item.trim());
    if (items.length === count && items.every((item) => item.length <= 40 && ITEM.test(item))) {
      return true;
    }
  }
}
