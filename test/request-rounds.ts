/**
 * A proxy in front of a fake that lets its requests through in rounds, to count how many rounds of
 * requests a task needs: it holds every request that comes, and once no new one has come for a
 * while, it passes all it holds on together and waits for their answers. Requests a client sends
 * side by side make one round; a request sent only after another's answer makes the next. The
 * fake's own origin in its answers is rewritten to the proxy's (a Mastodon status names the
 * instance that served it).
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

interface Held {
  request: IncomingMessage;
  response: ServerResponse;
  body: Buffer;
}

export interface RoundsProxy {
  /** `http://127.0.0.1:PORT`. */
  readonly url: string;
  /** Runs `task` with its requests let through in rounds: the paths of each round, in order. */
  measure<T>(task: () => Promise<T>): Promise<{ result: T; rounds: string[][] }>;
  close(): Promise<void>;
}

/** How long no new request may come before the held ones go on: a round has come whole. */
const QUIET_MS = 150;

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startRoundsProxy(target: string): Promise<RoundsProxy> {
  const held: Held[] = [];
  let arrived = 0;
  const server = createServer(async (request, response) => {
    held.push({ request, response, body: await readBody(request) });
    arrived += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const targetUrl = new URL(target);

  /** Passes one held request on to the fake and its answer back, the origin rewritten. */
  const pass = ({ request, response, body }: Held) =>
    new Promise<void>((resolve) => {
      const upstream = httpRequest(
        {
          host: targetUrl.hostname,
          port: targetUrl.port,
          path: request.url,
          method: request.method,
          headers: { ...request.headers, host: targetUrl.host },
        },
        async (answer) => {
          const text = (await readBody(answer)).toString('utf8').replaceAll(target, url);
          const headers = { ...answer.headers };
          delete headers['content-length'];
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(text, resolve);
        },
      );
      upstream.on('error', () => {
        response.writeHead(502).end(resolve);
      });
      upstream.end(body);
    });

  return {
    url,
    async measure(task) {
      const rounds: string[][] = [];
      let settled = false;
      const running = task().finally(() => {
        settled = true;
      });
      running.catch(() => undefined);
      let seen = arrived;
      let quietSince = Date.now();
      while (!settled) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        if (arrived !== seen) {
          seen = arrived;
          quietSince = Date.now();
          continue;
        }
        if (held.length === 0 || Date.now() - quietSince < QUIET_MS) continue;
        const round = held.splice(0);
        rounds.push(round.map((item) => item.request.url ?? ''));
        await Promise.all(round.map(pass));
        seen = arrived;
        quietSince = Date.now();
      }
      return { result: await running, rounds };
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
