/**
 * Decorators that measure the services from outside (create-services.ts wraps every service in
 * them): the services themselves stay free of metric code, and with metrics off (no METRICS_PORT)
 * each decorator hands back the service itself, so nothing is wrapped at all.
 */
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config/index.ts';
import type { AnswerCache } from '../http/answer-cache.ts';
import { HttpError } from '../http/errors.ts';
import { buildSource, type PostServiceOptions } from '../posts/create-post-service.ts';
import { type PostSource, SourceFailure } from '../posts/post-source.ts';
import type {
  Cache,
  GenerationRequest,
  GifService,
  ImageProxy,
  ImageStream,
  TextGenerator,
} from '../services.ts';
import type { CacheName, Metrics, UpstreamOutcome } from './metrics.ts';

const secondsSince = (started: number) => (performance.now() - started) / 1000;

/**
 * `base` with some members replaced; everything else (present or added later to the interface)
 * is still read from `base` itself.
 */
function override<T extends object>(base: T, members: Partial<T>): T {
  return Object.assign(Object.create(base) as T, members);
}

/** One post source's calls, labelled by its name: found is ok, a final "gone" is gone. */
export function timePostSource(source: PostSource, metrics: Metrics): PostSource {
  if (!metrics.enabled) return source;
  return override(source, {
    async fetchPost(id, options, context) {
      const started = performance.now();
      try {
        const outcome = await source.fetchPost(id, options, context);
        metrics.observeUpstream(
          source.name,
          outcome.kind === 'gone' ? 'gone' : 'ok',
          secondsSince(started),
        );
        return outcome;
      } catch (error) {
        const timedOut = error instanceof SourceFailure && error.timedOut;
        metrics.observeUpstream(source.name, timedOut ? 'timeout' : 'error', secondsSince(started));
        throw error;
      }
    },
  });
}

/** The post service's options: its configured sources, each timed; none with metrics off. */
export function timedPostSources(config: Config, metrics: Metrics): PostServiceOptions {
  if (!metrics.enabled) return {};
  return {
    sources: config.posts.sources.map((name) => timePostSource(buildSource(name, config), metrics)),
  };
}

/** The generators' deadline failures say "no answer within N ms" (post-json-with-retry.ts). */
function isTimeout(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  return name === 'TimeoutError' || /no answer within|timed? ?out/i.test(message ?? '');
}

/**
 * Every generation counts in `generations_in_flight`, streamed ones until their last token; only a
 * remote model's calls are timed as the `llm` upstream (the embedded local writer calls no one). A
 * stream the client abandons has no outcome and is not timed.
 */
export function measureGenerator(generator: TextGenerator, metrics: Metrics): TextGenerator {
  if (!metrics.enabled) return generator;
  // The embedded model runs here and has metrics of its own (embedded-model.ts); only a model
  // server is an upstream.
  const remote = generator.name !== 'local' && generator.name !== 'embedded';
  // Whoever answers in the generator's place is measured too, each wrapped once.
  const measured = new WeakMap<TextGenerator, TextGenerator>();
  const answerer = generator.answerer?.bind(generator);
  return override(generator, {
    ...(answerer && {
      answerer(): TextGenerator {
        const chosen = answerer();
        if (chosen === generator) return chosen;
        let wrapped = measured.get(chosen);
        if (!wrapped) {
          wrapped = measureGenerator(chosen, metrics);
          measured.set(chosen, wrapped);
        }
        return wrapped;
      },
    }),
    async generate(request, signal) {
      metrics.addGenerationsInFlight(1);
      const started = performance.now();
      try {
        const text = await generator.generate(request, signal);
        if (remote) metrics.observeUpstream('llm', 'ok', secondsSince(started));
        return text;
      } catch (error) {
        if (remote) {
          metrics.observeUpstream(
            'llm',
            isTimeout(error) ? 'timeout' : 'error',
            secondsSince(started),
          );
        }
        throw error;
      } finally {
        metrics.addGenerationsInFlight(-1);
      }
    },
    // Only when the generator streams: the routes fall back to `generate` when it does not.
    ...(generator.stream && {
      stream(
        request: GenerationRequest,
        signal?: AbortSignal,
        onWritten?: (tokens: number) => void,
      ): AsyncIterable<string> {
        const tokens = generator.stream?.(request, signal, onWritten) ?? [];
        return (async function* () {
          metrics.addGenerationsInFlight(1);
          const started = performance.now();
          let outcome: UpstreamOutcome | undefined;
          try {
            yield* tokens;
            outcome = 'ok';
          } catch (error) {
            outcome = isTimeout(error) ? 'timeout' : 'error';
            throw error;
          } finally {
            metrics.addGenerationsInFlight(-1);
            if (remote && outcome) metrics.observeUpstream('llm', outcome, secondsSince(started));
          }
        })();
      },
    }),
  });
}

/**
 * GIPHY, as the GIF service sees it: it never throws, so a choice that is not GIPHY's (the embedded
 * GIF) means GIPHY failed. The embedded-only service (no GIPHY_API_KEY) calls no one: not wrapped.
 */
export function timeGifs(gifs: GifService, metrics: Metrics): GifService {
  if (!metrics.enabled || gifs.name !== 'giphy') return gifs;
  return override(gifs, {
    async findGif(text) {
      const started = performance.now();
      const choice = await gifs.findGif(text);
      metrics.observeUpstream('giphy', choice.fromGiphy ? 'ok' : 'error', secondsSince(started));
      return choice;
    },
  });
}

/**
 * Image fetches: 404 is gone, 504 (the deadline) a timeout. A URL refused before any connection
 * (400) made no upstream call and is not timed.
 */
function imageOutcome(error: unknown): UpstreamOutcome | undefined {
  if (!(error instanceof HttpError)) return isTimeout(error) ? 'timeout' : 'error';
  if (error.status === 400) return undefined;
  return error.status === 404 ? 'gone' : error.status === 504 ? 'timeout' : 'error';
}

/**
 * Both ways of fetching an image. A streamed image is timed to its last byte (or its failure);
 * a client that leaves before the end is not an outcome of the image host and is not counted.
 */
export function timeImageProxy(imageProxy: ImageProxy, metrics: Metrics): ImageProxy {
  if (!metrics.enabled) return imageProxy;
  const failed = (error: unknown, started: number) => {
    const outcome = imageOutcome(error);
    if (outcome) metrics.observeUpstream('image', outcome, secondsSince(started));
  };
  return override(imageProxy, {
    async fetchImage(url, signal) {
      const started = performance.now();
      try {
        const image = await imageProxy.fetchImage(url, signal);
        metrics.observeUpstream('image', 'ok', secondsSince(started));
        return image;
      } catch (error) {
        failed(error, started);
        throw error;
      }
    },
    async openImage(url, signal, signature): Promise<ImageStream> {
      const started = performance.now();
      let image: ImageStream;
      try {
        image = await imageProxy.openImage(url, signal, signature);
      } catch (error) {
        failed(error, started);
        throw error;
      }
      const reader = image.body.getReader();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const { done, value } = await reader.read();
            if (!done) {
              controller.enqueue(value);
              return;
            }
            metrics.observeUpstream('image', 'ok', secondsSince(started));
            controller.close();
          } catch (error) {
            failed(error, started);
            controller.error(error);
          }
        },
        cancel: (reason) => reader.cancel(reason),
      });
      return { ...image, body };
    },
  });
}

/** Hits and misses of a cache; a read that fails counts as a miss, as its callers treat it. */
export function countCache(cache: Cache, name: CacheName, metrics: Metrics): Cache {
  if (!metrics.enabled) return cache;
  return override(cache, {
    async get<T>(key: string): Promise<T | undefined> {
      try {
        const value = await cache.get<T>(key);
        metrics.countCache(name, value !== undefined);
        return value;
      } catch (error) {
        metrics.countCache(name, false);
        throw error;
      }
    },
  });
}

/**
 * The answer cache's hits (answers it wrote) and misses: answers the app had to build and then
 * handed to it to keep, so a request for the page or a script is not a miss of a cache that
 * never holds them.
 */
export function countAnswerCache(answers: AnswerCache, metrics: Metrics): AnswerCache {
  if (!metrics.enabled) return answers;
  return override(answers, {
    remember(pathAndQuery, json) {
      metrics.countCache('answer', false);
      answers.remember(pathAndQuery, json);
    },
    answer(request: IncomingMessage, response) {
      const answered = answers.answer(request, response);
      if (answered) metrics.countCache('answer', true);
      return answered;
    },
  });
}
