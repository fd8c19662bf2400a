/**
 * An image answer's body: its first bytes read to learn the type, then the rest streamed with
 * backpressure and a byte cap, and the small ones kept for the cache.
 */
import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http/errors.ts';
import type { ImageType } from './detect-image-type.ts';

/** What a fetch has once the head of the answer is checked: the type is known, the rest flows. */
export interface OpenedImage {
  response: IncomingMessage;
  /** The first bytes, already read (and counted) to learn the type. */
  head: Buffer;
  /** The whole body was in the head. */
  ended: boolean;
  contentType: ImageType;
  /** The declared Content-Length, when there was one (already checked against the cap). */
  declaredLength: number | undefined;
}

/** Enough bytes for every magic number detectImageType knows (WebP needs 12). */
export const HEAD_BYTES = 12;

export const tooLarge = () => new HttpError(413, 'The image is larger than 5 MB.');

/** A body cut short (fewer bytes than Content-Length, a reset) closes without 'end'. */
export class ClosedEarlyError extends Error {
  override name = 'ClosedEarlyError';
  constructor() {
    super('the image host closed the connection early');
  }
}

/** The reader of the body stream cancelled it. */
export class ClientGoneError extends Error {
  override name = 'ClientGoneError';
  constructor() {
    super('the client went away');
  }
}

/** Reads the first bytes of the body and leaves the response paused for the rest. */
export function readHead(
  response: IncomingMessage,
  maxBytes: number,
): Promise<{ head: Buffer; ended: boolean }> {
  return new Promise((fulfil, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      response.off('data', onData);
      response.off('end', onEnd);
      response.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > maxBytes) {
        stop();
        response.destroy();
        reject(tooLarge());
      } else if (size >= HEAD_BYTES) {
        response.pause();
        stop();
        fulfil({ head: Buffer.concat(chunks), ended: false });
      }
    };
    const onEnd = () => {
      stop();
      fulfil({ head: Buffer.concat(chunks), ended: true });
    };
    const onClose = () => {
      stop();
      reject(new ClosedEarlyError());
    };
    response.on('data', onData);
    response.once('end', onEnd);
    response.once('close', onClose);
  });
}

/**
 * The rest of the body as a web stream, with backpressure: the upstream socket is paused while the
 * client has not taken the last 64 KB, so a slow client never makes us hold a whole picture.
 * Bytes are counted as they pass; past `maxBytes` the stream fails (the client sees a cut answer,
 * as with go-camo, since the status is already sent). `settle` runs once, when the stream ends.
 */
export function bodyStream(
  opened: OpenedImage,
  maxBytes: number,
  keepUpTo: number,
  settle: (error: Error | undefined, kept: Buffer | undefined) => void,
): { stream: ReadableStream<Uint8Array>; fail(error: Error): void } {
  const { response, head } = opened;
  let size = head.length;
  let kept: Buffer[] | undefined = head.length <= keepUpTo ? [head] : undefined;
  let settled = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const finish = (error?: Error) => {
    if (settled) return;
    settled = true;
    response.off('data', onData);
    if (error) {
      response.destroy();
      try {
        controller.error(error);
      } catch {
        // Already closed or errored: nothing more to tell the reader.
      }
    }
    settle(error, error || !kept ? undefined : Buffer.concat(kept));
    kept = undefined;
  };
  const onData = (chunk: Buffer) => {
    if (settled) return;
    size += chunk.length;
    if (size > maxBytes) {
      finish(tooLarge());
      return;
    }
    if (kept) {
      if (size <= keepUpTo) kept.push(chunk);
      else kept = undefined;
    }
    controller.enqueue(chunk);
    if ((controller.desiredSize ?? 0) <= 0) response.pause();
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        if (head.length > 0) controller.enqueue(head);
        // A body that fits in the head may have emitted 'end' (and 'close') already.
        if (opened.ended || response.readableEnded) {
          controller.close();
          finish();
          return;
        }
        if (response.destroyed) {
          finish(new ClosedEarlyError());
          return;
        }
        response.on('data', onData);
        response.once('end', () => {
          if (settled) return;
          controller.close();
          finish();
        });
        response.once('close', () => finish(new ClosedEarlyError()));
        response.resume();
      },
      pull() {
        if (!settled) response.resume();
      },
      cancel() {
        // The client went away: stop the download and free the socket and the slot.
        finish(new ClientGoneError());
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
  );
  return { stream, fail: finish };
}

/** Reads a whole stream into one buffer. */
export async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    chunks.push(value);
  }
}
