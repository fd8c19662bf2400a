/** Starts a real, throw-away redis-server on a free 127.0.0.1 port for tests, and stops it. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, Socket } from 'node:net';

const REDIS_SERVER = '/usr/bin/redis-server';

export interface TestRedis {
  /** `redis://127.0.0.1:PORT` */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Asks the OS for a port nobody listens on. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once a PING over a raw socket gets PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

/** How many ports to try: another test may take the free port before redis-server binds it. */
const ATTEMPTS = 3;

/** One redis-server on `port`: resolves once it answers, undefined if it exited first. */
async function startOn(port: number): Promise<TestRedis | undefined> {
  // redis-server writes why it stopped ("Address already in use") to stdout, not stderr.
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A loaded 2-core machine can take seconds to start it; 20 s says it will not.
  const deadline = Date.now() + 20_000;
  while (!(await ping(port))) {
    if (child.exitCode !== null) return undefined;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port} in 20 s: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.stdout?.off('data', keep);
  child.stdout?.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Starts redis-server without persistence on a free port and waits until it answers. */
export async function startTestRedis(): Promise<TestRedis> {
  const tried: number[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = await findFreePort();
    tried.push(port);
    const redis = await startOn(port);
    if (redis) return redis;
  }
  throw new Error(`redis-server exited at once on ports ${tried.join(', ')}`);
}
