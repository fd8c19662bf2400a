/**
 * Which browser-test spec files run on which stack (playwright.config.ts): each stack runs its files
 * one after another on one worker, so the run lasts as long as its longest lane. The files are dealt
 * longest first, each to the lane with the least time so far (the greedy way to balance, within a
 * file of the best), from the measured times in e2e/spec-seconds.json; a file not measured yet
 * counts as the mean of the measured ones.
 */

/** Each spec file's summed test time in seconds, by file name (`axe.spec.ts`). */
export type SpecSeconds = Readonly<Record<string, number>>;

/** The spec files of each lane, `lanes` of them, in a fixed order for the same input. */
export function specLanes(
  files: readonly string[],
  seconds: SpecSeconds,
  lanes: number,
): string[][] {
  if (!Number.isInteger(lanes) || lanes < 1)
    throw new Error(`lanes must be a whole number ≥ 1, not ${lanes}`);
  const known = files.map((file) => seconds[file]).filter((value) => value !== undefined);
  const fallback =
    known.length > 0 ? known.reduce((sum, value) => sum + value, 0) / known.length : 1;
  const cost = (file: string) => seconds[file] ?? fallback;
  // Ties broken by name, so every process that reads the config deals the same lanes.
  const ordered = [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b));
  const dealt = Array.from({ length: lanes }, () => ({ files: [] as string[], total: 0 }));
  for (const file of ordered) {
    const lightest = dealt.reduce((best, lane) => (lane.total < best.total ? lane : best));
    lightest.files.push(file);
    lightest.total += cost(file);
  }
  return dealt.map((lane) => lane.files);
}
