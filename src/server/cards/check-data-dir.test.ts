/** DATA_DIR is checked at start: a folder that cannot be written stops the server with its name. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findFreePort } from '#test/redis-server.ts';
import { ensureServerBuild } from '#test/server-build.ts';
import { checkDataDir, DataDirError } from './check-data-dir.ts';

describe('checkDataDir', () => {
  it('creates a missing folder and leaves nothing behind in it', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'data-dir-')), 'nested', 'cards');
    checkDataDir(folder);
    expect(existsSync(folder)).toBe(true);
  });

  it('names DATA_DIR and the reason when the folder cannot be made', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'data-dir-')), 'a-file');
    writeFileSync(file, 'not a folder');
    expect(() => checkDataDir(join(file, 'cards'))).toThrow(DataDirError);
    expect(() => checkDataDir(join(file, 'cards'))).toThrow(
      new RegExp(`^DATA_DIR \\(${join(file, 'cards')}\\) cannot be written: ENOTDIR`),
    );
  });
});

describe('the built server with a DATA_DIR it cannot write', () => {
  it('stops at start with exit 1 and a message that names DATA_DIR', async () => {
    const entry = await ensureServerBuild();
    const port = await findFreePort();
    const child = spawn(process.execPath, [entry], {
      env: { ...process.env, PORT: String(port), DATA_DIR: '/dev/null/cards', REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('DATA_DIR (/dev/null/cards) cannot be written');
  }, 120_000);
});
