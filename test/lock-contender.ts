/**
 * A process that takes a download lock when told to (for download-lock.test.ts): each message
 * `{ lockPath, logPath, holdMs }` makes it take the lock, write `in <pid>` to the log, hold it for
 * `holdMs`, write `out <pid>`, release it and answer `done`. Several of these, told at once, race
 * for one lock as replicas restarting together do.
 */
import { appendFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { withDownloadLock } from '#server/generation/model-file/index.ts';

interface Round {
  lockPath: string;
  logPath: string;
  holdMs: number;
}

process.on('message', (round: Round) => {
  withDownloadLock(
    round.lockPath,
    async () => {
      await appendFile(round.logPath, `in ${process.pid}\n`);
      await sleep(round.holdMs);
      await appendFile(round.logPath, `out ${process.pid}\n`);
    },
    { pollMs: 5 },
  ).then(
    () => process.send?.('done'),
    (error: Error) => process.send?.(`failed: ${error.message}`),
  );
});
// The parent's IPC channel keeps this process alive between rounds; it ends when the parent does.
process.on('disconnect', () => process.exit(0));
process.send?.('ready');
