/**
 * An ordinal in digits with a full stop, as Turkish, German, Czech, Polish, Hungarian and the Nordic
 * languages write it (issue 44, round forty-four): "serinin 7. maçında" of a source's "yedinci
 * maçında" (the seventh game). The figures' reader reads "7." as the count 7, which the source
 * writes only as an ordinal word (numbers/'s `ordinalAt`, from n2words' ordinals: the key "o7"),
 * so the line was stopped.
 *
 * Narrow: the dot comes right after the digits and a word in lower case follows, as the ordinal's
 * noun does and a sentence's next word never does ("won 7. The next" ends a sentence; German's
 * nouns in capitals are left to the dates' readers); and the source holds that ordinal.
 */
import type { Figure } from './figure-kinds.ts';

/** Whether the line's `figure` is an ordinal written "7." before its noun that `keys` hold. */
export function heldDottedOrdinal(
  figure: Figure,
  line: string,
  keys: ReadonlySet<string>,
): boolean {
  if (figure.kind !== 'count' || !/^\d{1,3}$/u.test(figure.text)) return false;
  if (!keys.has(`o${Number(figure.text)}`)) return false;
  return dottedOrdinals(line).has(figure.text);
}

const DOTTED_ORDINAL = /(?<![\p{N}.,])(\d{1,3})\.\s\p{Ll}/gu;
let read: { line: string; ordinals: Set<string> } | undefined;

/** The line's ordinals in digits ("7. maçında"), read once a line: each figure of a long line asks. */
function dottedOrdinals(line: string): Set<string> {
  if (read?.line !== line) {
    read = {
      line,
      ordinals: new Set([...line.matchAll(DOTTED_ORDINAL)].map((match) => match[1] ?? '')),
    };
  }
  return read.ordinals;
}
