/**
 * Graceful shutdown of the BUILT server (dist-server/main.js, run as `npm start` runs it), with the
 * model fake slow or hanging so a generation is in flight when the signal comes.
 * Builds the server: run under the shared lock (`flock /tmp/e2e.lock npx vitest run <this file>`).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { CONNECT_MODEL_SECTION, MODEL_DOC_PATH } from '#core/index.ts';
import { SAMPLE_POST_IDS } from '#fakes/sample-posts.ts';
import { type AllFakes, startAllFakes } from '#fakes/start-all-fakes.ts';
import {
  type BuiltServer,
  ensureServerBuild,
  groupMembers,
  processInfo,
  startBuiltServer,
} from '#test/server-build.ts';
import { SERVER_GLIBC_TUNABLES } from '../../../scripts/server-allocator.mjs';

beforeAll(async () => {
  await ensureServerBuild();
}, 120_000);

/**
 * What one test works with: fakes, a data folder and the server of its own, so the tests run at
 * once (`describe.concurrent` below): most of each is waiting (a server starting, a slow answer, a
 * drain), which on 2 cores left a worker idle for a minute and a half when they ran one by one.
 */
interface Stage {
  all: AllFakes;
  start(
    env?: Record<string, string>,
    options?: Parameters<typeof startBuiltServer>[1],
  ): Promise<BuiltServer>;
  /** Resolves once the model fake was asked: a generation is in flight. */
  modelCalled(): Promise<void>;
}

async function stage(onTestFinished: TestContext['onTestFinished']): Promise<Stage> {
  const all = await startAllFakes();
  const dataDir = mkdtempSync(join(tmpdir(), 'summary-shutdown-'));
  const started: BuiltServer[] = [];
  onTestFinished(async () => {
    for (const server of started) server.kill();
    await all.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    all,
    async start(env = {}, options = {}) {
      const server = await startBuiltServer({ ...all.env, DATA_DIR: dataDir, ...env }, options);
      started.push(server);
      return server;
    },
    async modelCalled() {
      while (all.fakes.openai.calls.length === 0) await sleep(10);
    },
  };
}

const THREAD_TEXT =
  'Small teams ship faster when they write things down. Decisions live in short notes, and nobody waits for a meeting.';

/** POST /api/thread: a generation the model fake answers as its scenario says. */
function generate(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/thread`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, agent: false },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ text: THREAD_TEXT, style: 'standard' }));
  });
}

/**
 * A generation started on `url`, and whether it has been answered yet: the shutdown tests check the
 * server stops taking connections while it is still in flight. Awaited later; cut (and caught here)
 * if an assertion fails first and the server is killed.
 */
function inFlightOn(url: string) {
  let answered = false;
  const answer = generate(url).finally(() => {
    answered = true;
  });
  answer.catch(() => undefined);
  return { answer, answered: () => answered };
}

/** Resolves once the server says its guard's warm-up is done. */
async function guardReady(server: BuiltServer): Promise<void> {
  while (!server.output().includes('"msg":"guard ready')) await sleep(20);
}

/** Resolves 'refused' once a new connection to the port is refused (polling until it is). */
async function refusedSoon(port: number): Promise<'refused'> {
  for (;;) {
    const outcome = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve('accepted');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    if (outcome === 'ECONNREFUSED') return 'refused';
    await sleep(10);
  }
}

/** Whether a new connection is refused within `ms` (polling until it is). */
async function refusedWithin(port: number, ms: number): Promise<'refused' | 'still accepting'> {
  return Promise.race([refusedSoon(port), sleep(ms).then(() => 'still accepting' as const)]);
}

/** Whether the server's process and every process of the launcher's group end within `ms`. */
async function allGoneWithin(server: BuiltServer, ms: number): Promise<string> {
  const group = server.start?.pid ?? 0;
  const deadline = Date.now() + ms;
  await Promise.race([server.serverGone, sleep(ms)]);
  while (groupMembers(group).length > 0 && Date.now() < deadline) await sleep(20);
  const left = groupMembers(group).map((pid) => processInfo(pid).args.join(' '));
  return left.length === 0 ? 'all gone' : `still running: ${left.join('; ')}`;
}

/** A kept-alive connection left idle after one answered request. */
async function idleKeptAliveSocket(url: string): Promise<Socket> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/api/health`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(request.socket as Socket));
    });
    request.on('error', reject);
  });
}

const OPERATOR_TUNABLES = 'glibc.malloc.arena_max=4';

// Each test has its own fakes, data folder and server (stage above): they run at once, two at a
// time (maxConcurrency in vite.config.ts).
describe.concurrent('the built server and its shutdown', { timeout: 60_000 }, () => {
  describe('the built server', () => {
    // One server shows both (a start costs seconds of CPU): the process npm start runs, and the
    // files its bundled modules read next to themselves.
    it('is what npm start serves, with plain node and no TypeScript loader, and still finds the files its modules read next to themselves (fonts, our own pictures, docs)', async ({
      onTestFinished,
    }) => {
      const { start } = await stage(onTestFinished);
      // No GIPHY key: the meme card carries our own GIF, which the picture is drawn with.
      const server = await start(
        { GLIBC_TUNABLES: OPERATOR_TUNABLES, GIPHY_API_KEY: '' },
        { viaStart: true },
      );
      const { args, env } = processInfo(server.serverPid);
      expect(args.slice(1)).toEqual(['dist-server/main.js']);
      expect(args.join(' ')).not.toMatch(/tsx|--import|--loader|--require|strip-types/);
      expect(env.NODE_OPTIONS ?? '').not.toMatch(/tsx|--import|--loader|--require/);
      // Started with the allocator settings that keep large pictures' memory warm, the operator's
      // own after them (glibc applies them in order: theirs win). glibc reads them in place, cutting
      // the variable's text at each ':' as it goes, so the process's environment shows the pieces.
      const tunables = `${SERVER_GLIBC_TUNABLES}:${OPERATOR_TUNABLES}`;
      expect(readFileSync(`/proc/${server.serverPid}/environ`, 'utf8')).toContain(
        `\0GLIBC_TUNABLES=${tunables.replaceAll(':', '\0')}\0`,
      );

      const postUrl = `https://x.com/sample/status/${SAMPLE_POST_IDS.simple}`;
      const answer = await fetch(`${server.url}/api/summary`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: postUrl, mode: 'meme' }),
      });
      expect(answer.status).toBe(200);
      const card = (await answer.json()) as { id?: string };
      expect(card.id).toBeTruthy();
      const picture = await fetch(`${server.url}/c/${card.id}.png`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');
      expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
      // The page the note under a rules-written card links to, at its section on connecting a model.
      const page = await fetch(`${server.url}${MODEL_DOC_PATH}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`\n## ${CONNECT_MODEL_SECTION}\n`);

      process.kill(-(server.start?.pid ?? 0), 'SIGTERM');
      expect(await server.exited).toBe(0);
    });
  });

  describe('graceful shutdown', () => {
    it('on SIGTERM refuses new connections, closes idle ones, answers the generation in flight and exits 0', async ({
      onTestFinished,
    }) => {
      const { all, start, modelCalled } = await stage(onTestFinished);
      all.fakes.openai.setScenario('slow');
      const server = await start({ SHUTDOWN_TIMEOUT_MS: '20000' });
      const idle = await idleKeptAliveSocket(server.url);
      const idleClosed = new Promise((resolve) => idle.once('close', resolve));
      const inFlight = inFlightOn(server.url);
      await modelCalled();
      process.kill(server.serverPid, 'SIGTERM');

      expect(await refusedSoon(server.port)).toBe('refused');
      await idleClosed;
      // Both seen while the generation was still running.
      expect(inFlight.answered()).toBe(false);
      const { status, body } = await inFlight.answer;
      expect(status).toBe(200);
      expect(JSON.parse(body).fallback).toBeUndefined();
      expect(JSON.parse(body).posts.length).toBeGreaterThanOrEqual(4);
      expect(await server.exited).toBe(0);
    });

    it('drains once when the whole process group of npm start gets the signal', async ({
      onTestFinished,
    }) => {
      const { all, start, modelCalled } = await stage(onTestFinished);
      all.fakes.openai.setScenario('slow');
      const server = await start({ SHUTDOWN_TIMEOUT_MS: '20000' }, { viaStart: true });
      const inFlight = generate(server.url);
      await modelCalled();
      // The server gets it directly and start.mjs passes a copy on: one request to stop.
      process.kill(-(server.start?.pid ?? 0), 'SIGTERM');
      const { status, body } = await inFlight;
      expect(status).toBe(200);
      expect(JSON.parse(body).fallback).toBeUndefined();
      expect(await server.exited).toBe(0);
      await server.outputClosed;
      expect(server.output().match(/shutting down/g)).toHaveLength(1);
      expect(server.output()).not.toContain('second signal');
    });

    it('cuts a request that outlives SHUTDOWN_TIMEOUT_MS and exits 1; npm start ends with that code', async ({
      onTestFinished,
    }) => {
      const { all, start, modelCalled } = await stage(onTestFinished);
      all.fakes.openai.setScenario('hang');
      const server = await start({ SHUTDOWN_TIMEOUT_MS: '300' }, { viaStart: true });
      const inFlight = generate(server.url).then(
        () => 'answered',
        () => 'cut',
      );
      await modelCalled();
      // The server alone, as a supervisor signalling one pid would.
      process.kill(server.serverPid, 'SIGTERM');
      await server.serverGone;
      expect(await server.exited).toBe(1);
      expect(await inFlight).toBe('cut');
    });

    it('ignores a copy of the signal within a second, and exits at once on a second signal after it', async ({
      onTestFinished,
    }) => {
      const { all, start, modelCalled } = await stage(onTestFinished);
      all.fakes.openai.setScenario('slow');
      let server = await start({ SHUTDOWN_TIMEOUT_MS: '20000' });
      // Signals are counted in time the event loop turns (loopClock): the guard's warm-up holds it
      // for seconds on a busy machine, and a second signal sent then would count as a copy.
      await guardReady(server);
      const inFlight = generate(server.url);
      await modelCalled();
      process.kill(server.serverPid, 'SIGTERM');
      await sleep(100);
      process.kill(server.serverPid, 'SIGINT');
      expect((await inFlight).status).toBe(200);
      expect(await server.exited).toBe(0);

      all.reset();
      all.fakes.openai.setScenario('hang');
      // The drain would wait a minute for the hanging model; the second signal ends it.
      server = await start({ SHUTDOWN_TIMEOUT_MS: '60000' });
      await guardReady(server);
      const hanging = generate(server.url).catch(() => 'cut');
      await modelCalled();
      process.kill(server.serverPid, 'SIGTERM');
      await refusedSoon(server.port);
      // Past the second by a margin: a busy machine's held turns count for less than they last.
      await sleep(1_500);
      process.kill(server.serverPid, 'SIGTERM');
      expect(await server.exited).toBe(1);
      expect(await hanging).toBe('cut');
    });
  });

  describe('npm start, whichever of its processes gets the signal', () => {
    // npm passes a signal it gets to its child alone. Run as `sh -c 'node scripts/start.mjs'`, that
    // child is the shell (dash), which dies of SIGTERM (npm exits with it) and keeps SIGINT until its
    // own child ends: neither reached start.mjs, and the server served on, orphaned, on its port.
    // start.mjs now watches its parent (SIGTERM); `exec` in the start script makes start.mjs npm's
    // child, which npm then waits for (SIGINT, and npm as a container's first process).
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      it(`drains and leaves nothing on the port on ${signal} to npm alone`, async ({
        onTestFinished,
      }) => {
        const { all, start, modelCalled } = await stage(onTestFinished);
        all.fakes.openai.setScenario('slow');
        const server = await start({ SHUTDOWN_TIMEOUT_MS: '20000' }, { viaNpm: true });
        const inFlight = inFlightOn(server.url);
        await modelCalled();
        process.kill(server.start?.pid ?? 0, signal);

        // Through `sh -c`, SIGINT never leaves the shell: package.json's start script must `exec`.
        expect(await refusedWithin(server.port, 3_000), `serving on after ${signal} to npm`).toBe(
          'refused',
        );
        expect(inFlight.answered()).toBe(false);
        const { status, body } = await inFlight.answer;
        expect(status).toBe(200);
        expect(JSON.parse(body).fallback).toBeUndefined();
        expect(await allGoneWithin(server, 5_000)).toBe('all gone');
        // Seen gone is not all read: the server's last line may still be in the pipe.
        await server.outputClosed;
        expect(server.output().match(/shutting down/g)).toHaveLength(1);
        expect(server.output()).toMatch(/"code":0,"msg":"stopped"/);
      });
    }

    it('drains once on Ctrl+C (SIGINT to the whole group of npm start)', async ({
      onTestFinished,
    }) => {
      const { all, start, modelCalled } = await stage(onTestFinished);
      all.fakes.openai.setScenario('slow');
      const server = await start({ SHUTDOWN_TIMEOUT_MS: '20000' }, { viaNpm: true });
      // Where to open it, on a line of its own beside the JSON log line (stdout is no terminal here).
      expect(server.output()).toMatch(
        new RegExp(
          `\\{"level":30,[^\\n]*"msg":"Summary listening on [^\\n]*\\nSummary is running at ${server.url}\\n`,
        ),
      );
      const inFlight = generate(server.url);
      await modelCalled();
      process.kill(-(server.start?.pid ?? 0), 'SIGINT');
      expect((await inFlight).status).toBe(200);
      expect(await allGoneWithin(server, 5_000)).toBe('all gone');
      await server.outputClosed;
      expect(server.output().match(/shutting down/g)).toHaveLength(1);
      expect(server.output()).not.toContain('second signal');
    });

    it('drains on SIGTERM to start.mjs alone, and npm start ends with the code', async ({
      onTestFinished,
    }) => {
      const { all, start, modelCalled } = await stage(onTestFinished);
      all.fakes.openai.setScenario('slow');
      const server = await start({ SHUTDOWN_TIMEOUT_MS: '20000' }, { viaStart: true });
      const inFlight = generate(server.url);
      await modelCalled();
      process.kill(server.start?.pid ?? 0, 'SIGTERM');
      expect((await inFlight).status).toBe(200);
      expect(await server.exited).toBe(0);
      expect(await allGoneWithin(server, 3_000)).toBe('all gone');
    });

    it('drains when start.mjs is killed outright (SIGKILL), rather than serve on, orphaned', async ({
      onTestFinished,
    }) => {
      const { all, start, modelCalled } = await stage(onTestFinished);
      all.fakes.openai.setScenario('slow');
      const server = await start({ SHUTDOWN_TIMEOUT_MS: '20000' }, { viaStart: true });
      const inFlight = inFlightOn(server.url);
      await modelCalled();
      process.kill(server.start?.pid ?? 0, 'SIGKILL');

      expect(await refusedWithin(server.port, 3_000)).toBe('refused');
      expect(inFlight.answered()).toBe(false);
      const { status, body } = await inFlight.answer;
      expect(status).toBe(200);
      expect(JSON.parse(body).fallback).toBeUndefined();
      expect(await allGoneWithin(server, 5_000)).toBe('all gone');
      await server.outputClosed;
      expect(server.output()).toMatch(/"reason":"npm start \(scripts\/start.mjs\) is gone"/);
    });
  });
});
