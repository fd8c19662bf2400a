/**
 * The `local` TextGenerator: the embedded writer (src/writer/) behind the generator interface.
 * Instant, free, offline. The writer and its NLP lexicon are imported only when this generator is
 * created, so a server answering with a remote model never loads them.
 */
import {
  detectLanguage,
  reportingClauseWarmSteps,
  shapeSummary,
  shapeThread,
} from '#core/index.ts';
import { runInTurns } from '../../lifecycle/run-in-turns.ts';
import type { GenerationRequest, TextGenerator } from '../../services.ts';

/** The embedded writer's generator name (`LLM_PROTOCOL=local`). */
export const LOCAL_WRITER_NAME = 'local';

type Writer = typeof import('#writer/write-locally.ts');

/**
 * Two texts, one with a link: V8 compiles a pattern at its first use and again, to machine code,
 * at its second, and the link finder's and the language guesser's are large (0.2 s for the first
 * card that met them a second time). The rules remember the lines they read, hence two texts.
 */
const WARM_TEXTS = [
  'The writer reads this once at start-up. It builds what it needs, then waits.',
  'Start-up notes: a second text, with a link to https://example.org/notes, so that the patterns are ready before the first visitor comes.',
];

/**
 * Cards and threads written and shaped as the routes shape them, a step a turn: the tagger's
 * lexicon and the shaping's patterns are built now, not while the first visitor waits, and a
 * visitor who comes meanwhile is answered between two steps, not after the last.
 */
function warmUp({ writeLocally }: Writer, stopped: () => boolean): Promise<void> {
  const written = WARM_TEXTS.map((sourceText) => ({ sourceText, thread: '', summary: '' }));
  return runInTurns(
    [
      ...written.flatMap((text) => [
        () => detectLanguage(text.sourceText),
        () => {
          text.thread = writeLocally({
            kind: 'thread',
            style: 'standard',
            sourceText: text.sourceText,
          });
        },
        () => {
          text.summary = writeLocally({
            kind: 'summary',
            mode: 'normal',
            sourceText: text.sourceText,
          });
        },
      ]),
      ...reportingClauseWarmSteps(),
      ...written.flatMap((text) => [
        () => shapeThread(text.thread, text.sourceText, 'standard', Math.random),
        () => shapeSummary(text.summary, text.sourceText),
      ]),
    ],
    stopped,
  );
}

export interface LocalWriterOptions {
  /**
   * Resolves when the writer may load and warm up: the embedded model's start leaving the main
   * thread (its runtime's start runs there; the writer's lexicon and warm-up, about a second of
   * it, held that start back by as much). A request before then loads the writer at once.
   */
  loadAfter?: () => Promise<void>;
}

export function createLocalWriter({ loadAfter }: LocalWriterOptions = {}): TextGenerator {
  let writer: Promise<Writer> | undefined;
  // Closed (the server shutting down): no further warm-up step runs, nor keeps the process up.
  let closed = false;
  const load = () => {
    writer ??= import('#writer/write-locally.ts');
    return writer;
  };
  // Loading starts at start-up (the lexicon takes a moment), not at the first request; the
  // warm-up follows beside it, never in front of a request. `loadAfter` is asked once the task
  // that creates the services is over (main.ts starts the model in it). Not awaited here: a failed
  // load shows in the first generation, which falls back as any failure.
  Promise.resolve()
    .then(() => loadAfter?.())
    .then(() => (closed ? undefined : load().then((loaded) => warmUp(loaded, () => closed))))
    .catch(() => {});
  return {
    name: LOCAL_WRITER_NAME,
    async generate(request: GenerationRequest): Promise<string> {
      const { writeLocally } = await load();
      return writeLocally(request);
    },
    async close() {
      closed = true;
    },
  };
}
