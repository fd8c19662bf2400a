/**
 * One line of a generated word module (common-words.data.ts, uncased-words.data.ts,
 * han-lexicon.data.ts): each holds one list a line, its name, a space, then its words with a space
 * between them. Read by name, so a list is split only when a reader first needs it.
 */

/** The words of the line named `name` in a generated module's `data`, or undefined without one. */
export function dataLine(data: string, name: string): string | undefined {
  const start = data.indexOf(`\n${name} `);
  if (start < 0) return undefined;
  const end = data.indexOf('\n', start + 1);
  return data.slice(start + name.length + 2, end < 0 ? undefined : end);
}
