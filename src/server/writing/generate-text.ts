/** What both generating routes share: the random ids, the daily budget, the slot and the fallback. */

import type { Context } from 'hono';
import type { RulesReason, TextWriter } from '#core/index.ts';
import { EMBEDDED_MODEL_NAME, LOCAL_WRITER_NAME } from '../generation/providers/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError, tooManyRequests } from '../http/errors.ts';
import type { Logger } from '../logging/logger.ts';
import type { FallbackKind } from '../metrics/metrics.ts';
import { countPerClient, MODEL_ANSWER_COUNTERS } from '../middleware/rate-limit.ts';
import type { GenerationRequest, Services } from '../services.ts';

/**
 * The services with the generator that answers this request: the configured one, or the one it
 * hands the request to now (the embedded model's rules writer while the model is not ready or
 * busy). Asked once per request, just before generating, and used for all of it.
 */
export function withAnswerer(services: Services): Services {
  const chosen = services.generator.answerer?.();
  return chosen === undefined || chosen === services.generator
    ? services
    : { ...services, generator: chosen };
}

/** True when the rules writer answers (no model); its answers say so. */
export function rulesAnswer(services: Pick<Services, 'generator'>): boolean {
  return services.generator.name === LOCAL_WRITER_NAME;
}

/**
 * Counts a model's answer against the client's rate and day (429 past either), given the services
 * withAnswerer chose: limits by cost, so a rules answer (milliseconds, no model) counts against
 * neither, only against the cap on answers every request of the route counts against.
 */
export async function limitModelAnswer(c: Context<AppEnv>, writing: Services): Promise<void> {
  if (!rulesAnswer(writing)) await countPerClient(c, writing, MODEL_ANSWER_COUNTERS);
}

/** A generator of our own process: no model server is called, so no budget or slot is taken. */
function inProcess(services: Pick<Services, 'generator'>): boolean {
  const { name } = services.generator;
  return name === LOCAL_WRITER_NAME || name === EMBEDDED_MODEL_NAME;
}

/**
 * `{ writer: 'rules' }` when the rules writer answers, so the page can say so, with the reason when
 * it stands in for a model (`rulesReason`, stored with the card); else nothing.
 */
export function textWriter(services: Services): { writer?: TextWriter; rulesReason?: RulesReason } {
  if (!rulesAnswer(services)) return {};
  const { rulesReason } = services.generator;
  return { writer: 'rules', ...(rulesReason && { rulesReason }) };
}

/**
 * The signal that tells a generation the visitor went away, for a generator that can stop: the
 * rules writer answers at once and cannot, and making a Request's signal costs a real share of
 * its answer (an AbortController per request).
 */
export function visitorSignal(services: Services, request: Request): AbortSignal | undefined {
  return rulesAnswer(services) ? undefined : request.signal;
}

/**
 * Runs `task` within the cap on generations a model server is asked for at once; the embedded
 * model queues its own requests (a slot here would only add a wait), the rules writer needs none.
 */
export function withGenerationSlot<T>(
  services: Pick<Services, 'generator' | 'limits'>,
  task: () => Promise<T>,
): Promise<T> {
  return inProcess(services) ? task() : services.limits.withGenerationSlot(task);
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
  // The rules writer and the embedded model call no one: the budget guards paid model calls only.
  if (!inProcess({ generator })) {
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
  services: Services,
  request: GenerationRequest,
  log: Logger,
  signal?: AbortSignal,
): Promise<string | undefined> {
  const { generator, metrics } = services;
  await consumeBudget(services);
  const started = performance.now();
  try {
    const raw = await withGenerationSlot(services, () => generator.generate(request, signal));
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
