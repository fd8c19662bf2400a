import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectOutput } from './process-output.ts';

/** Whether /proc shows the process ended (gone, or a zombie its parent has not reaped). */
function ended(pid: number): boolean {
  if (!existsSync(`/proc/${pid}`)) return true;
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
  } catch {
    return true;
  }
}

describe('collectOutput', () => {
  it('has the last line a process wrote as it exited once its pipes are closed, not before', async () => {
    const child = spawn(process.execPath, ['-e', 'process.stdout.write("stopped\\n")'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = collectOutput(child);
    // Seen gone without this process's event loop turning: the line is still in the pipe.
    while (!ended(child.pid ?? 0)) {
      // busy: no I/O is read meanwhile
    }
    expect(output.text()).toBe('');
    await output.closed;
    expect(output.text()).toBe('stopped\n');
  });
});
