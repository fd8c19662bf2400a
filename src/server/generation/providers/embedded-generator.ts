/**
 * The `embedded` TextGenerator: the model in our own process (embedded-model.ts) with the rules
 * writer as its honest last resort. A route asks `answerer()` who writes each request: the model
 * when it is ready and its queue has room, else the rules writer at once (while the model
 * downloads or loads, when it failed, when it is busy). The model writes JSON under a schema per
 * shape (core's model-answer-json.ts); its text is handed on as the shapers read plain answers,
 * piece by piece as tokens come.
 */
import type { RulesReason } from '#core/index.ts';
import type { GenerationRequest, TextGenerator } from '../../services.ts';
import type { EmbeddedModel } from '../runtime/index.ts';
import { fitPrompt, jsonTextReader, sourceFits } from '../runtime/index.ts';

/** The name of the model's generator, in logs, metrics and /api/health. */
export const EMBEDDED_MODEL_NAME = 'embedded';

/** A small model is surer of itself cooler: the remote models' temperatures, a little lower. */
export const SMALL_MODEL_MAX_TEMPERATURE = 0.8;

/**
 * The model's answer as text pieces: each piece is what the JSON read so far adds to the text
 * before it. The callback of the runtime pushes; this iterator pulls.
 */
async function* writeWithModel(
  model: EmbeddedModel,
  request: GenerationRequest,
  signal: AbortSignal | undefined,
  onWritten: ((tokens: number) => void) | undefined,
): AsyncGenerator<string, void, undefined> {
  // The post cut to what fits the context in tokens, beside the instructions and the answer.
  const { prompt, schema, shape, maxTokens } = fitPrompt(request, model);
  const pending: Array<{ added: string; writtenTokens: number }> = [];
  let wake: (() => void) | undefined;
  const read = jsonTextReader(shape);
  const push = (piece: string, writtenTokens: number) => {
    const added = read(piece);
    if (!added) return;
    pending.push({ added, writtenTokens });
    wake?.();
  };
  // The visitor leaving, or the reader stopping early, ends the generation and frees the sequence.
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  let finished = false;
  let failure: unknown;
  const done = model
    .complete(
      {
        system: prompt.system,
        user: prompt.user,
        schema,
        maxTokens,
        temperature: Math.min(request.parameters.temperature, SMALL_MODEL_MAX_TEMPERATURE),
        ...(request.parameters.seed !== undefined && { seed: request.parameters.seed }),
        onText: push,
      },
      stop.signal,
    )
    .then(
      () => undefined,
      (error: unknown) => {
        failure = error;
      },
    )
    .finally(() => {
      finished = true;
      wake?.();
    });
  try {
    while (true) {
      const piece = pending.shift();
      if (piece !== undefined) {
        onWritten?.(piece.writtenTokens);
        yield piece.added;
        continue;
      }
      if (finished) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = undefined;
    }
    await done;
    if (failure !== undefined) throw failure;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    if (!finished) stop.abort(new Error('the answer was no longer read'));
  }
}

/** The model alone as a generator: what `answerer()` hands a route when the model can take it. */
function modelWriter(model: EmbeddedModel): TextGenerator {
  return {
    name: EMBEDDED_MODEL_NAME,
    async generate(request, signal) {
      let text = '';
      for await (const piece of writeWithModel(model, request, signal, undefined)) text += piece;
      if (text.trim() === '') throw new Error('the model answered with empty text');
      return text.trim();
    },
    stream: (request, signal, onWritten) => writeWithModel(model, request, signal, onWritten),
    heldToSchema: true,
    sourceFits: (request) => sourceFits(request, model),
  };
}

/** The rules writer in the model's place, saying why (the answer and its stored card carry it). */
const inModelsPlace = (rules: TextGenerator, rulesReason: RulesReason): TextGenerator => ({
  ...rules,
  rulesReason,
});

/** The embedded model in front, the rules writer behind it. */
export function createEmbeddedGenerator(model: EmbeddedModel, rules: TextGenerator): TextGenerator {
  const writer = modelWriter(model);
  const answerer = () => (model.hasRoom() ? writer : inModelsPlace(rules, model.rulesReason()));
  return {
    name: EMBEDDED_MODEL_NAME,
    answerer,
    generate: (request, signal) => answerer().generate(request, signal),
    // The rules writer, answering while the model cannot, takes any text whole.
    sourceFits: (request) => answerer().sourceFits?.(request) ?? true,
    health: () => model.health(),
    start() {
      void model.start();
    },
    whenMainThreadFree: () => model.whenMainThreadFree(),
    async close() {
      await rules.close?.();
      await model.close();
    },
  };
}
