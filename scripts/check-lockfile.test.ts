import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'check-lockfile.mjs');
const folders: string[] = [];

/** A tiny project whose package.json asks for `dependencies` and whose lockfile records none. */
function project(dependencies: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lockfile-check-'));
  folders.push(dir);
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'probe', version: '1.0.0', dependencies }),
  );
  writeFileSync(
    join(dir, 'package-lock.json'),
    JSON.stringify({
      name: 'probe',
      version: '1.0.0',
      lockfileVersion: 3,
      requires: true,
      packages: { '': { name: 'probe', version: '1.0.0' } },
    }),
  );
  return dir;
}

const check = (dir: string) => spawnSync('node', [script, dir], { encoding: 'utf8' });

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('check-lockfile', () => {
  it('passes when the lockfile holds what package.json asks for', () => {
    const result = check(project({}));
    expect(result.stdout).toContain('in sync');
    expect(result.status).toBe(0);
  });

  it('fails, naming the missing package, when package.json asks for more than the lockfile holds', () => {
    const result = check(project({ 'is-number': '^7.0.0' }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('is-number');
    expect(result.stderr).toContain('npm run lockfile:complete');
  });
});
