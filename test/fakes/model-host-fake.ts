/**
 * Fake model host (huggingface.co's file links, a mirror): one file at `/models/<name>`, answered as
 * a CDN does, with HTTP Range (206 and `Content-Range`), and the hosts a download must survive.
 * Scenarios: `ok`; `no-length` (no `Content-Length`, the body chunked); `ignore-range` (every GET,
 * ranged or not, answers 200 with the whole file); `trickle` (256 KiB every 100 ms); `stall` (the
 * first 256 KiB, then nothing while the connection stays open); `missing` (404). `cutAfter` cuts
 * the next `cuts` GETs' bodies (one by default) after that many bytes (the connection is destroyed,
 * as a flaky network does).
 */
import type { ServerResponse } from 'node:http';
import { type FakeRequest, type FakeServer, startFakeServer } from './fake-server.ts';

export interface ModelHostFake extends FakeServer {
  /** The file's address: `http://127.0.0.1:PORT/models/<name>`. */
  readonly fileUrl: string;
  /** Cut the next GET's body after this many bytes; cleared once `cuts` GETs were cut. */
  cutAfter: number | undefined;
  /** How many GETs `cutAfter` cuts (1 unless set). */
  cuts: number;
  /** The GETs received (HEADs left out), each with its Range header. */
  gets(): Array<{ range: string | undefined }>;
}

const PIECE = 256 * 1024;

/** Writes `part` to the response `PIECE` bytes every `everyMs`, or only the first piece. */
function trickle(response: ServerResponse, part: Uint8Array, everyMs: number | undefined): void {
  let offset = 0;
  const next = () => {
    if (response.destroyed) return;
    const piece = part.subarray(offset, offset + PIECE);
    offset += piece.length;
    if (offset >= part.length) {
      response.end(piece);
      return;
    }
    response.write(piece);
    if (everyMs !== undefined) setTimeout(next, everyMs).unref();
  };
  next();
}

export async function startModelHostFake(
  body: Uint8Array,
  { name = 'tiny-test.gguf', port }: { name?: string; port?: number } = {},
): Promise<ModelHostFake> {
  const state = { cutAfter: undefined as number | undefined, cuts: 1 };
  const handler = (request: FakeRequest, response: ServerResponse, scenario: string) => {
    if (request.path !== `/models/${name}` || scenario === 'missing') {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Entry not found');
      return;
    }
    const range = request.headers.range?.match(/^bytes=(\d+)-(\d*)$/);
    const ranged = range !== null && range !== undefined && scenario !== 'ignore-range';
    const start = ranged ? Number(range[1]) : 0;
    const end = ranged && range[2] ? Number(range[2]) : body.length - 1;
    if (ranged && start >= body.length) {
      response.writeHead(416, { 'content-range': `bytes */${body.length}` });
      response.end();
      return;
    }
    const part = body.subarray(start, end + 1);
    response.statusCode = ranged ? 206 : 200;
    response.setHeader('accept-ranges', scenario === 'ignore-range' ? 'none' : 'bytes');
    response.setHeader('content-type', 'application/octet-stream');
    if (ranged) response.setHeader('content-range', `bytes ${start}-${end}/${body.length}`);
    if (scenario !== 'no-length') response.setHeader('content-length', String(part.length));
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const cut = state.cutAfter;
    if (cut !== undefined && part.length > cut) {
      state.cuts -= 1;
      if (state.cuts <= 0) {
        state.cutAfter = undefined;
        state.cuts = 1;
      }
      // What arrived so far, then the connection drops.
      response.write(part.subarray(0, cut), () => response.socket?.destroy());
      return;
    }
    if (scenario === 'trickle') return trickle(response, part, 100);
    if (scenario === 'stall') return trickle(response, part, undefined);
    response.end(part);
  };
  const server = await startFakeServer('model-host', handler, port === undefined ? {} : { port });
  // The server's own accessors (its scenario) stay as they are: the host's are added beside them.
  return Object.defineProperties(server as ModelHostFake, {
    fileUrl: { value: `${server.url}/models/${name}` },
    cutAfter: {
      get: () => state.cutAfter,
      set: (value: number | undefined) => {
        state.cutAfter = value;
      },
    },
    cuts: {
      get: () => state.cuts,
      set: (value: number) => {
        state.cuts = value;
      },
    },
    gets: {
      value: () =>
        server.calls
          .filter((call) => call.method === 'GET')
          .map((call) => ({ range: call.headers.range })),
    },
  });
}
