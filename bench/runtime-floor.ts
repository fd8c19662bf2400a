/**
 * node-llama-cpp's own floor on a model file (issue 37): `sequence.evaluate` with no grammar and
 * no chat session, on a context of the product's size and threads. For a new post it reads the
 * post's own tokens plus 40 for its turn after a sequence already holding instructions (as the
 * product's does), then writes one token: the first-token time no product on this runtime can
 * beat. Then 16 tokens more (or as many as asked): the floor's writing rate, and the time of every
 * token written, so a product's first words can be set beside the floor writing as many tokens
 * (issue 46 item 9). A floor is measured once this process is nearly idle (`measureFloor`).
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
  /** The start → each token written: `tokenMs[n - 1]` is the floor's time to n tokens. */
  tokenMs: number[];
  /** Tokens a second reading (the first token's time less one written token's). */
  readRate: number;
  /** Tokens a second writing, after the first. */
  writeRate: number;
}

export interface RuntimeFloor {
  /** The floor of `post`, writing `tokens` tokens at least (17 when fewer are asked). */
  measure(post: string, tokens?: number): Promise<FloorFigures>;
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
    async measure(post, tokensAsked = 0) {
      const toWrite = Math.max(WRITTEN_TOKENS + 1, tokensAsked);
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
      const tokenMs: number[] = [];
      for await (const _token of sequence.evaluate(tokens, { temperature: 0.8, seed: 1 })) {
        lastAt = performance.now();
        if (written === 0) firstAt = lastAt;
        tokenMs.push(lastAt - started);
        written += 1;
        if (written >= toWrite) break;
      }
      const writeRate = ((written - 1) * 1000) / (lastAt - firstAt);
      const firstTokenMs = firstAt - started;
      const readMs = Math.max(1, firstTokenMs - 1000 / writeRate);
      return {
        postTokens: postTokens.length,
        readTokens: tokens.length,
        firstTokenMs,
        tokenMs,
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

/** The floor of `text` (writing `tokens` at least), once this process is nearly idle. */
export async function measureFloor(
  floor: RuntimeFloor,
  text: string,
  tokens?: number,
): Promise<FloorFigures> {
  await quiet();
  return floor.measure(text, tokens);
}

/** The mean of two floors of the same text. */
export function averageFloor(a: FloorFigures, b: FloorFigures): FloorFigures {
  const mean = (pick: (figures: FloorFigures) => number) => (pick(a) + pick(b)) / 2;
  return {
    postTokens: a.postTokens,
    readTokens: a.readTokens,
    firstTokenMs: mean((f) => f.firstTokenMs),
    // A sequence may end before the tokens asked (its end of generation): the times both reached.
    tokenMs: a.tokenMs
      .slice(0, Math.min(a.tokenMs.length, b.tokenMs.length))
      .map((ms, index) => (ms + (b.tokenMs[index] ?? ms)) / 2),
    readRate: mean((f) => f.readRate),
    writeRate: mean((f) => f.writeRate),
  };
}
