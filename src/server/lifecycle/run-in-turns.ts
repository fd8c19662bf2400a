/**
 * Start-up warm-ups run as a list of small steps, each in a turn of the event loop of its own
 * (setImmediate): a request that arrives meanwhile is read between two steps instead of waiting
 * for the whole warm-up, and on two cores the model loading beside it is never held long.
 */

/** One step of a warm-up: what it builds, it builds now rather than in front of a visitor. */
export type WarmStep = () => unknown;

/**
 * Runs the steps one per turn, in order, each awaited when it returns a promise. A step that fails
 * costs the first visitor its time, never the server: the rest still run. Resolves once all ran.
 * Once `stopped()` says so no further step runs: a server shutting down warms nothing for nobody,
 * and a step holding the event loop would make a copy of the stop signal read as a second one.
 * The turns are held (not unref'd): an unref'd immediate does not wake an event loop waiting on
 * its sockets, so on an idle server each step waited for the next request or timer, and the
 * warm-up meant to come before the first card ran in front of it instead (7 s between two steps
 * of a server with nothing else to do). A pending step keeps a process up one step longer at most.
 */
export function runInTurns(
  steps: readonly WarmStep[],
  stopped: () => boolean = () => false,
): Promise<void> {
  return steps.reduce<Promise<void>>(
    (previous, step) =>
      previous.then(
        () =>
          new Promise<void>((resolve) => {
            setImmediate(() => {
              Promise.resolve()
                .then(() => (stopped() ? undefined : step()))
                .catch(() => {})
                .then(() => resolve());
            });
          }),
      ),
    Promise.resolve(),
  );
}
