/**
 * Issue 12 item 8: `npm run demo` (test/serve-with-fakes.ts --free-ports) once bound its fakes to
 * the fixed ports 4301-4307 (4309 since), so a second demo failed with EADDRINUSE.
 *
 * Two demos side by side run in this process (test/demo-server.ts, what the script starts: ports
 * are the machine's, whichever process asks); a taken PORT starts the script itself under tsx, as
 * `npm run demo` does, since its exit code is the point.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_POSTS } from '#fakes/sample-posts.ts';
import { FakePortInUseError, startAllFakes } from '#fakes/start-all-fakes.ts';
import { findFreePort } from '#test/redis-server.ts';
import { type Demo as DemoHere, startDemo as startDemoHere } from './demo-server.ts';

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
    const here: DemoHere[] = [];
    // No PORT: the first takes 3000 when it is free, the second then a free port.
    const start = async () => {
      const demo = await startDemoHere({
        freePorts: true,
        env: { ...withoutPort(process.env), LOG_LEVEL: 'silent', STATIC_DIR: 'dist-missing' },
        print: () => undefined,
      });
      here.push(demo);
      return demo;
    };
    try {
      const first = await start();
      const second = await start();
      expect(second.url).not.toBe(first.url);
      const { id, author } = SAMPLE_POSTS.simple;
      const postUrl = encodeURIComponent(`https://x.com/${author.screenName}/status/${id}`);
      /** How many requests a demo's own fakes have received. */
      const asked = (demo: DemoHere) =>
        Object.values(demo.all.fakes).reduce((count, fake) => count + fake.calls.length, 0);
      for (const demo of [first, second]) {
        const before = asked(demo);
        const answer = await fetch(`${demo.url}/api/fetch-tweet?url=${postUrl}`);
        expect(answer.status).toBe(200);
        expect(((await answer.json()) as { id: string }).id).toBe(id);
        expect(asked(demo)).toBeGreaterThan(before);
      }
    } finally {
      await Promise.all(here.map((demo) => demo.close()));
    }
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
