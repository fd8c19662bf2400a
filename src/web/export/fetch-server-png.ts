/** Asks the server for a stored card's picture, within a time limit, so a slow server never holds an export. */

/**
 * How long an export waits for the server's picture (answer and bytes) before the card is drawn in
 * the browser instead. The server's own budget for one picture is about 5 s: up to 3 s for the
 * card's pictures (PICTURE_DEADLINE_MS, src/server/cards/card-pictures.ts), up to 2 s for a render
 * slot before a 503 (RENDER_QUEUE_WAIT_MS, render-card.ts), then a render of 15-30 ms warm. Twice
 * that leaves a loaded machine room; past it the server is stalled, and the browser's drawing (up to
 * PICTURE_WAIT_MS for its own pictures) still fits inside the export's RENDER_DEADLINE_MS.
 */
export const SERVER_PNG_WAIT_MS = 10_000;

/**
 * The server's PNG at `url`, or null when there is none to use: refused, offline, not a PNG, or not
 * all there within `timeoutMs`. The request is aborted at the limit, so it frees its connection
 * (a browser keeps only a few per host) instead of finishing unseen.
 */
export async function fetchServerPng(
  url: string,
  timeoutMs = SERVER_PNG_WAIT_MS,
  request: typeof fetch = globalThis.fetch,
): Promise<Blob | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const answer = await request(url, { signal: controller.signal });
    if (!answer.ok || answer.headers.get('content-type') !== 'image/png') return null;
    // The limit covers the body too: a large picture that stops half-way is given up as well.
    return await answer.blob();
  } catch {
    // Offline, refused, or given up at the limit: the caller draws the card itself.
    return null;
  } finally {
    clearTimeout(timer);
  }
}
