/**
 * The embedded model's start is called before the rest of the server is imported, and the rest is
 * imported once the weights load on the runtime's threads, so the main thread reads those modules
 * while it would idle (issue 46 item 9); with any other writer nothing starts, and
 * the model's figures reach the metrics the services make afterwards.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/index.ts';
import type { EmbeddedModel } from '#server/generation/runtime/index.ts';
import { createLogger } from '#server/logging/logger.ts';
import { NO_METRICS } from '#server/metrics/metrics.ts';
import { modelFirst } from './model-first.ts';

type CreateModel = NonNullable<Parameters<typeof modelFirst>[3]>;

/** A model that notes when its start is called, and hands its metrics to the test. */
function notingModel(order: string[]) {
  let reported: Parameters<CreateModel>[0]['metrics'];
  const createModel: CreateModel = (options) => {
    reported = options.metrics;
    order.push('model created');
    let free = () => {};
    const mainThreadFree = new Promise<void>((resolve) => {
      free = resolve;
    });
    return {
      start: async () => {
        order.push('model started');
        // The runtime's start on the main thread, then the weights handed to its threads.
        await new Promise((resolve) => setTimeout(resolve, 10));
        order.push('weights loading');
        free();
      },
      whenMainThreadFree: () => mainThreadFree,
    } as EmbeddedModel;
  };
  return { createModel, metrics: () => reported };
}

const logger = createLogger('silent');

describe('the model first', () => {
  it("starts the embedded model's load before the rest of the server is imported, and imports it once the weights load", async () => {
    const order: string[] = [];
    const { createModel } = notingModel(order);
    const config = loadConfig({ LLM_PROTOCOL: 'embedded', EMBEDDED_MODEL: '/models/m.gguf' });
    const first = await modelFirst(
      config,
      logger,
      async () => {
        order.push('rest imported');
        return 'the rest';
      },
      createModel,
    );
    expect(order).toEqual(['model created', 'model started', 'weights loading', 'rest imported']);
    expect(first.rest).toBe('the rest');
    expect(first.embeddedModel).toBeDefined();
  });

  it('starts nothing with another writer, and imports the rest all the same', async () => {
    const order: string[] = [];
    const { createModel } = notingModel(order);
    const config = loadConfig({ EMBEDDED_MODEL: 'off' });
    const first = await modelFirst(
      config,
      logger,
      async () => {
        order.push('rest imported');
        return 1;
      },
      createModel,
    );
    expect(order).toEqual(['rest imported']);
    expect(first.embeddedModel).toBeUndefined();
  });

  it("hands the model's figures to the metrics made after it", async () => {
    const { createModel, metrics } = notingModel([]);
    const config = loadConfig({ LLM_PROTOCOL: 'embedded', EMBEDDED_MODEL: '/models/m.gguf' });
    const first = await modelFirst(config, logger, async () => undefined, createModel);
    const seen: number[][] = [];
    first.reportTo({
      ...NO_METRICS,
      observeEmbeddedGeneration: (firstToken, rate) => seen.push([firstToken, rate]),
    });
    metrics()?.observeEmbeddedGeneration(0.5, 20);
    expect(seen).toEqual([[0.5, 20]]);
  });
});
