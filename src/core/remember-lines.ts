/**
 * A small memo for the rules that read one text at a time (the reporting clause, the banned
 * words, the link finder, X's weighted length): a thread's lines come back with every new take,
 * every repeated request and every step of the shaping, and the rules' large patterns cost more
 * than a lookup. Bounded in count and in size; the oldest text goes first. What it answers must
 * not be changed.
 */

/** Lines remembered per rule. */
const LINES = 2_000;
/**
 * Only lines up to this long are remembered: card lines and posts are a few hundred characters,
 * while a whole 20,000-character text, remembered 2,000 times over four rules, held 41-97 MB.
 * A long text is read again each time; the rules are linear, so that costs little against its
 * generation. So a rule's memo holds at most 2,000 × 2,000 UTF-16 units (8 MB).
 */
export const MAX_REMEMBERED_CHARS = 2_000;

export function rememberLines<R>(rule: (line: string) => R): (line: string) => R {
  const known = new Map<string, R>();
  return (line) => {
    if (typeof line !== 'string' || line.length > MAX_REMEMBERED_CHARS) return rule(line);
    let shaped = known.get(line);
    if (shaped === undefined) {
      shaped = rule(line);
      if (known.size >= LINES) known.delete(known.keys().next().value as string);
      // A copy: a line sliced out of a long text would otherwise keep the whole text alive.
      known.set(copyOf(line), shaped);
    }
    return shaped;
  };
}

/** A string of its own, not a view into a larger one (V8 keeps slices' parents alive). */
function copyOf(text: string): string {
  return ` ${text}`.slice(1);
}
