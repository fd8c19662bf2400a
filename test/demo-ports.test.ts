/**
 * Issue 12 item 8: `npm run demo` (test/serve-with-fakes.ts --free-ports) once bound its fakes to
 * the fixed ports 4301-4307 (4309 since), so a second demo failed with EADDRINUSE.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_POSTS } from '#fakes/sample-posts.ts';
import { FakePortInUseError, startAllFakes } from '#fakes/start-all-fakes.ts';
import { findFreePort } from '#test/redis-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

interface Demo {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startDemo(env: Record<string, string> = {}): Demo {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/serve-with-fakes.ts', '--free-ports'],
    {
      cwd: root,
      // No PORT unless the test gives one: the demo then picks its own.
      env: { ...withoutPort(process.env), LOG_LEVEL: 'silent', STATIC_DIR: 'dist-missing', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

function withoutPort(env: NodeJS.ProcessEnv): Record<string, string> {
  const copy: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (name !== 'PORT' && value !== undefined) copy[name] = value;
  }
  return copy;
}

/** The URL the demo prints once it listens. */
async function demoUrl(demo: Demo): Promise<string> {
  for (let tries = 0; tries < 600; tries += 1) {
    const match = /on (http:\/\/[\d.]+:\d+)/.exec(demo.output());
    if (match?.[1]) return match[1];
    if (demo.child.exitCode !== null) throw new Error(`the demo exited: ${demo.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the demo did not start: ${demo.output()}`);
}

async function stop(demo: Demo): Promise<void> {
  if (demo.child.exitCode === null && demo.child.signalCode === null) demo.child.kill('SIGTERM');
  await demo.exited;
}

function occupy(port: number): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('npm run demo on a shared machine', () => {
  const demos: Demo[] = [];
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(demos.splice(0).map(stop));
    await Promise.all(
      servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
    );
  });

  it('runs two demos side by side, each with its own fakes', async () => {
    const first = startDemo();
    demos.push(first);
    const firstUrl = await demoUrl(first);
    const second = startDemo();
    demos.push(second);
    const secondUrl = await demoUrl(second);
    expect(secondUrl).not.toBe(firstUrl);
    const { id, author } = SAMPLE_POSTS.simple;
    const postUrl = encodeURIComponent(`https://x.com/${author.screenName}/status/${id}`);
    for (const url of [firstUrl, secondUrl]) {
      const answer = await fetch(`${url}/api/fetch-tweet?url=${postUrl}`);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { id: string }).id).toBe(id);
    }
    expect(first.child.exitCode).toBeNull();
    expect(second.child.exitCode).toBeNull();
  }, 60_000);

  it('names a taken PORT and says how to choose another', async () => {
    const port = await findFreePort();
    servers.push(await occupy(port));
    const demo = startDemo({ PORT: String(port) });
    demos.push(demo);
    expect(await demo.exited).toBe(1);
    expect(demo.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    expect(demo.output()).toContain(`PORT=${port + 1} npm run demo`);
  }, 60_000);
});

describe('startAllFakes on fixed ports', () => {
  it('names the fake and the port that is taken', async () => {
    const taken = await findFreePort();
    const blocker = await occupy(taken);
    try {
      const ports = {
        imageHost: 0,
        fxtwitter: 0,
        syndication: taken,
        oembed: 0,
        openai: 0,
        giphy: 0,
        tgi: 0,
        bluesky: 0,
        mastodon: 0,
      };
      const error = await startAllFakes({ fixedPorts: true, ports }).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(FakePortInUseError);
      expect((error as Error).message).toMatch(
        new RegExp(`^Port ${taken} \\(the syndication fake\\) is already in use`),
      );
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
