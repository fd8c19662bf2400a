/**
 * The `local` TextGenerator: the embedded writer (src/writer/) behind the generator interface.
 * Instant, free, offline. The writer and its NLP lexicon are imported only when this generator is
 * created, so a server answering with a remote model never loads them.
 */
import { shapeSummary, shapeThread } from '#core/index.ts';
import type { GenerationRequest, TextGenerator } from '../../services.ts';

/** The embedded writer's generator name (`LLM_PROTOCOL=local`). */
export const LOCAL_WRITER_NAME = 'local';

export function createLocalWriter(): TextGenerator {
  // Loading starts now, at start-up (the lexicon takes a moment), not at the first request.
  const writer = import('#writer/write-locally.ts').then((loaded) => {
    // One card and one thread written at once, shaped as the routes shape them: the tagger's
    // lexicon and the shaping's patterns are built now, not while the first visitor waits.
    const sourceText =
      'The writer reads this once at start-up. It builds what it needs, then waits.';
    shapeThread(
      loaded.writeLocally({ kind: 'thread', style: 'standard', sourceText }),
      sourceText,
      'standard',
      Math.random,
    );
    shapeSummary(loaded.writeLocally({ kind: 'summary', mode: 'normal', sourceText }), sourceText);
    return loaded;
  });
  // Not awaited here: a failed load shows in the first generation, which falls back as any failure.
  writer.catch(() => {});
  return {
    name: LOCAL_WRITER_NAME,
    async generate(request: GenerationRequest): Promise<string> {
      const { writeLocally } = await writer;
      return writeLocally(request);
    },
  };
}
