/**
 * A real HTTP server on 127.0.0.1 that stands in for one outside service.
 * Tests switch its behaviour with `setScenario`, in process or, from another process
 * (the browser tests), with `POST /__control {"scenario": "..."}`; `GET /__control/calls` lists
 * the requests it received.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export type FakeHandler = (
  request: FakeRequest,
  response: ServerResponse,
  scenario: string,
  /** The scenario now: a held stream (`lines-<ms>-hold`) waits until the test changes it. */
  currentScenario: () => string,
) => void | Promise<void>;

export interface FakeServer {
  readonly name: string;
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  readonly url: string;
  readonly port: number;
  readonly calls: FakeRequest[];
  scenario: string;
  setScenario(scenario: string): void;
  /** Back to the `ok` scenario with no recorded calls. */
  reset(): void;
  close(): Promise<void>;
}

export interface FakeServerOptions {
  port?: number;
  /** Paths not recorded in `calls` (health checks and the like). */
  quietPaths?: string[];
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Writes a JSON answer. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

/** Writes a small HTML page, what services answer from behind a CDN or an error page. */
export function sendHtml(response: ServerResponse, status: number, title: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`,
  );
}

/** Never answers: the client's own timeout must end the request. */
export function hang(response: ServerResponse): void {
  response.on('close', () => undefined);
}

export async function startFakeServer(
  name: string,
  handler: FakeHandler,
  options: FakeServerOptions = {},
): Promise<FakeServer> {
  const calls: FakeRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  let scenario = 'ok';

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(request);
    if (url.pathname === '/__control') {
      if (request.method === 'POST') {
        const command = body ? (JSON.parse(body) as { scenario?: string; reset?: boolean }) : {};
        if (command.reset) {
          calls.length = 0;
          scenario = 'ok';
        }
        if (command.scenario) scenario = command.scenario;
      }
      sendJson(response, 200, { name, scenario });
      return;
    }
    if (url.pathname === '/__control/calls') {
      sendJson(
        response,
        200,
        calls.map((call) => ({ ...call, query: Object.fromEntries(call.query) })),
      );
      return;
    }
    const fakeRequest: FakeRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
    };
    if (!options.quietPaths?.includes(url.pathname)) calls.push(fakeRequest);
    try {
      await handler(fakeRequest, response, scenario, () => scenario);
    } catch (error) {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
      else response.destroy();
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    name,
    url: `http://127.0.0.1:${port}`,
    port,
    calls,
    get scenario() {
      return scenario;
    },
    set scenario(value: string) {
      scenario = value;
    },
    setScenario(value: string) {
      scenario = value;
    },
    reset() {
      calls.length = 0;
      scenario = 'ok';
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
