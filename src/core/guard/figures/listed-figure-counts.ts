/**
 * A count of the figures a source lists after its noun and a colon (issue 44 item 4, h301): "Ada
 * empat kategori" of "Kategori yang dilombakan: 42,195 km, 21 km, 10 km dan 5 km", "three
 * distances" of "Distances: 5 km, 10 km and 21 km". listed-counts.ts counts no list of figures
 * ("42 shows across 18 countries, from $65" lists figures, not things a line counts), so the line's
 * count was stopped.
 *
 * Held only where the list stands after a colon, each item a figure with at most a unit's word
 * after it, two to twelve items joined by commas and the language's last joiner (Intl.ListFormat's
 * "and"), the line counts them with a bare count ("empat", "4") and the word right after the
 * line's figure stands within the three words before the colon ("kategori" of "Kategori yang
 * dilombakan:"). "lima kategori" of those four, and "empat hadiah" (prizes, no word of the list's),
 * stay stopped.
 */
import type { ClaimSource } from '../claim-source.ts';
import type { Figure } from './figure-kinds.ts';

/** An item: a number and at most one word (its unit) after it. */
const ITEM = /^\s*\p{N}[\p{N}.,\s]*(?:[\p{L}\p{M}/%€$£¥]+\.?)?\s*$/u;
/** The word right after a figure in the line. */
const WORD_AFTER = /^\s*([\p{L}\p{M}]+)/u;
const WORD = /[\p{L}\p{M}]+/gu;

const joiners = new Map<string, string[]>();

/** The words that join a list's last item in `lang` (Intl.ListFormat's "and"), and English's. */
function joinersOf(lang: string): string[] {
  const known = joiners.get(lang);
  if (known) return known;
  const words = new Set(['and']);
  try {
    const parts = new Intl.ListFormat(lang, { type: 'conjunction' }).formatToParts(['A', 'B', 'C']);
    const last = parts.filter((part) => part.type === 'literal').pop()?.value ?? '';
    for (const word of last.match(WORD) ?? []) words.add(word.toLowerCase());
  } catch {
    // A language Intl does not know joins with English's word only.
  }
  joiners.set(lang, [...words]);
  return [...words];
}

/** Two words one, but for their endings (five first letters), or the same short word. */
const alike = (a: string, b: string) =>
  a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));

/** Whether the line's bare count `figure` counts the figures a source lists after its noun. */
export function listedFigureCount(figure: Figure, line: string, source: ClaimSource): boolean {
  const value = /^nu?:?(\d+)$/.exec(figure.readings[0]?.[0] ?? '')?.[1];
  if (figure.kind !== 'count' || value === undefined) return false;
  const count = Number(value);
  if (count < 2 || count > 12) return false;
  const at = line.indexOf(figure.text);
  const noun = WORD_AFTER.exec(line.slice(at + figure.text.length))?.[1]?.toLowerCase();
  if (at < 0 || noun === undefined) return false;
  const join = joinersOf(source.langs[0] ?? 'en');
  for (const clause of source.text.split(/(?<=[.!?;])\s+|\n+/u)) {
    const colon = clause.indexOf(':');
    if (colon < 0) continue;
    const head = (clause.slice(0, colon).toLowerCase().match(WORD) ?? []).slice(-3);
    if (!head.some((word) => alike(word, noun))) continue;
    const list = clause.slice(colon + 1).replace(/[.!?;]+\s*$/u, '');
    const items = list.split(
      new RegExp(`,\\s+(?:(?:${join.join('|')})\\s+)?|\\s+(?:${join.join('|')})\\s+`, 'iu'),
    );
    if (items.length === count && items.every((item) => ITEM.test(item))) return true;
  }
  return false;
}
