/**
 * `npm run model` (fetch-model.ts, run as a process): the download from a host on
 * 127.0.0.1, what it says when it waits for another download into the folder, and the next steps
 * when the download fails. It runs built, as `npm run model` runs it (dist-server/fetch-model.js,
 * the build shared with the other tests that start the server): the sources under tsx cost seconds
 * more CPU at each start.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ModelHostFake, startModelHostFake } from '#fakes/model-host-fake.ts';
import { collectOutput } from '#test/process-output.ts';
import { ensureServerBuild } from '#test/server-build.ts';
import { tinyGgufBytes } from '#test/tiny-gguf.ts';
import { FETCH_MODEL_ENTRY } from '../../../../scripts/build-freshness.mjs';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const MODEL = tinyGgufBytes({ seed: 3 });
const SHA256 = createHash('sha256').update(MODEL).digest('hex');

let host: ModelHostFake;
let dir: string;

beforeAll(async () => {
  await ensureServerBuild();
  host = await startModelHostFake(MODEL);
  dir = await mkdtemp(join(tmpdir(), 'summary-fetch-model-'));
}, 120_000);

afterEach(() => host.reset());

afterAll(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});

/** Runs `npm run model`'s script with `env`; `whileRunning` acts on its output as it comes. */
async function fetchModel(dataDir: string, whileRunning?: (text: () => string) => Promise<void>) {
  const child = spawn(process.execPath, [FETCH_MODEL_ENTRY], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: undefined,
      EMBEDDED_MODEL: 'auto',
      EMBEDDED_MODEL_URL: host.fileUrl,
      EMBEDDED_MODEL_SHA256: SHA256,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  const code = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await whileRunning?.(output.text);
  const exitCode = await code;
  await output.closed;
  return { code: exitCode, output: output.text() };
}

describe('npm run model', { timeout: 60_000 }, () => {
  it('names the next steps when the download fails', async () => {
    host.setScenario('missing');
    const { code, output } = await fetchModel(join(dir, 'missing'));
    expect(code).toBe(1);
    expect(output).toMatch(/Could not fetch the model: .* it answered 404/);
    expect(output).toContain('`npm run model` where there is a network');
    expect(output).toContain('EMBEDDED_MODEL=/path/to/file.gguf');
    expect(output).toContain('EMBEDDED_MODEL=off');
  });

  it('waits, saying so, while another download into the folder runs, then finds its file', async () => {
    const models = join(dir, 'shared', 'models');
    await mkdir(models, { recursive: true });
    const lock = join(models, 'tiny-test.gguf.lock');
    // Another process (this test's own parent, alive) holds the folder.
    await writeFile(lock, JSON.stringify({ pid: process.ppid, host: hostname() }));
    const { code, output } = await fetchModel(join(dir, 'shared'), async (text) => {
      while (!/waiting for it/.test(text()))
        await new Promise((resolve) => setTimeout(resolve, 20));
      // The other download ends: its file is there, and its lock gone.
      await writeFile(join(models, 'tiny-test.gguf'), MODEL);
      await rm(lock);
    });
    expect(output).toMatch(
      new RegExp(
        `Another download into this folder is running \\(process ${process.ppid} on ${hostname()}\\): waiting for it`,
      ),
    );
    expect(code).toBe(0);
    expect(output).toMatch(/The model is ready, its SHA-256 checked: .*tiny-test\.gguf/);
    expect(host.gets()).toHaveLength(0);
  });
});
