/** What both generating routes share: the random ids, the daily budget, the slot and the fallback. */
import type { TextWriter } from '#core/index.ts';
import { HttpError, tooManyRequests } from '../errors.ts';
import { LOCAL_WRITER_NAME } from '../generation/local-writer.ts';
import type { Logger } from '../logger.ts';
import type { FallbackKind } from '../metrics/metrics.ts';
import type { GenerationRequest, Services } from '../services.ts';

/** `{ writer: 'rules' }` when the embedded writer answers, so the page can say so; else nothing. */
export function textWriter(services: Services): { writer?: TextWriter } {
  return services.generator.name === LOCAL_WRITER_NAME ? { writer: 'rules' } : {};
}

/**
 * The signal that tells a generation the visitor went away, for a generator that can stop: the
 * embedded writer answers at once and cannot, and making a Request's signal costs a real share of
 * its answer (an AbortController per request).
 */
export function visitorSignal(services: Services, request: Request): AbortSignal | undefined {
  return services.generator.name === LOCAL_WRITER_NAME ? undefined : request.signal;
}

/** Reads a JSON body, or answers 400 when it is not JSON. */
export async function readJsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new HttpError(400, 'The request body must be JSON.');
  }
}

/** The fallback a failed generation leads to: its card mode's (`summary` for normal) or `thread`. */
export function fallbackKind(request: GenerationRequest): FallbackKind {
  if (request.kind === 'thread') return 'thread';
  return request.mode === 'normal' ? 'summary' : request.mode;
}

/** One generation out of the daily budget, or a 429; streamed answers check it before their first byte. */
export async function consumeBudget({
  generator,
  limits,
}: Pick<Services, 'generator' | 'limits'>): Promise<void> {
  // The local writer costs nothing and calls no one: the budget guards paid model calls only.
  if (generator.name !== 'local') {
    const decision = await limits.consumeGeneration();
    if (!decision.ok) throw tooManyRequests(decision.message, decision.retryAfterSeconds);
  }
}

/**
 * Generates within the daily budget and the concurrency cap. Resolves to the raw text, or to
 * undefined when generation failed (the caller then uses the spec's silent fallback). Limit
 * refusals (HttpError) pass through: they are not generation failures.
 */
export async function generateText(
  { generator, limits, metrics }: Services,
  request: GenerationRequest,
  log: Logger,
  signal?: AbortSignal,
): Promise<string | undefined> {
  await consumeBudget({ generator, limits });
  const started = performance.now();
  try {
    const raw = await limits.withGenerationSlot(() => generator.generate(request, signal));
    log.info(
      { provider: generator.name, kind: request.kind, ms: Math.round(performance.now() - started) },
      'generated',
    );
    return raw;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    log.warn(
      {
        provider: generator.name,
        kind: request.kind,
        ms: Math.round(performance.now() - started),
        reason: (error as Error).message,
        fallback: true,
      },
      'generation failed, using the fallback',
    );
    metrics.countFallback(fallbackKind(request));
    return undefined;
  }
}
