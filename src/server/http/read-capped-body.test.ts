import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, readCappedBody } from './read-capped-body.ts';

async function* chunks(...sizes: number[]): AsyncGenerator<Uint8Array> {
  for (const size of sizes) yield new Uint8Array(size).fill(65);
}

describe('readCappedBody', () => {
  it('reads a body within its cap whole', async () => {
    const body = await readCappedBody(chunks(3, 4), { maxBytes: 10 });
    expect(body.toString('utf8')).toBe('AAAAAAA');
  });

  it('refuses a declared length over the cap before reading a byte, and stops the transfer', async () => {
    let read = false;
    let stopped = false;
    const body = (async function* () {
      read = true;
      yield new Uint8Array(1);
    })();
    const reading = readCappedBody(body, {
      maxBytes: 10,
      declaredBytes: 11,
      stop: () => (stopped = true),
    });
    await expect(reading).rejects.toThrow(new BodyTooLargeError(10, 11));
    expect(read).toBe(false);
    expect(stopped).toBe(true);
  });

  it('gives up as soon as the body passes the cap, whatever was declared', async () => {
    let stopped = false;
    const reading = readCappedBody(chunks(6, 6, 6), { maxBytes: 10, stop: () => (stopped = true) });
    await expect(reading).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(stopped).toBe(true);
  });
});
