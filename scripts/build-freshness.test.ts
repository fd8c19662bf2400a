import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBuildFresh, SERVER_BUILD_SOURCES } from './build-freshness.mjs';

let root: string;
const at = (path: string, seconds: number) => utimesSync(join(root, path), seconds, seconds);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'summary-freshness-'));
  mkdirSync(join(root, 'src/web/thread'), { recursive: true });
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'src/web/thread/panel.tsx'), 'x');
  writeFileSync(join(root, 'index.html'), 'x');
  writeFileSync(join(root, 'dist/index.html'), 'x');
  at('src/web/thread/panel.tsx', 1_000);
  at('index.html', 1_000);
  at('dist/index.html', 2_000);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('isBuildFresh', () => {
  it('is fresh when the build is newer than every source', () => {
    expect(isBuildFresh(root, join(root, 'dist/index.html'))).toBe(true);
  });

  it('is stale when a source deep in a folder changed after the build', () => {
    at('src/web/thread/panel.tsx', 3_000);
    expect(isBuildFresh(root, join(root, 'dist/index.html'))).toBe(false);
  });

  it('is stale when there is no build', () => {
    expect(isBuildFresh(root, join(root, 'dist/missing.html'))).toBe(false);
  });

  it('checks the server build against the server sources, not the web app', () => {
    mkdirSync(join(root, 'src/server/routes'), { recursive: true });
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(join(root, 'src/server/routes/ready.ts'), 'x');
    writeFileSync(join(root, 'dist-server/main.js'), 'x');
    at('src/server/routes/ready.ts', 1_000);
    at('dist-server/main.js', 2_000);
    const server = join(root, 'dist-server/main.js');
    expect(isBuildFresh(root, server, SERVER_BUILD_SOURCES)).toBe(true);
    // A web-only change leaves the server fresh; a server change makes it stale.
    at('src/web/thread/panel.tsx', 3_000);
    expect(isBuildFresh(root, server, SERVER_BUILD_SOURCES)).toBe(true);
    at('src/server/routes/ready.ts', 3_000);
    expect(isBuildFresh(root, server, SERVER_BUILD_SOURCES)).toBe(false);
  });
});
