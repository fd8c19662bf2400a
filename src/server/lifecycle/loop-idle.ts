/**
 * Waits for the main thread to be idle: a handed-off step (the embedded model's weights given to
 * the runtime) still has JavaScript of its own to run first (node-llama-cpp reads the file's
 * header and sizes the layers on the main thread before its threads load the weights), and
 * start-up warm-ups taken between its turns would hold it back by their length. Timers that fire
 * on time show the loop has nothing else to do.
 */
export interface LoopIdleOptions {
  /** Each timer's stretch, milliseconds. */
  stretchMs?: number;
  /** How late a timer may fire and still count as on time. */
  slackMs?: number;
  /** Stretches on time in a row that count as idle. */
  stretches?: number;
  /** Resolves after this long whatever the loop does: a busy server still warms up. */
  atMostMs?: number;
}

export async function loopIdle({
  stretchMs = 50,
  slackMs = 15,
  stretches = 2,
  atMostMs = 5_000,
}: LoopIdleOptions = {}): Promise<void> {
  const deadline = performance.now() + atMostMs;
  let onTime = 0;
  while (onTime < stretches && performance.now() < deadline) {
    const asked = performance.now();
    await new Promise((resolve) => setTimeout(resolve, stretchMs));
    onTime = performance.now() - asked - stretchMs <= slackMs ? onTime + 1 : 0;
  }
}
