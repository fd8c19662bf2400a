/**
 * The Prometheus metrics (prom-client), each instance on its own registry so tests can build many.
 * Label values are fixed lists or route patterns: no series grows with the traffic's URLs.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { CLAIM_KINDS, GUARD_MODES } from '#core/index.ts';
import { CACHE_NAMES, type CacheName, FALLBACK_KINDS, type Metrics } from './metrics.ts';

/** Methods that get their own label value; anything else is counted as `other`. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** From a cached answer (about 0.1 ms) to a slow generation (LLM_TIMEOUT_MS is 30 s by default). */
const REQUEST_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const UPSTREAM_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  // Observed on every request, the answer cache's hits included: prom-client's own Histogram,
  // through its public API (its cost per cache hit is bench/metrics-cost.ts's figure).
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code, including answer-cache hits.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const upstream = new Histogram({
    name: 'upstream_request_duration_seconds',
    help: 'Calls to outside services (post sources, the language model, GIPHY, image hosts).',
    labelNames: ['service', 'outcome'] as const,
    buckets: UPSTREAM_BUCKETS,
    registers: [registry],
  });
  const fallbacks = new Counter({
    name: 'generation_fallbacks_total',
    help: "Generations that failed and were answered with the spec's silent fallback, by kind.",
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const unsupportedClaims = new Counter({
    name: 'generation_unsupported_claims_total',
    help: "Claims of a model's answer the source does not hold, stopped by the guard, by kind and mode.",
    labelNames: ['kind', 'mode'] as const,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'generations_in_flight',
    help: 'Text generations running now.',
    registers: [registry],
  });
  // The embedded model on the CPU: a first token takes from tens of milliseconds (a tiny model) to
  // tens of seconds (a busy queue); a small model writes from a few to a few hundred tokens a second.
  const firstToken = new Histogram({
    name: 'embedded_model_first_token_seconds',
    help: 'Seconds from a request to the embedded model to its first token, queue wait included.',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
    registers: [registry],
  });
  const tokenRate = new Histogram({
    name: 'embedded_model_tokens_per_second',
    help: 'Tokens per second the embedded model wrote, per generation.',
    buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
    registers: [registry],
  });
  const embeddedQueue = new Gauge({
    name: 'embedded_model_queue_length',
    help: 'Requests for the embedded model, by state: waiting for a sequence or writing on one.',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  embeddedQueue.set({ state: 'waiting' }, 0);
  embeddedQueue.set({ state: 'running' }, 0);
  const rateLimited = new Counter({
    name: 'rate_limited_total',
    help: 'Requests refused with 429 by the per-client rate limit.',
    registers: [registry],
  });
  // Tallied in plain numbers (a hit is counted on every answer-cache hit) and added to the
  // counters when they are scraped.
  const tally = Object.fromEntries(
    CACHE_NAMES.map((cache) => [cache, { hits: 0, misses: 0 }]),
  ) as Record<CacheName, { hits: number; misses: number }>;
  new Counter({
    name: 'cache_hits_total',
    help: 'Cache lookups that found an entry, by cache.',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      for (const cache of CACHE_NAMES) {
        this.inc({ cache }, tally[cache].hits);
        tally[cache].hits = 0;
      }
    },
  });
  new Counter({
    name: 'cache_misses_total',
    help: 'Cache lookups that found nothing, by cache.',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      for (const cache of CACHE_NAMES) {
        this.inc({ cache }, tally[cache].misses);
        tally[cache].misses = 0;
      }
    },
  });
  // Every series of a fixed label list exists from the start, so a dashboard shows 0, not "no data".
  for (const kind of FALLBACK_KINDS) fallbacks.inc({ kind }, 0);
  for (const kind of CLAIM_KINDS) {
    for (const mode of GUARD_MODES) unsupportedClaims.inc({ kind, mode }, 0);
  }
  rateLimited.inc(0);

  return {
    enabled: true,
    observeRequest(method, route, statusCode, seconds) {
      requests.observe(
        { method: KNOWN_METHODS.has(method) ? method : 'other', route, status_code: statusCode },
        seconds,
      );
    },
    observeUpstream(service, outcome, seconds) {
      upstream.observe({ service, outcome }, seconds);
    },
    countFallback(kind) {
      fallbacks.inc({ kind });
    },
    countUnsupportedClaim(kind, mode) {
      unsupportedClaims.inc({ kind, mode });
    },
    countRateLimited() {
      rateLimited.inc();
    },
    addGenerationsInFlight(delta) {
      inFlight.inc(delta);
    },
    countCache(cache, hit) {
      if (hit) tally[cache].hits += 1;
      else tally[cache].misses += 1;
    },
    observeEmbeddedGeneration(firstTokenSeconds, tokensPerSecond) {
      firstToken.observe(firstTokenSeconds);
      if (Number.isFinite(tokensPerSecond) && tokensPerSecond > 0)
        tokenRate.observe(tokensPerSecond);
    },
    setEmbeddedQueue(waiting, running) {
      embeddedQueue.set({ state: 'waiting' }, waiting);
      embeddedQueue.set({ state: 'running' }, running);
    },
    render: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
