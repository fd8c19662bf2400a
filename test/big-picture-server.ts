/**
 * A plain image host that answers every GET with one large JPEG-looking picture (a real JPEG start,
 * then filler), for the image proxy's memory and load tests and the load benchmark.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Just under the proxy's 5 MB cap, as real pbs.twimg.com media can be. */
export const BIG_PICTURE_BYTES = 5 * 1024 * 1024 - 64 * 1024;

export function bigPicture(size = BIG_PICTURE_BYTES): Buffer {
  const bytes = Buffer.alloc(size, 0x5a);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

export interface BigPictureServer {
  url: string;
  port: number;
  /** Requests received, to show what the proxy's cap let through. */
  readonly requests: number;
  close(): Promise<void>;
}

export async function startBigPictureServer(size = BIG_PICTURE_BYTES): Promise<BigPictureServer> {
  const body = bigPicture(size);
  let requests = 0;
  const server: Server = createServer((_request, response) => {
    requests += 1;
    response.on('error', () => undefined);
    response.writeHead(200, {
      'content-type': 'image/jpeg',
      'content-length': String(body.length),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    get requests() {
      return requests;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
