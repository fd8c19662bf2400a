/**
 * A small memo for the rules that read one text at a time (the reporting clause, the banned
 * words, the link finder, X's weighted length): a thread's lines come back with every new take,
 * every repeated request and every step of the shaping, and the rules' large patterns cost more
 * than a lookup. Bounded; the oldest text goes first. What it answers must not be changed.
 */

/** Lines remembered per rule; a line is at most a few hundred characters. */
const LINES = 2_000;

export function rememberLines<R>(rule: (line: string) => R): (line: string) => R {
  const known = new Map<string, R>();
  return (line) => {
    if (typeof line !== 'string') return rule(line);
    let shaped = known.get(line);
    if (shaped === undefined) {
      shaped = rule(line);
      if (known.size >= LINES) known.delete(known.keys().next().value as string);
      known.set(line, shaped);
    }
    return shaped;
  };
}
