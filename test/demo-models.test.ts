/**
 * Issue 40 item 6: `npm run demo` (test/serve-with-fakes.ts --free-ports) says at start who writes
 * the cards: its own fake model, named so its cards carry the "Written by …" note, or the model the
 * person running it names (EMBEDDED_MODEL, OLLAMA_HOST), which it honours.
 *
 * Each demo runs in this process (test/demo-server.ts, what the script starts), not as a process
 * of its own: what it says and serves is the point here, and a demo's process under tsx costs
 * about 9 s of CPU to start, most of it loading modules this process already holds (the script's
 * own start is test/demo-ports.test.ts's and the browser tests'). The last runs from a folder of
 * its own, its ./data being the point.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HealthResponse, SummaryResponse } from '#core/index.ts';
import type { FakeServer } from '#fakes/fake-server.ts';
import { startModelHostFake } from '#fakes/model-host-fake.ts';
import { OLLAMA_FAKE_MODELS, startOllamaFake } from '#fakes/ollama-fake.ts';
import { TINY_MODEL_NAME, tinyGgufBytes } from '#test/tiny-gguf.ts';
import { startDemo } from './demo-server.ts';
import { DEMO_FAKE_MODEL } from './demo-text-generation.ts';
import { postJson } from './post-json.ts';

/** What a started demo printed, and how to stop it. */
interface Demo {
  output: { text(): string };
  stop(): Promise<void>;
}

const demos: Demo[] = [];
let ollama: FakeServer;

beforeAll(async () => {
  ollama = await startOllamaFake();
});

afterEach(async () => {
  for (const demo of demos.splice(0)) await demo.stop();
});

afterAll(() => ollama.close());

/** This process's environment without the model variables (and PORT) it may hold itself. */
function inheritedEnv(): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        ![
          'PORT',
          'EMBEDDED_MODEL',
          'OLLAMA_HOST',
          'LLM_BASE_URL',
          'HF_TOKEN',
          'LLM_PROTOCOL',
        ].includes(name),
    ),
  );
}

/** Starts a demo in this process with `env` (none of this process's model variables). */
async function startDemoHere(env: Record<string, string>): Promise<{ url: string; demo: Demo }> {
  const lines: string[] = [];
  const started = await startDemo({
    freePorts: true,
    // Its log lines are not what these tests read (they would only fill the test's output).
    env: { ...inheritedEnv(), LOG_LEVEL: 'silent', STATIC_DIR: 'dist-missing', PORT: '0', ...env },
    print: (line) => lines.push(line),
  });
  let stopped: Promise<void> | undefined;
  const demo = {
    output: { text: () => lines.join('\n') },
    stop: () => {
      stopped ??= started.close();
      return stopped;
    },
  };
  demos.push(demo);
  return { url: started.url, demo };
}

async function textGeneration(url: string) {
  return ((await (await fetch(`${url}/api/health`)).json()) as HealthResponse).textGeneration;
}

const PASTED = {
  text: 'The river path reopens on Monday after the flood repairs, with new lights and benches.',
  mode: 'normal',
};

describe('npm run demo and the model that writes', { timeout: 60_000 }, () => {
  it('says it writes with its own fake model, named so its cards say who wrote them', async () => {
    const { url, demo } = await startDemoHere({});
    expect(demo.output.text()).toContain(
      `Cards and threads are written by ${DEMO_FAKE_MODEL} (it answers from the post's own words); set EMBEDDED_MODEL or OLLAMA_HOST to try a real one.`,
    );
    expect(await textGeneration(url)).toEqual({ provider: 'openai', model: DEMO_FAKE_MODEL });
    const card = await postJson<SummaryResponse>(`${url}/api/summary`, PASTED);
    expect(card.body.writer).toBeUndefined();
  });

  it('honours OLLAMA_HOST', async () => {
    const { url, demo } = await startDemoHere({ OLLAMA_HOST: ollama.url });
    expect(demo.output.text()).toContain(
      `Cards and threads are written by Ollama at ${ollama.url} (OLLAMA_HOST).`,
    );
    const card = await postJson<SummaryResponse>(`${url}/api/summary`, PASTED);
    expect(card.body.writer).toBeUndefined();
    expect(await textGeneration(url)).toMatchObject({
      provider: 'ollama',
      model: OLLAMA_FAKE_MODELS[0],
    });
  });

  it('honours EMBEDDED_MODEL=off: the rules writer alone', async () => {
    const { url, demo } = await startDemoHere({ EMBEDDED_MODEL: 'off' });
    expect(demo.output.text()).toContain(
      'Cards and threads are written by the rules writer alone (EMBEDDED_MODEL=off).',
    );
    expect(await textGeneration(url)).toEqual({ provider: 'local' });
    const card = await postJson<SummaryResponse>(`${url}/api/summary`, PASTED);
    expect(card.body.writer).toBe('rules');
  });

  it('honours EMBEDDED_MODEL naming a file, and starts loading it', async () => {
    const { url, demo } = await startDemoHere({ EMBEDDED_MODEL: '/nowhere/model.gguf' });
    expect(demo.output.text()).toContain(
      'Cards and threads are written by the embedded model (EMBEDDED_MODEL=/nowhere/model.gguf); the rules writer answers until it is ready.',
    );
    await expect
      .poll(async () => textGeneration(url), { timeout: 30_000 })
      .toMatchObject({ provider: 'embedded', state: 'failed', reason: 'the file is missing' });
  });

  it('honours EMBEDDED_MODEL=auto with the model npm start keeps in ./data/models, fetching nothing again', async () => {
    const model = tinyGgufBytes({ seed: 11 });
    const host = await startModelHostFake(model);
    const cwd = await mkdtemp(join(tmpdir(), 'summary-demo-cwd-'));
    const home = process.cwd();
    try {
      // What `npm run model` (or an earlier `npm start`) left in the default DATA_DIR.
      await mkdir(join(cwd, 'data/models'), { recursive: true });
      await writeFile(join(cwd, 'data/models/tiny-test.gguf'), model);
      // The demo run from that folder: its ./data is the folder's (until it stops, below).
      process.chdir(cwd);
      const { url, demo } = await startDemoHere({
        EMBEDDED_MODEL: 'auto',
        EMBEDDED_MODEL_URL: host.fileUrl,
        EMBEDDED_MODEL_SHA256: createHash('sha256').update(model).digest('hex'),
        EMBEDDED_MODEL_THREADS: '1',
        EMBEDDED_MODEL_CONTEXT: '1024',
        EMBEDDED_MODEL_GPU: 'off',
      });
      expect(demo.output.text()).toContain(
        'Cards and threads are written by the embedded model (EMBEDDED_MODEL=auto, downloaded into DATA_DIR/models); the rules writer answers until it is ready.',
      );
      await expect
        .poll(async () => (await textGeneration(url)).state, { timeout: 50_000 })
        .toBe('ready');
      expect(await textGeneration(url)).toMatchObject({ model: TINY_MODEL_NAME });
      // The file there was used: nothing was asked of the host, not even its length.
      expect(host.calls).toHaveLength(0);
      // The demo's cards still go to a folder of its own, not the real server's.
      expect(readdirSync(join(cwd, 'data')).sort()).toEqual(['models']);
      expect(existsSync(join(cwd, 'data/models/tiny-test.gguf'))).toBe(true);
      await demo.stop();
    } finally {
      process.chdir(home);
      await host.close();
      await rm(cwd, { recursive: true, force: true });
    }
  });
});
