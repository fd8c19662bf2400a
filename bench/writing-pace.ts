/**
 * Where the embedded model's writing pace goes (issue 46 item 9, section 10 row (b)): on the shaped
 * model (or `BENCH_SPEED_MODEL`), in one process, the same new posts' chat tokens written in turns
 * by (i) node-llama-cpp's bare `sequence.evaluate`, (ii) + the product's answer grammar, (iii) + its
 * repeat penalty callback, (iv) the product's whole `writeOnSequence` with an `onText` doing nothing,
 * (v) with the stream's work per piece (the JSON reader, `shownSoFar`, at most every 50 ms the
 * guard's gate with the stream's memory of its heads, as stream-answer.ts), and (f) the bare
 * evaluate on a context of one sequence, as runtime-floor.ts measures it. Tokens a second from the
 * first token to the 80th, median per variant; and how often the grammar refuses the sampler's
 * first draw (the bare evaluate's draws checked against the grammar's state), with the tokens the
 * grammar refuses in every state removed and not; removed in (ii), (iv), (v) as the product does
 * (refused-tokens.ts; `BENCH_PACE_BIAS=0`: not). `node --import tsx bench/writing-pace.ts [rounds]`
 * (other posts from `BENCH_PACE_FIRST_POST`); the load average is printed: other work moves it all.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import type {
  ChatWrapper,
  LlamaContextSequence,
  LlamaGrammar,
  LlamaModel,
  Token,
} from 'node-llama-cpp';
import {
  cardAnswerSchema,
  claimSource,
  createSafeHeads,
  lineBeingWrittenFails,
  safeSoFar,
  shownSoFar,
  smallModelSummaryPrompt,
} from '#core/index.ts';
import {
  answerGrammar,
  type CompletionJob,
  chatTokens,
  jsonTextReader,
  readRefusedTokens,
  refusedTokensBias,
  writeOnSequence,
} from '../src/server/generation/runtime/index.ts';
import { median } from './median.ts';
import { newPost } from './new-posts.ts';
import { ensureShapedModel } from './shaped-model.ts';

const TOKENS = 80;
/** 2 threads as the server; `BENCH_PACE_THREADS=1` where other work holds the cores (2 wait on each other). */
const THREADS = Number(process.env.BENCH_PACE_THREADS) || 2;
const progress = (what: string) =>
  process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${what}\n`);
const ALL = ['i', 'ii', 'iii', 'iv', 'v', 'f', 'iv0', 'v0'] as const;
type Variant = (typeof ALL)[number];
/**
 * The variants measured (`BENCH_PACE_VARIANTS=i,iv,v`), all but iv0 and v0 by default: those are
 * (iv) and (v) with the `writeOnSequence` of the module `BENCH_PACE_BEFORE` names (an earlier
 * write-on-sequence.ts copied beside it), to set a change's before and after in turns.
 */
const VARIANTS: Variant[] = (
  process.env.BENCH_PACE_VARIANTS?.split(',') ?? ['i', 'ii', 'iii', 'iv', 'v', 'f']
).filter((v): v is Variant => (ALL as readonly string[]).includes(v));
type Write = typeof writeOnSequence;
const before: Write | undefined = process.env.BENCH_PACE_BEFORE
  ? ((await import(resolve(process.env.BENCH_PACE_BEFORE))) as { writeOnSequence: Write })
      .writeOnSequence
  : undefined;

const mean = (values: number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/** Tokens a second between the first token and the last of `times` (at most TOKENS). */
const rate = (times: number[]) => {
  const used = times.slice(0, TOKENS);
  const first = used[0] ?? 0;
  const last = used.at(-1) ?? 0;
  return used.length < 2 ? 0 : ((used.length - 1) * 1000) / (last - first);
};

async function main() {
  const rounds = Number(process.argv[2]) || 5;
  const file = process.env.BENCH_SPEED_MODEL || (await ensureShapedModel());
  const { getLlama, LlamaLogLevel, LlamaGrammarEvaluationState, resolveChatWrapper } = await import(
    'node-llama-cpp'
  );
  const llama = await getLlama({
    gpu: false,
    build: 'never',
    maxThreads: THREADS,
    logLevel: LlamaLogLevel.error,
  });
  const model: LlamaModel = await llama.loadModel({ modelPath: file });
  const chatWrapper = resolveChatWrapper(model) as ChatWrapper;
  const served = await model.createContext({ contextSize: 4_096, sequences: 2, threads: THREADS });
  const single = await model.createContext({ contextSize: 4_096, sequences: 1, threads: THREADS });
  // Each token's parts, timed at the runtime's own calls: the model's step (decodeBatch), the
  // sampling (where the grammar's refusals cost: a refused draw filters the whole vocabulary), and
  // the gap between a token's sampling and the next step's start (the JavaScript in between: ours,
  // the runtime's and the event loop's turn). Far less moved by other work on the machine than a
  // rate: a step shares the cores, but the sampling and the gap are mostly this process's own.
  let parts: { decode: number[]; sample: number[]; gap: number[] } | undefined;
  let sampledAt: number | undefined;
  for (const context of [served, single]) {
    // biome-ignore lint/suspicious/noExplicitAny: the runtime's own native context, for a bench only
    const native = (context as any)._ctx;
    const decodeBatch = native.decodeBatch.bind(native);
    const sampleToken = native.sampleToken.bind(native);
    const timedDecode = async () => {
      const start = performance.now();
      if (parts && sampledAt !== undefined) parts.gap.push(start - sampledAt);
      const result = await decodeBatch();
      parts?.decode.push(performance.now() - start);
      return result;
    };
    const timedSample = async (...args: unknown[]) => {
      const start = performance.now();
      const result = await sampleToken(...args);
      sampledAt = performance.now();
      parts?.sample.push(sampledAt - start);
      return result;
    };
    // The native object's methods are read-only: the context is handed a stand-in that times them.
    // biome-ignore lint/suspicious/noExplicitAny: as above
    (context as any)._ctx = new Proxy(native, {
      get: (target, key) => {
        if (key === 'decodeBatch') return timedDecode;
        if (key === 'sampleToken') return timedSample;
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }
  const sequences: Record<'served' | 'single', LlamaContextSequence> = {
    served: served.getSequence(),
    single: single.getSequence(),
  };
  progress('model loaded');
  // The tokens the grammar refuses everywhere, removed before sampling as the product does
  // (refused-tokens.ts), in (ii), (iv), (v) and the refusals' count; `BENCH_PACE_BIAS=0`: not.
  const walkStart = performance.now();
  await readRefusedTokens(model);
  const tokenBias = process.env.BENCH_PACE_BIAS === '0' ? undefined : refusedTokensBias(model);
  const walkMs = performance.now() - walkStart;
  const schema = cardAnswerSchema('normal');
  const { opening, grammar: gbnf } = answerGrammar(schema);
  const grammar: LlamaGrammar = await llama.createGrammar({ grammar: gbnf });
  const jobOf = (post: string, onText?: CompletionJob['onText']): CompletionJob => ({
    ...smallModelSummaryPrompt('normal', { text: post }),
    schema,
    maxTokens: 200,
    temperature: 0.8,
    seed: 1,
    ...(onText && { onText }),
  });

  /** The sequence holding what it can keep of `tokens`, as writeOnSequence leaves it. */
  const prepare = async (sequence: LlamaContextSequence, tokens: Token[]) => {
    const kept = Math.min(
      sequence.compareContextTokens(tokens).firstDifferentIndex,
      tokens.length - 1,
    );
    if (sequence.nextTokenIndex > kept) {
      await sequence.eraseContextTokenRanges([{ start: kept, end: sequence.nextTokenIndex }]);
    }
    return tokens.slice(kept);
  };

  const bare = async (
    sequence: LlamaContextSequence,
    post: string,
    with_: 'none' | 'grammar' | 'penalty',
  ) => {
    const tokens = chatTokens(model, chatWrapper, jobOf(post), opening);
    const rest = await prepare(sequence, tokens);
    const written: Token[] = [];
    const times: number[] = [];
    const newline = model.tokens.nl;
    for await (const token of sequence.evaluate(rest, {
      temperature: 0.8,
      seed: 1,
      ...(with_ !== 'none' && {
        grammarEvaluationState: new LlamaGrammarEvaluationState({ model, grammar }),
        ...(tokenBias && { tokenBias }),
      }),
      ...(with_ === 'penalty' && {
        repeatPenalty: {
          punishTokens: () => written.slice(-64).filter((token) => token !== newline),
          maxPunishTokens: 64,
        },
      }),
    })) {
      times.push(performance.now());
      written.push(token);
      if (written.length >= TOKENS) break;
    }
    return times;
  };

  const product = async (post: string, stream: boolean, write: Write) => {
    const times: number[] = [];
    let onText: CompletionJob['onText'];
    if (stream) {
      // The embedded generator's reader, then the stream's: shownSoFar each piece, the guard's
      // gate at most every 50 ms, with the stream's memory of its heads (stream-answer.ts).
      const read = jsonTextReader('lines');
      const source = claimSource({ text: post });
      const heads = createSafeHeads();
      let text = '';
      let lastSafe = 0;
      onText = (piece) => {
        const added = read(piece);
        if (!added) return;
        void Promise.resolve().then(() => {
          text += added;
          const shown = shownSoFar(text, 1, true);
          const now = performance.now();
          if (now - lastSafe >= 50 || added.includes('\n')) {
            lastSafe = now;
            lineBeingWrittenFails(shown, source, 'normal', heads);
            safeSoFar(shown, source, 'normal', heads);
          }
        });
      };
    } else {
      onText = () => {};
    }
    const counts: number[] = [];
    const job = jobOf(post, (piece, writtenTokens) => {
      if (writtenTokens > 0 && writtenTokens <= TOKENS) {
        times.push(performance.now());
        counts.push(writtenTokens);
      }
      onText?.(piece, writtenTokens);
    });
    const answer = await write({
      sequence: sequences.served,
      chatWrapper,
      job,
      opening,
      grammar,
      tokenBias,
      signal: undefined,
    });
    const spanned = (counts.at(-1) ?? 0) - (counts[0] ?? 0);
    const ms = (times.at(-1) ?? 0) - (times[0] ?? 0);
    return { rate: ms > 0 ? (spanned * 1000) / ms : 0, written: answer.writtenTokens };
  };

  /**
   * The bare evaluate's draws checked against the grammar: how many it would refuse, with the
   * refused tokens removed (`bias`) or not. The refused draws' texts go to `texts`.
   */
  const refusals = async (post: string, bias: typeof tokenBias, texts: string[]) => {
    const sequence = sequences.served;
    const rest = await prepare(sequence, chatTokens(model, chatWrapper, jobOf(post), opening));
    const state = new LlamaGrammarEvaluationState({ model, grammar });
    // biome-ignore lint/suspicious/noExplicitAny: the runtime's own bindings, for a bench only
    const bindings = (llama as any)._bindings.AddonSampler;
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const handle = (state as any)._state;
    const fallbacks = [model.tokenize('","')[0], model.tokenize('"]}')[0], model.tokenize(' a')[0]];
    let drawn = 0;
    let refused = 0;
    const evaluation = sequence.evaluate(rest, {
      temperature: 0.8,
      seed: 1,
      ...(bias && { tokenBias: bias }),
    });
    let next = await evaluation.next();
    while (!next.done && drawn < TOKENS) {
      drawn += 1;
      let token = next.value as Token;
      if (!bindings.canBeNextTokenForGrammarEvaluationState(handle, token)) {
        refused += 1;
        texts.push(model.detokenize([token], true));
        token = fallbacks.find(
          (t) => t !== undefined && bindings.canBeNextTokenForGrammarEvaluationState(handle, t),
        ) as Token;
        if (token === undefined) break;
        bindings.acceptGrammarEvaluationStateToken(handle, token);
        next = await evaluation.next(token);
        continue;
      }
      bindings.acceptGrammarEvaluationStateToken(handle, token);
      next = await evaluation.next();
    }
    await evaluation.return(undefined);
    return { drawn, refused };
  };

  let postIndex = Number(process.env.BENCH_PACE_FIRST_POST) || 7_000;
  // The refused draws' texts, with the refused tokens left in the vocabulary and removed.
  const refusedTexts: string[] = [];
  const refusedWith: string[] = [];
  let drawnWith = 0;
  let refusedWithBias = 0;
  const perPart = Object.fromEntries(ALL.map((v) => [v, []])) as unknown as Record<
    Variant,
    Array<{ decode: number; sample: number; gap: number }>
  >;
  const rates = Object.fromEntries(ALL.map((v) => [v, [] as number[]])) as Record<
    Variant,
    number[]
  >;
  const writtenCounts: number[] = [];
  // One warm-up of each sequence: the instructions read, as the server's are before a post.
  await bare(sequences.served, newPost(postIndex++), 'none');
  await bare(sequences.single, newPost(postIndex++), 'none');
  progress('warmed up');
  let drawn = 0;
  let refused = 0;
  for (let round = 0; round < rounds; round++) {
    const order = VARIANTS.map((_, k) => VARIANTS[(k + round) % VARIANTS.length] as Variant);
    for (const variant of order) {
      const post = newPost(postIndex++);
      progress(`round ${round + 1}: ${variant}`);
      parts = { decode: [], sample: [], gap: [] };
      sampledAt = undefined;
      if (variant.startsWith('iv') || variant.startsWith('v')) {
        const write = variant.endsWith('0') ? before : writeOnSequence;
        if (!write) throw new Error(`${variant} needs BENCH_PACE_BEFORE`);
        const measured = await product(post, variant.startsWith('v'), write);
        writtenCounts.push(measured.written);
        rates[variant].push(measured.rate);
      } else if (variant === 'f') {
        rates.f.push(rate(await bare(sequences.single, post, 'none')));
      } else {
        const how = variant === 'i' ? 'none' : variant === 'ii' ? 'grammar' : 'penalty';
        rates[variant].push(rate(await bare(sequences.served, post, how)));
      }
      // The first step reads the prompt: the writing's steps follow it.
      const taken = parts as NonNullable<typeof parts>;
      perPart[variant].push({
        decode: mean(taken.decode.slice(1)),
        sample: mean(taken.sample),
        gap: mean(taken.gap),
      });
      parts = undefined;
    }
    // The same post's draws both ways, in turns: with the refused tokens left and removed.
    const counts = process.env.BENCH_PACE_REFUSALS !== '0';
    const counted = { drawn: 0, refused: 0 };
    const countedWith = { drawn: 0, refused: 0 };
    if (counts) {
      const post = newPost(postIndex++);
      const ways = [
        () => refusals(post, undefined, refusedTexts).then((c) => Object.assign(counted, c)),
        () => refusals(post, tokenBias, refusedWith).then((c) => Object.assign(countedWith, c)),
      ].slice(0, tokenBias ? 2 : 1);
      for (const way of round % 2 ? ways.reverse() : ways) await way();
    }
    drawn += counted.drawn;
    refused += counted.refused;
    drawnWith += countedWith.drawn;
    refusedWithBias += countedWith.refused;
    const line = VARIANTS.map((v) => `${v} ${(rates[v].at(-1) ?? 0).toFixed(1)}`).join(', ');
    console.error(
      `round ${round + 1} (load ${loadavg()[0]?.toFixed(2)}): ${line}; refused ${counted.refused}/${counted.drawn}, removed first ${countedWith.refused}/${countedWith.drawn}`,
    );
  }
  const floor = median(rates.i.length ? rates.i : rates.f);
  console.log(
    `${file}, ${THREADS} threads, ${rounds} rounds, tokens/s from the first token to the ${TOKENS}th (median)`,
  );
  console.log(
    `refused tokens removed: ${tokenBias ? 'yes' : 'no'} (the vocabulary's walk ${walkMs.toFixed(0)} ms)`,
  );
  for (const v of VARIANTS) {
    console.log(
      `(${v}) ${median(rates[v]).toFixed(2)} tokens/s, ${((median(rates[v]) / floor) * 100).toFixed(1)}% of (i); all: ${rates[v].map((r) => r.toFixed(1)).join(' ')}; per token (ms, mean; the runs' median): step ${median(perPart[v].map((p) => p.decode)).toFixed(2)}, sampling ${median(perPart[v].map((p) => p.sample)).toFixed(2)}, gap ${median(perPart[v].map((p) => p.gap)).toFixed(2)}`,
    );
  }
  const share = (n: number, of: number) =>
    `${n} of ${of} (${((n / Math.max(1, of)) * 100).toFixed(1)}%)`;
  console.log(
    `product's answers: ${writtenCounts.join(' ')} tokens; grammar refused ${share(refused, drawn)} first draws; with the refused tokens removed ${share(refusedWithBias, drawnWith)}`,
  );
  for (const [way, texts] of [
    ['left', refusedTexts],
    ['removed', refusedWith],
  ] as const) {
    const kinds = { control: 0, quote: 0, backslash: 0, other: 0 };
    for (const text of texts) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
      if (/[\x00-\x1F\x7F]/.test(text)) kinds.control += 1;
      else if (text.includes('"')) kinds.quote += 1;
      else if (text.includes('\\')) kinds.backslash += 1;
      else kinds.other += 1;
    }
    console.log(
      `refused draws, refused tokens ${way}: ${JSON.stringify(kinds)} (a control character, a quote, a backslash, other: a line's cap or a split character)`,
    );
  }
  console.error(
    JSON.stringify(refusedTexts.slice(0, 40)),
    JSON.stringify(refusedWith.slice(0, 40)),
  );
  await llama.dispose();
}

await main();
process.exit(0);
