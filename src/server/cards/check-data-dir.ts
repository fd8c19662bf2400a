/**
 * DATA_DIR checked once at start: a folder the embedded card store cannot write would otherwise be
 * found out on every request ("card store write failed") while the instance says it is ready and
 * every card silently loses its link.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Raised when DATA_DIR cannot hold the card store; its message names the folder and the reason. */
export class DataDirError extends Error {}

/** Creates DATA_DIR when missing and writes (then removes) a file in it, or throws DataDirError. */
export function checkDataDir(dataDir: string): void {
  const folder = resolve(dataDir);
  const probe = join(folder, `.write-check-${process.pid}`);
  try {
    mkdirSync(folder, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new DataDirError(
      `DATA_DIR (${folder}) cannot be written: ${code ?? message}. Set DATA_DIR to a folder this ` +
        'user can create and write, or set REDIS_URL to keep cards in Redis.',
    );
  }
}
