/**
 * The embedded model's load starts before the rest of the server is imported (issue 46 item 9):
 * its runtime starts on the main thread, then its weights load on the runtime's own threads, and
 * the server's other modules (a 4 MB core among them) are read once they do, when the main
 * thread would idle; the server listens after that. Before, they were read first and the runtime started 1.6 s later than in a
 * bare process. Only main.ts, the process that serves, starts a model; tests and tools that build
 * services never do.
 */
import type { Config } from '../config/index.ts';
import { createEmbeddedModel, type EmbeddedModel } from '../generation/runtime/embedded-model.ts';
import type { Logger } from '../logging/logger.ts';
import type { Metrics } from '../metrics/metrics.ts';

export interface ModelFirst<Rest> {
  /** The rest of the server's modules, imported once the model's start was called. */
  rest: Rest;
  /** The embedded model, its start under way; undefined unless EMBEDDED_MODEL's protocol is on. */
  embeddedModel: EmbeddedModel | undefined;
  /** The metrics the model reports to, once the services have made them (none are lost: no
   * generation can end before the server listens). */
  reportTo(metrics: Metrics): void;
}

export async function modelFirst<Rest>(
  config: Config,
  logger: Logger,
  importRest: () => Promise<Rest>,
  createModel: typeof createEmbeddedModel = createEmbeddedModel,
): Promise<ModelFirst<Rest>> {
  let metrics: Metrics | undefined;
  let embeddedModel: EmbeddedModel | undefined;
  if (config.llm.protocol === 'embedded') {
    embeddedModel = createModel({
      config: config.embedded,
      logger,
      metrics: {
        observeEmbeddedGeneration: (...figures) => metrics?.observeEmbeddedGeneration(...figures),
        setEmbeddedQueue: (...sizes) => metrics?.setEmbeddedQueue(...sizes),
      },
    });
    void embeddedModel.start();
    // The runtime's start runs on the main thread: the rest waits until the weights load on the
    // runtime's threads (or a download, or the start is over, failed included).
    await embeddedModel.whenMainThreadFree();
  }
  return {
    rest: await importRest(),
    embeddedModel,
    reportTo(made) {
      metrics = made;
    },
  };
}
