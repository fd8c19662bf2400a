/**
 * Streamed answers of the generating routes (issue 15): with `Accept: text/event-stream`, the
 * answer so far as `event: partial`, the same JSON the plain request answers as `event: done`,
 * and `event: error` when something fails once the stream has started. Everything that can be
 * refused (body, post, rate limit, budget) is checked before: those keep their status and JSON.
 */
import type { Context } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import { MIN_WORDS_SHOWN, shownSoFar } from '#core/index.ts';
import { streamText } from '../generation/providers/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/errors.ts';
import type { Logger } from '../logging/logger.ts';
import type { GenerationRequest, Services } from '../services.ts';
import type { AnswerGuard } from './answer-guard.ts';
import { consumeBudget, fallbackKind, withGenerationSlot } from './generate-text.ts';

/** What a person reads when the stream fails for a reason of ours. */
export const STREAM_FAILED_MESSAGE =
  'Something went wrong while writing the answer. Please try again.';

/** True when the client asked for a stream of server-sent events. */
export function wantsEventStream(request: Request): boolean {
  return /(?:^|[\s,])text\/event-stream(?:[\s;,]|$)/i.test(request.headers.get('accept') ?? '');
}

/**
 * At most one `partial` this often while a line is being written (a line's end goes at once): a
 * model writes 15-100 pieces a second, and a browser needs no more than a word at a time.
 */
export const PARTIAL_INTERVAL_MS = 50;

/** How a route turns model text into its answer, so far and at the end. */
export interface AnswerShaper<T> {
  /**
   * The answer from the text so far (finished lines, then the words of the line being written:
   * core's shownSoFar), or undefined when none of it shows yet.
   */
  partial(textSoFar: string): T | undefined | Promise<T | undefined>;
  /**
   * What every model's text goes through first (answer-guard.ts): `partial` and `done` read only
   * checked lines (the line being written aside).
   */
  guard?: AnswerGuard;
  /** The final answer: from the whole text, or the fallback when `raw` is undefined. */
  done(raw: string | undefined): T | Promise<T>;
}

/** Writes one event whose data is one line of JSON. */
async function writeJsonEvent(stream: SSEStreamingApi, event: string, body: unknown) {
  await stream.writeSSE({ event, data: JSON.stringify(body) });
}

/**
 * Answers with a stream of the generation of `request`. The budget is taken first (a 429 is an
 * ordinary answer); then the model's text is read within the concurrency cap, a `partial` is
 * sent whenever what is shown changes: with the first words of a line (then at most one every
 * PARTIAL_INTERVAL_MS, each a word or more further), and as soon as a line completes; `done`
 * carries `shaper.done`:
 * of the text (checked by the shaper's guard), or of nothing (the silent fallback) when generation failed
 * before or after the first token. The visitor going away aborts the model's request and frees the slot.
 */
export async function streamAnswer<T>(
  c: Context<AppEnv>,
  services: Services,
  request: GenerationRequest,
  log: Logger,
  shaper: AnswerShaper<T>,
): Promise<Response> {
  const { guard } = shaper;
  const { generator, config } = services;
  // An answer held to a schema shows from its first word, even half written where it cannot be
  // a claim's start: the first partial goes out with the model's first token.
  const schema = generator.heldToSchema === true;
  const showable = (text: string) => shownSoFar(text, schema ? 1 : MIN_WORDS_SHOWN, schema);
  /**
   * Nothing unchecked on screen (issue 44): the guard checks the finished lines whole (a failed
   * one is replaced by the post's sentence before the partial goes), and the line being written
   * shows only up to before a claim still being written or one the guard stops (answer-guard.ts's
   * soFar, read off the event loop).
   */
  const checkedSoFar = async (soFar: string) => (guard ? guard.soFar(soFar) : soFar);
  await consumeBudget(services);
  // nginx buffers proxied answers unless told not to; a buffered stream is no stream.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const upstream = new AbortController();
    const visitorLeft = () => upstream.abort(new Error('the visitor went away'));
    const signal = c.req.raw.signal;
    signal.addEventListener('abort', visitorLeft, { once: true });
    stream.onAbort(visitorLeft);
    // One comment at once: the headers leave now, not with the first line (which may take a while
    // on a CPU server), so proxies and the browser see the stream open.
    void stream.write(': keep-alive\n\n');
    const keepAlive = setInterval(() => {
      void stream.write(': keep-alive\n\n');
    }, config.sse.keepAliveMs);
    const started = performance.now();
    let text = '';
    let shown = '';
    // The model's tokens behind `text` (when it counts them), and behind the first partial sent:
    // logged with the answer, so a partial's wait can be set beside the runtime's for as many tokens.
    let writtenTokens: number | undefined;
    let tokensInText: number | undefined;
    let firstPartialTokens: number | undefined;
    const partials = pacePartials(async () => {
      const tokens = tokensInText;
      const partial = await shaper.partial(await checkedSoFar(showable(text)));
      if (partial === undefined || upstream.signal.aborted) return;
      const data = JSON.stringify(partial);
      if (data === shown) return;
      if (shown === '') firstPartialTokens = tokens;
      shown = data;
      await stream.writeSSE({ event: 'partial', data });
    });
    try {
      let raw: string | undefined;
      try {
        await withGenerationSlot(services, async () => {
          const counted = (tokens: number) => {
            writtenTokens = tokens;
          };
          for await (const piece of streamText(generator, request, upstream.signal, counted)) {
            text += piece;
            tokensInText = writtenTokens;
            partials.changed(showable(text), piece.includes('\n'));
          }
          // The answer is whole: `done` follows, a partial still waiting is not needed.
          await partials.settled();
        });
        // What `generate` answers: remote text trimmed (empty is a failure), the local writer's as is.
        if (generator.stream && text.trim() === '') {
          throw new Error('the model answered with empty text');
        }
        raw = generator.stream ? text.trim() : text;
        const ms = Math.round(performance.now() - started);
        log.info(
          {
            provider: generator.name,
            kind: request.kind,
            ms,
            streamed: true,
            ...(firstPartialTokens !== undefined && { firstPartialTokens }),
          },
          'generated',
        );
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if (upstream.signal.aborted) {
          log.info(
            { provider: generator.name, ms: Math.round(performance.now() - started) },
            'the visitor left during generation; the model request was closed',
          );
          return;
        }
        log.warn(
          {
            provider: generator.name,
            kind: request.kind,
            ms: Math.round(performance.now() - started),
            reason: (error as Error).message,
            streamedChars: text.length,
            fallback: true,
            streamed: true,
          },
          'generation failed, using the fallback',
        );
        services.metrics.countFallback(fallbackKind(request));
        raw = undefined;
      }
      if (upstream.signal.aborted) return;
      // Only checked lines reach `done`, the stored card and its pictures (answer-guard.ts).
      const answer = guard ? await guard.final(raw) : raw;
      if (upstream.signal.aborted) return;
      await writeJsonEvent(stream, 'done', await shaper.done(answer));
    } catch (error) {
      // Never thrown out of here: streamSSE would append its own error event, not JSON.
      const message = error instanceof HttpError ? error.message : STREAM_FAILED_MESSAGE;
      if (!(error instanceof HttpError)) log.error({ err: error }, 'streamed answer failed');
      if (!upstream.signal.aborted) await writeJsonEvent(stream, 'error', { error: message });
    } finally {
      partials.stop();
      // The guard's worker drops this answer's source (also when the visitor went away).
      guard?.end();
      clearInterval(keepAlive);
      signal.removeEventListener('abort', visitorLeft);
    }
  });
}

/**
 * Sends partials one at a time, in order: at once when a line ends or when the last went out
 * PARTIAL_INTERVAL_MS ago, else once that much time has passed (the pieces in between coalesce).
 * Only a change of what may be shown counts; a failure to send is thrown by `settled`.
 */
function pacePartials(send: () => Promise<void>) {
  let sending: Promise<void> = Promise.resolve();
  let failure: unknown;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSent = Number.NEGATIVE_INFINITY;
  let visible = '';
  const go = () => {
    timer = undefined;
    lastSent = performance.now();
    sending = sending.then(send).catch((error: unknown) => {
      failure ??= error;
    });
  };
  return {
    changed(shown: string, lineEnded: boolean) {
      if (failure !== undefined) throw failure;
      if (shown === visible) return;
      visible = shown;
      const wait = PARTIAL_INTERVAL_MS - (performance.now() - lastSent);
      if (lineEnded || wait <= 0) {
        clearTimeout(timer);
        go();
      } else {
        timer ??= setTimeout(go, wait);
      }
    },
    async settled() {
      clearTimeout(timer);
      timer = undefined;
      await sending;
      if (failure !== undefined) throw failure;
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** A stream of one `done` event, for an answer that needs no generation (a reused card). */
export function streamFinished(c: Context<AppEnv>, body: unknown): Response {
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, (stream) => writeJsonEvent(stream, 'done', body));
}
