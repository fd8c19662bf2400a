/**
 * A request through node:http, with the answer as it came over the wire: fetch always asks for gzip
 * and unzips on its own, which hides what the server chose to send.
 */
import { type IncomingHttpHeaders, request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RawRequestInit {
  method?: string;
  /** An array sends the header once per value. */
  headers?: Record<string, string | string[]>;
}

export function rawRequest(url: string, init: RawRequestInit = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: init.method ?? 'GET', headers: init.headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
