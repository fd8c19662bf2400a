/**
 * The decorators' labels for the outcomes the scraped end-to-end test (metrics.test.ts) cannot
 * easily provoke: a gone post, a source or model timing out, a missing or slow image, a refused URL.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../cache/memory-cache.ts';
import { HttpError } from '../http/errors.ts';
import { type PostSource, SourceFailure, type SourceOutcome } from '../posts/post-source.ts';
import type { ImageProxy, TextGenerator } from '../services.ts';
import {
  countCache,
  measureGenerator,
  timeImageProxy,
  timePostSource,
} from './instrument-services.ts';
import { type Metrics, NO_METRICS, type UpstreamOutcome } from './metrics.ts';

function recordingMetrics() {
  const upstream: string[] = [];
  const caches: string[] = [];
  const inFlight: number[] = [];
  let current = 0;
  const metrics: Metrics = {
    ...NO_METRICS,
    enabled: true,
    observeUpstream(service, outcome: UpstreamOutcome, seconds) {
      expect(seconds).toBeGreaterThanOrEqual(0);
      upstream.push(`${service}:${outcome}`);
    },
    countCache(cache, hit) {
      caches.push(`${cache}:${hit ? 'hit' : 'miss'}`);
    },
    addGenerationsInFlight(delta) {
      current += delta;
      inFlight.push(current);
    },
  };
  return { metrics, upstream, caches, inFlight };
}

const source = (answer: () => Promise<SourceOutcome>): PostSource => ({
  name: 'syndication',
  fetchPost: answer,
});
const context = { timeoutMs: 100, log: undefined as never };

describe('timePostSource', () => {
  it('labels found ok, gone gone, a timeout timeout and any other failure error', async () => {
    const { metrics, upstream } = recordingMetrics();
    const found = { kind: 'found', post: {}, thread: [] } as unknown as SourceOutcome;
    await timePostSource(
      source(async () => found),
      metrics,
    ).fetchPost('1', { includeThread: false }, context);
    await timePostSource(
      source(async () => ({ kind: 'gone', reason: 'deleted' })),
      metrics,
    ).fetchPost('1', { includeThread: false }, context);
    for (const failure of [new SourceFailure('no answer', true), new SourceFailure('garbage')]) {
      await expect(
        timePostSource(
          source(async () => {
            throw failure;
          }),
          metrics,
        ).fetchPost('1', { includeThread: false }, context),
      ).rejects.toBe(failure);
    }
    expect(upstream).toEqual([
      'syndication:ok',
      'syndication:gone',
      'syndication:timeout',
      'syndication:error',
    ]);
  });

  it('hands back the source itself with metrics off', () => {
    const plain = source(async () => ({ kind: 'gone', reason: 'deleted' }));
    expect(timePostSource(plain, NO_METRICS)).toBe(plain);
  });
});

describe('measureGenerator', () => {
  const generator = (name: string, answer: () => Promise<string>): TextGenerator => ({
    name,
    generate: answer,
  });
  const request = {
    kind: 'thread',
    style: 'standard',
    prompt: 'p',
    sourceText: 's',
    parameters: {},
  } as never;

  it('counts generations in flight and times remote models: ok, timeout, error', async () => {
    const { metrics, upstream, inFlight } = recordingMetrics();
    await measureGenerator(
      generator('openai', async () => 'text'),
      metrics,
    ).generate(request);
    await expect(
      measureGenerator(
        generator('openai', async () => {
          throw new Error('openai: no answer within 30000 ms');
        }),
        metrics,
      ).generate(request),
    ).rejects.toThrow();
    await expect(
      measureGenerator(
        generator('tgi', async () => {
          throw new Error('tgi: HTTP 500');
        }),
        metrics,
      ).generate(request),
    ).rejects.toThrow();
    expect(upstream).toEqual(['llm:ok', 'llm:timeout', 'llm:error']);
    expect(inFlight).toEqual([1, 0, 1, 0, 1, 0]);
  });

  it('does not time the embedded local writer as an upstream, but counts it in flight', async () => {
    const { metrics, upstream, inFlight } = recordingMetrics();
    const local = measureGenerator(
      generator('local', async () => 'text'),
      metrics,
    );
    expect(local.name).toBe('local');
    await local.generate(request);
    expect(upstream).toEqual([]);
    expect(inFlight).toEqual([1, 0]);
  });
});

describe('measureGenerator, streaming', () => {
  const request = {
    kind: 'thread',
    style: 'standard',
    prompt: 'p',
    sourceText: 's',
    parameters: {},
  } as never;
  const streaming = (tokens: string[], failure?: Error): TextGenerator => ({
    name: 'openai',
    generate: async () => tokens.join(''),
    async *stream() {
      for (const token of tokens) yield token;
      if (failure) throw failure;
    },
  });

  it('passes the tokens on, in flight until the last one, timed ok or by its failure', async () => {
    const { metrics, upstream, inFlight } = recordingMetrics();
    const measured = measureGenerator(streaming(['a', 'b']), metrics);
    const seen: string[] = [];
    for await (const token of measured.stream?.(request) ?? []) {
      seen.push(token);
      expect(inFlight.at(-1)).toBe(1);
    }
    expect(seen).toEqual(['a', 'b']);
    const failing = measureGenerator(
      streaming(['a'], new Error('openai: no answer within 30000 ms')),
      metrics,
    );
    await expect(async () => {
      for await (const _ of failing.stream?.(request) ?? []) {
        // read to the end
      }
    }).rejects.toThrow('no answer');
    expect(upstream).toEqual(['llm:ok', 'llm:timeout']);
    expect(inFlight).toEqual([1, 0, 1, 0]);
  });

  it('leaves a stream abandoned by its reader untimed, and adds no stream to a generator without one', async () => {
    const { metrics, upstream, inFlight } = recordingMetrics();
    for await (const _ of measureGenerator(streaming(['a', 'b', 'c']), metrics).stream?.(request) ??
      []) {
      break;
    }
    expect(upstream).toEqual([]);
    expect(inFlight).toEqual([1, 0]);
    const plain = measureGenerator({ name: 'local', generate: async () => 'x' }, metrics);
    expect(plain.stream).toBeUndefined();
  });
});

describe('timeImageProxy', () => {
  const proxy = (error?: HttpError): ImageProxy => ({
    fetchImage: async () => {
      if (error) throw error;
      return { body: new Uint8Array([1]), contentType: 'image/png' };
    },
    linkFor: () => undefined,
    openImage: async () => {
      if (error) throw error;
      return {
        contentType: 'image/png',
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(new Uint8Array([1, 2]));
            controller.close();
          },
        }),
      };
    },
  });

  it('labels 404 gone, 504 timeout, 502 error, and leaves a refused URL (400) untimed', async () => {
    const { metrics, upstream } = recordingMetrics();
    for (const status of [404, 504, 502, 400] as const) {
      const error = new HttpError(status, 'no');
      await expect(timeImageProxy(proxy(error), metrics).fetchImage('u')).rejects.toBe(error);
      await expect(timeImageProxy(proxy(error), metrics).openImage('u')).rejects.toBe(error);
    }
    expect(upstream).toEqual([
      'image:gone',
      'image:gone',
      'image:timeout',
      'image:timeout',
      'image:error',
      'image:error',
    ]);
  });

  it('times a streamed image to its last byte, with its bytes unchanged', async () => {
    const { metrics, upstream } = recordingMetrics();
    const image = await timeImageProxy(proxy(), metrics).openImage('u');
    expect(upstream).toEqual([]);
    const bytes = new Uint8Array(await new Response(image.body).arrayBuffer());
    expect([...bytes]).toEqual([1, 2]);
    expect(upstream).toEqual(['image:ok']);
  });
});

describe('countCache', () => {
  it('counts hits, misses, and a failed read as a miss', async () => {
    const { metrics, caches } = recordingMetrics();
    const cache = countCache(createMemoryCache(), 'post', metrics);
    await cache.set('k', { a: 1 }, 60);
    expect(await cache.get('k')).toEqual({ a: 1 });
    expect(await cache.get('other')).toBeUndefined();
    const failing = countCache(
      {
        name: 'broken',
        get: async () => {
          throw new Error('down');
        },
        set: async () => undefined,
      },
      'gif',
      metrics,
    );
    await expect(failing.get('k')).rejects.toThrow('down');
    expect(caches).toEqual(['post:hit', 'post:miss', 'gif:miss']);
    expect(cache.name).toBe('memory');
  });
});
