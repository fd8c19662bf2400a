/** createGracefulShutdown alone, on a real listener: what the end of npm start's process does. */
import { createServer } from 'node:http';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.ts';
import { createReadiness } from './readiness.ts';
import { createGracefulShutdown } from './shutdown.ts';

async function shutdownOf() {
  const server = createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const messages: string[] = [];
  const logs = new Writable({
    write(chunk, _encoding, done) {
      messages.push(JSON.parse(String(chunk)).msg);
      done();
    },
  });
  const logger = createLogger('debug', logs);
  const readiness = createReadiness(undefined, logger);
  const exits: number[] = [];
  let now = 0;
  const shutdown = createGracefulShutdown({
    server,
    readiness,
    closeServices: async () => undefined,
    timeoutMs: 5_000,
    logger,
    exit: (code) => exits.push(code),
    now: () => now,
  });
  const exited = async () => {
    while (exits.length === 0) await sleep(5);
    return exits;
  };
  return {
    shutdown,
    readiness,
    messages,
    exited,
    at: (ms: number) => {
      now = ms;
    },
  };
}

describe('the end of the process that started the server', () => {
  it('drains as a first signal does, and exits 0', async () => {
    const { shutdown, readiness, messages, exited } = await shutdownOf();
    shutdown.onParentGone();
    expect(readiness.draining).toBe(true);
    expect(await exited()).toEqual([0]);
    expect(messages).toEqual(['shutting down: finishing the requests in flight', 'stopped']);
  });

  it('after a signal, neither drains again nor stops at once', async () => {
    const { shutdown, messages, exited, at } = await shutdownOf();
    shutdown.onSignal('SIGTERM');
    at(5_000);
    shutdown.onParentGone();
    expect(await exited()).toEqual([0]);
    expect(messages.filter((message) => message.startsWith('shutting down'))).toHaveLength(1);
    expect(messages).not.toContain('second signal: exiting at once');
  });

  it('is a first request to stop: a signal within the second is the same one', async () => {
    const { shutdown, messages, exited, at } = await shutdownOf();
    shutdown.onParentGone();
    at(200);
    shutdown.onSignal('SIGTERM');
    expect(await exited()).toEqual([0]);
    expect(messages.filter((message) => message.startsWith('shutting down'))).toHaveLength(1);
  });
});

describe('a second signal', () => {
  it('is a copy when read late because the event loop was held, and the drain goes on', async () => {
    const { shutdown, messages, exited, at } = await shutdownOf();
    shutdown.onSignal('SIGTERM');
    at(100);
    // Sent at 0.1 s, read 1.6 s later after a synchronous stretch: still the same request.
    at(1_700);
    shutdown.onSignal('SIGINT');
    expect(await exited()).toEqual([0]);
    expect(messages).not.toContain('second signal: exiting at once');
  });

  it('stops at once after a second of the loop turning', async () => {
    const { shutdown, messages, exited, at } = await shutdownOf();
    shutdown.onSignal('SIGTERM');
    for (const ms of [200, 400, 600, 800]) {
      at(ms);
      shutdown.onSignal('SIGTERM');
    }
    at(1_000);
    shutdown.onSignal('SIGINT');
    expect(await exited()).toEqual([1]);
    expect(messages).toContain('second signal: exiting at once');
  });
});
