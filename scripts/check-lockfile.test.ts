import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { entriesWithoutIntegrity, packageNameOf, withMetadata } from './lockfile-entries.mjs';

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

  it('fails, naming the entry, when a lockfile entry carries no integrity (without asking the registry)', () => {
    const dir = project({ 'is-number': '^7.0.0' });
    writeFileSync(
      join(dir, 'package-lock.json'),
      JSON.stringify({
        name: 'probe',
        version: '1.0.0',
        lockfileVersion: 3,
        requires: true,
        packages: {
          '': { name: 'probe', version: '1.0.0', dependencies: { 'is-number': '^7.0.0' } },
          'node_modules/is-number': { version: '7.0.0', optional: true },
        },
      }),
    );
    const result = check(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('without integrity');
    expect(result.stderr).toContain('node_modules/is-number');
    expect(result.stderr).toContain('npm run lockfile:complete');
  });
});

describe('lockfile entries', () => {
  it('fill integrity, os, cpu and libc from the registry metadata of their version', () => {
    const entry = { version: '2.6.8', dev: true, optional: true };
    expect(
      withMetadata(entry, {
        'dist.integrity': 'sha512-abc',
        os: 'darwin',
        cpu: ['arm64'],
      }),
    ).toEqual({ ...entry, integrity: 'sha512-abc', os: ['darwin'], cpu: ['arm64'] });
  });

  it('find entries without integrity, but not the root or links, and name their packages', () => {
    const lock = {
      packages: {
        '': { name: 'probe' },
        'node_modules/a': { version: '1.0.0', integrity: 'sha512-x' },
        'node_modules/@b/c': { version: '1.0.0' },
        'node_modules/a/node_modules/d': { version: '1.0.0' },
        'node_modules/e': { link: true, resolved: 'packages/e' },
      },
    };
    expect(entriesWithoutIntegrity(lock)).toEqual([
      'node_modules/@b/c',
      'node_modules/a/node_modules/d',
    ]);
    expect(packageNameOf('node_modules/a/node_modules/@b/c')).toBe('@b/c');
  });

  it('the project lockfile has an integrity for every entry', () => {
    const lock = JSON.parse(
      readFileSync(join(import.meta.dirname, '../package-lock.json'), 'utf8'),
    );
    expect(entriesWithoutIntegrity(lock)).toEqual([]);
  });
});
