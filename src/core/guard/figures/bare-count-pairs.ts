/**
 * Two bare counts of one sentence a line tells the gap of (issue 44 item 4, docs/decisions/012):
 * "इस बार 600 छात्र ज़्यादा" of "8,200 नए छात्र आए, पिछले साल 7,600 थे". The source writes no noun
 * after either figure (an adjective, a verb), so derived-figures.ts cannot tie them by their words;
 * but a sentence of two counts and nothing else, read by a line that says one is more or less than
 * the other (gap-words.ts), compares them. Three figures, or one with its own noun, stay untied.
 */
import { saysGap } from './gap-words.ts';

/** A source's value as derived-figures.ts reads it: its kind and unit, and its noun if any. */
interface Counted {
  readonly prefix: string;
  readonly value: number;
  readonly start: number;
  readonly noun?: string | undefined;
}

/** The sentence's two bare counts, the smaller first, when the line says a gap between them. */
export function barePair<T extends Counted>(
  values: readonly T[],
  line: string,
  langs: readonly string[],
): [T, T] | undefined {
  const [a, b] = values;
  if (values.length !== 2 || !a || !b || a.start === b.start || a.value === b.value)
    return undefined;
  if (a.prefix !== 'n' || b.prefix !== 'n' || a.noun !== undefined || b.noun !== undefined)
    return undefined;
  if (!saysGap(line, langs)) return undefined;
  return a.value < b.value ? [a, b] : [b, a];
}
