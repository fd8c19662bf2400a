/**
 * What a child process (and every process that shares its pipes) writes to stdout and stderr, and
 * when all of it has been read. A process that writes a line and exits at once can be seen gone
 * (in /proc, or by its exit event) before this process has read that line: the pipe still holds
 * it until the event loop polls. Read the text after `closed` to have every byte.
 */
import type { ChildProcess } from 'node:child_process';

export interface ProcessOutput {
  /** Everything read so far from both pipes. */
  text(): string;
  /** Resolves once both pipes are closed: every process holding them is gone and all was read. */
  closed: Promise<void>;
}

export function collectOutput(child: ChildProcess): ProcessOutput {
  let text = '';
  const ends = [child.stdout, child.stderr].map((stream) => {
    if (!stream) return Promise.resolve();
    stream.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    return new Promise<void>((resolve) => stream.once('close', () => resolve()));
  });
  return { text: () => text, closed: Promise.all(ends).then(() => undefined) };
}
