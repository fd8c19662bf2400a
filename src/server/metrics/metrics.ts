/**
 * What the server measures, behind one small interface: the Prometheus implementation
 * (create-metrics.ts) when METRICS_PORT is set, else NO_METRICS, whose every method does nothing,
 * so an instance without metrics pays nothing for them.
 */

import type { ClaimKind, GuardMode } from '#core/index.ts';

/** The outside services whose calls are timed. */
export const UPSTREAM_SERVICES = [
  'fxtwitter',
  'syndication',
  'oembed',
  'llm',
  'giphy',
  'image',
] as const;
export type UpstreamService = (typeof UPSTREAM_SERVICES)[number];

/** ok: answered; gone: the thing asked for is not there (a deleted post, a missing image). */
export const UPSTREAM_OUTCOMES = ['ok', 'gone', 'error', 'timeout'] as const;
export type UpstreamOutcome = (typeof UPSTREAM_OUTCOMES)[number];

/** Which silent fallback of the spec was served: a card mode's, or a thread's. */
export const FALLBACK_KINDS = ['summary', 'troll', 'meme', 'thread'] as const;
export type FallbackKind = (typeof FALLBACK_KINDS)[number];

/** answer: finished answers before Hono; post: fetched posts; gif: GIPHY result pages. */
export const CACHE_NAMES = ['answer', 'post', 'gif'] as const;
export type CacheName = (typeof CACHE_NAMES)[number];

export interface Metrics {
  /** False for NO_METRICS: callers skip even the clock reads. */
  readonly enabled: boolean;
  /** One HTTP request answered; `route` is the route pattern, never the URL. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  observeUpstream(service: UpstreamService, outcome: UpstreamOutcome, seconds: number): void;
  countFallback(kind: FallbackKind): void;
  /** A claim of a model's answer the source does not hold, stopped by the guard. */
  countUnsupportedClaim(kind: ClaimKind, mode: GuardMode): void;
  countRateLimited(): void;
  /** A generation started (+1) or ended (-1). */
  addGenerationsInFlight(delta: 1 | -1): void;
  countCache(cache: CacheName, hit: boolean): void;
  /**
   * One generation of the embedded model done: seconds from the request to its first token
   * (queue wait included) and its tokens per second once writing.
   */
  observeEmbeddedGeneration(firstTokenSeconds: number, tokensPerSecond: number): void;
  /** Requests waiting for one of the embedded model's sequences, and writing on one. */
  setEmbeddedQueue(waiting: number, running: number): void;
  /** The Prometheus text exposition of every series. */
  render(): Promise<string>;
  /** The Content-Type of render()'s text. */
  readonly contentType: string;
}

const nothing = () => undefined;

export const NO_METRICS: Metrics = {
  enabled: false,
  observeRequest: nothing,
  observeUpstream: nothing,
  countFallback: nothing,
  countUnsupportedClaim: nothing,
  countRateLimited: nothing,
  addGenerationsInFlight: nothing,
  countCache: nothing,
  observeEmbeddedGeneration: nothing,
  setEmbeddedQueue: nothing,
  render: async () => '',
  contentType: 'text/plain; version=0.0.4; charset=utf-8',
};
