/**
 * The one capped body reader: an upstream's answer read chunk by chunk and given up as soon as it
 * passes its cap (the declared length is checked before a byte is read), so no upstream can make
 * us hold more than the cap. The post sources' fetch and the Mastodon instance's request read
 * their bodies with it, each turning the refusal into its own failure.
 */

/** The answer is larger than the cap; `declaredBytes` when the headers already said so. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  constructor(
    readonly maxBytes: number,
    readonly declaredBytes?: number,
  ) {
    super(
      declaredBytes === undefined
        ? `answer over ${maxBytes} bytes`
        : `answer of ${declaredBytes} bytes, over ${maxBytes}`,
    );
  }
}

export interface CappedBodyOptions {
  maxBytes: number;
  /** The length the headers declare, if any (content-length). */
  declaredBytes?: number;
  /** Ends the transfer when the cap is passed (destroys the socket, cancels the stream). */
  stop?: () => void;
}

/** The whole body, or BodyTooLargeError once it passes `maxBytes`. */
export async function readCappedBody(
  body: AsyncIterable<Uint8Array> | null | undefined,
  { maxBytes, declaredBytes, stop }: CappedBodyOptions,
): Promise<Buffer> {
  if (declaredBytes !== undefined && Number.isFinite(declaredBytes) && declaredBytes > maxBytes) {
    stop?.();
    throw new BodyTooLargeError(maxBytes, declaredBytes);
  }
  if (!body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      stop?.();
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
