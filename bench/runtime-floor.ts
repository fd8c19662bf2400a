/**
 * node-llama-cpp's own floor on a model file (issue 37): `sequence.evaluate` with no grammar and
 * no chat session, on a context of the product's size and threads. For a new post it reads the
 * post's own tokens plus 40 for its turn after a sequence already holding instructions (as the
 * product's does), then writes one token: the first-token time no product on this runtime can
 * beat. Then 16 tokens more: the floor's writing rate. A floor is measured once this process is
 * nearly idle (`measureFloor`).
 */
import type { LlamaContextSequence, Token } from 'node-llama-cpp';

/** Tokens of a request's turn around its post: the fence, the language line, the template. */
export const TURN_TOKENS = 40;
const WRITTEN_TOKENS = 16;

export interface FloorFigures {
  /** Tokens of the post alone. */
  postTokens: number;
  /** The post's tokens plus the turn's. */
  readTokens: number;
  /** Reading them, then one token written. */
  firstTokenMs: number;
  /** Tokens a second reading (the first token's time less one written token's). */
  readRate: number;
  /** Tokens a second writing, after the first. */
  writeRate: number;
}

export interface RuntimeFloor {
  measure(post: string): Promise<FloorFigures>;
  close(): Promise<void>;
}

export async function createRuntimeFloor(options: {
  file: string;
  threads: number;
  contextSize: number;
  /** What the sequence holds before each post: the product's instructions. */
  heldText: string;
}): Promise<RuntimeFloor> {
  const { getLlama, LlamaLogLevel } = await import('node-llama-cpp');
  const llama = await getLlama({
    gpu: false,
    build: 'never',
    maxThreads: options.threads,
    logLevel: LlamaLogLevel.error,
  });
  const model = await llama.loadModel({ modelPath: options.file });
  const context = await model.createContext({
    contextSize: options.contextSize,
    sequences: 1,
    threads: options.threads,
  });
  const sequence: LlamaContextSequence = context.getSequence();
  const held = model.tokenize(options.heldText);
  await sequence.evaluateWithoutGeneratingNewTokens(held);
  // A turn's worth of ordinary text, the same for every post.
  const filler = model
    .tokenize(
      ' The post is in English. Write every line of your answer in English. Answer in JSON.',
    )
    .slice(0, 20);
  const turn: Token[] = [...filler, ...filler].slice(0, TURN_TOKENS);
  return {
    async measure(post) {
      if (sequence.nextTokenIndex > held.length) {
        await sequence.eraseContextTokenRanges([
          { start: held.length, end: sequence.nextTokenIndex },
        ]);
      }
      const postTokens = model.tokenize(post);
      const tokens = [...postTokens, ...turn];
      const started = performance.now();
      let firstAt = 0;
      let lastAt = 0;
      let written = 0;
      for await (const _token of sequence.evaluate(tokens, { temperature: 0.8, seed: 1 })) {
        lastAt = performance.now();
        if (written === 0) firstAt = lastAt;
        written += 1;
        if (written >= WRITTEN_TOKENS + 1) break;
      }
      const writeRate = ((written - 1) * 1000) / (lastAt - firstAt);
      const firstTokenMs = firstAt - started;
      const readMs = Math.max(1, firstTokenMs - 1000 / writeRate);
      return {
        postTokens: postTokens.length,
        readTokens: tokens.length,
        firstTokenMs,
        readRate: (tokens.length * 1000) / readMs,
        writeRate,
      };
    },
    async close() {
      await context.dispose();
      await model.dispose();
      await llama.dispose();
    },
  };
}

/**
 * Resolves once this process has been nearly idle for half a second (at most a minute): a model
 * in this process (the modes' rows) reads the thread maker's styles in the background once it is
 * ready (docs/decisions/014), and a floor measured meanwhile shares the cores with it.
 */
async function quiet(): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const before = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const used = process.cpuUsage(before);
    if ((used.user + used.system) / 1000 < 100) return;
  }
}

/** The floor of `text`, once this process is nearly idle. */
export async function measureFloor(floor: RuntimeFloor, text: string): Promise<FloorFigures> {
  await quiet();
  return floor.measure(text);
}

/** The mean of two floors of the same text. */
export function averageFloor(a: FloorFigures, b: FloorFigures): FloorFigures {
  const mean = (pick: (figures: FloorFigures) => number) => (pick(a) + pick(b)) / 2;
  return {
    postTokens: a.postTokens,
    readTokens: a.readTokens,
    firstTokenMs: mean((f) => f.firstTokenMs),
    readRate: mean((f) => f.readRate),
    writeRate: mean((f) => f.writeRate),
  };
}
