/**
 * The instructions of every mode, kept ready for the model's sequences (docs/decisions/014).
 * A sequence keeps the tokens it last read, so a request whose instructions it already holds
 * reads only its own turn; but there are more instruction sets (three card modes, six thread
 * styles) than sequences, and reading a set takes seconds on a CPU. So each set is read once
 * and its state saved to a file (node-llama-cpp's `saveStateToFile`: the sequence's tokens and
 * their key-value cache, about 28 kB a token for the default model); a request on a sequence that
 * holds other instructions loads its own set's state (a few milliseconds) instead of reading it.
 * A prefix that several sets share (the thread maker's, before each style's voice) is saved on
 * its own, so each style reads only its voice. Where the files live (for this process, or kept
 * for the next start of the same model) is state-files.ts's.
 */
import type { ChatWrapper, LlamaContextSequence, LlamaModel, Token } from 'node-llama-cpp';
import { chatTokens } from './chat-tokens.ts';
import { type StateFiles, temporaryStateFiles } from './state-files.ts';

interface SavedState {
  tokens: readonly Token[];
  file: string;
}

export interface ReadAheadOptions {
  /** Tokens read at most at a time; between two reads `pause()` is awaited. Default: all at once. */
  chunk?: number;
  /**
   * When set, each read is sized from the last one's pace to take about this long (milliseconds),
   * from one token up to `chunk`: what a request arriving meanwhile waits for, on any machine.
   */
  chunkMs?: number;
  /**
   * Awaited before each read: resolves `true` to go on (it may wait first, the sequence kept),
   * `false` to stop here (progress is saved, and a later read-ahead goes on from it).
   */
  pause?: () => Promise<boolean>;
  /** Told as each read begins, with its tokens (tests and the bench follow the reading). */
  onChunk?: ((tokens: number) => void) | undefined;
}

export interface InstructionStates {
  /** The tokens the model reads for `system` before any request's own turn (template included). */
  tokensOf(system: string): readonly Token[];
  /** Makes `sequence` hold as much of `system`'s instructions as a saved state has, when it holds less. */
  place(sequence: LlamaContextSequence, system: string): Promise<void>;
  /** Reads each instruction set not saved yet on `sequence` and saves it; true when all are. */
  readAhead(
    sequence: LlamaContextSequence,
    systems: readonly string[],
    options?: ReadAheadOptions,
  ): Promise<boolean>;
  /** Saves `system`'s state from `sequence` when it holds it whole and none is saved yet. */
  remember(sequence: LlamaContextSequence, system: string): Promise<void>;
  /** True when `system`'s instructions are saved. */
  has(system: string): boolean;
  /** Stops saving; removes the states unless they are kept for the next start. */
  dispose(): Promise<void>;
  /** Instruction sets found saved by an earlier start, and read by this one (logs and tests). */
  readonly counts: { kept: number; read: number };
}

/** A prefix shared by several sets is saved apart only when it spares this many tokens or more. */
const MIN_SHARED_TOKENS = 32;

/** Tokens of the first read sized by time, before its pace is known. */
const FIRST_PACED_CHUNK = 4;

function commonLength(a: readonly Token[], b: readonly Token[]): number {
  const end = Math.min(a.length, b.length);
  let index = 0;
  while (index < end && a[index] === b[index]) index++;
  return index;
}

function startsWith(tokens: readonly Token[], prefix: readonly Token[]): boolean {
  return prefix.length <= tokens.length && commonLength(tokens, prefix) === prefix.length;
}

export async function createInstructionStates({
  model,
  chatWrapper,
  clock = () => performance.now(),
  files: given,
}: {
  model: LlamaModel;
  chatWrapper: ChatWrapper;
  /** Milliseconds, for reads sized by time (tests give their own). */
  clock?: (() => number) | undefined;
  /** Where the states are written (state-files.ts); a temporary folder of its own by default. */
  files?: StateFiles | undefined;
}): Promise<InstructionStates> {
  const files = given ?? (await temporaryStateFiles());
  const tokenCache = new Map<string, readonly Token[]>();
  const saved: SavedState[] = [];
  /** Token lists already looked for on disk (a request asks for its set every time). */
  const looked = new Set<string>();
  const counts = { kept: 0, read: 0 };
  let disposed = false;

  const render = (system: string, user: string) => chatTokens(model, chatWrapper, { system, user });

  /**
   * What every request of `system` shares: the tokens two renders with different user messages
   * have in common. Whatever the chat template puts around the messages, that is what a request's
   * prompt starts with.
   */
  function tokensOf(system: string): readonly Token[] {
    let tokens = tokenCache.get(system);
    if (!tokens) {
      const first = render(system, 'A');
      tokens = first.slice(0, commonLength(first, render(system, '\n')));
      tokenCache.set(system, tokens);
    }
    return tokens;
  }

  /** The longest saved state `tokens` starts with. */
  function bestSaved(tokens: readonly Token[]): SavedState | undefined {
    let best: SavedState | undefined;
    for (const state of saved) {
      if (startsWith(tokens, state.tokens) && state.tokens.length > (best?.tokens.length ?? 0)) {
        best = state;
      }
    }
    return best;
  }

  const held = (sequence: LlamaContextSequence, tokens: readonly Token[]) =>
    sequence.compareContextTokens(tokens as Token[]).firstDifferentIndex;

  const savedWhole = (tokens: readonly Token[]) =>
    saved.some(
      (state) => state.tokens.length === tokens.length && startsWith(tokens, state.tokens),
    );

  /** Takes up the state of exactly `tokens` when an earlier start left it; true if it did. */
  async function adopt(tokens: readonly Token[]): Promise<boolean> {
    const key = tokens.join(',');
    if (tokens.length === 0 || looked.has(key) || savedWhole(tokens)) return false;
    looked.add(key);
    if (disposed || !(await files.has(tokens))) return false;
    saved.push({ tokens, file: files.fileOf(tokens) });
    return true;
  }

  async function placeTokens(sequence: LlamaContextSequence, tokens: readonly Token[]) {
    const best = bestSaved(tokens);
    if (!best || best.tokens.length <= held(sequence, tokens)) return;
    try {
      await sequence.loadStateFromFile(best.file, { acceptRisk: true });
    } catch {
      // Gone or unreadable (another process sharing the folder removed it): this request reads
      // its instructions itself, and the set is saved again after it.
      saved.splice(saved.indexOf(best), 1);
      await files.forget(best.file).catch(() => undefined);
      await sequence.clearHistory();
    }
  }

  /**
   * Saves what `sequence` holds, which must be exactly `tokens`: a whole set or a shared part, or
   * `progress`, a set read partway (for this process alone: no later start looks for it).
   */
  async function save(sequence: LlamaContextSequence, tokens: readonly Token[], progress = false) {
    if (disposed || savedWhole(tokens)) return;
    await files.save(sequence, tokens, progress);
    saved.push({ tokens, file: files.fileOf(tokens, progress) });
  }

  /** The size of the first read when reads are sized by time: small, until the pace is known. */
  let paced = FIRST_PACED_CHUNK;

  /** Makes `sequence` hold `tokens` up to `end`, reading what it lacks; false when paused. */
  async function readUpTo(
    sequence: LlamaContextSequence,
    tokens: readonly Token[],
    end: number,
    { chunk = Number.POSITIVE_INFINITY, chunkMs, pause, onChunk }: ReadAheadOptions,
  ): Promise<boolean> {
    let at = held(sequence, tokens);
    // What the sequence holds past the shared part is another request's: dropped first.
    if (sequence.nextTokenIndex > at) {
      await sequence.eraseContextTokenRanges([{ start: at, end: sequence.nextTokenIndex }]);
    }
    while (at < end) {
      if (disposed || (pause && !(await pause()))) {
        if (at > 0) await save(sequence, tokens.slice(0, at), true);
        return false;
      }
      const size = chunkMs === undefined ? chunk : Math.min(chunk, paced);
      const next = Math.min(end, at + size);
      const began = clock();
      onChunk?.(next - at);
      await sequence.evaluateWithoutGeneratingNewTokens(tokens.slice(at, next) as Token[]);
      if (chunkMs !== undefined) {
        // A read costs a pass over the weights plus a little per token: the next is sized by the
        // tokens a millisecond this one read, so it takes about `chunkMs` on this machine now, and
        // one token more, as a pace measured on a small read is the pass's alone. Without it a
        // slow read (a request's beside it) left the reads at one or two tokens for good: 50 ms a
        // pass for each, 30 s of both cores after `ready` for what 8 at a time read in 10 s.
        const ms = Math.max(1, clock() - began);
        paced = Math.max(1, Math.min(chunk, Math.floor(((next - at) * chunkMs) / ms) + 1));
      }
      at = next;
    }
    return true;
  }

  return {
    tokensOf,
    counts,
    has: (system) => {
      const tokens = tokensOf(system);
      return bestSaved(tokens)?.tokens.length === tokens.length;
    },
    async place(sequence, system) {
      const tokens = tokensOf(system);
      await adopt(tokens);
      await placeTokens(sequence, tokens);
    },
    async readAhead(sequence, systems, options = {}) {
      for (const [index, system] of systems.entries()) {
        const tokens = tokensOf(system);
        if (await adopt(tokens)) counts.kept += 1;
        if (bestSaved(tokens)?.tokens.length === tokens.length) continue;
        // The part this set shares with a later one is saved on its own, for the later to load.
        const shared = Math.max(
          0,
          ...systems.slice(index + 1).map((later) => commonLength(tokens, tokensOf(later))),
        );
        await adopt(tokens.slice(0, shared));
        await placeTokens(sequence, tokens);
        const sharedSaved = bestSaved(tokens.slice(0, shared))?.tokens.length === shared;
        if (shared >= MIN_SHARED_TOKENS && shared < tokens.length && !sharedSaved) {
          if (!(await readUpTo(sequence, tokens, shared, options))) return false;
          await save(sequence, tokens.slice(0, shared));
        }
        if (!(await readUpTo(sequence, tokens, tokens.length, options))) return false;
        await save(sequence, tokens);
        counts.read += 1;
      }
      return true;
    },
    async remember(sequence, system) {
      const tokens = tokensOf(system);
      if (disposed || bestSaved(tokens)?.tokens.length === tokens.length) return;
      if (held(sequence, tokens) < tokens.length) return;
      if (sequence.nextTokenIndex > tokens.length) {
        await sequence.eraseContextTokenRanges([
          { start: tokens.length, end: sequence.nextTokenIndex },
        ]);
      }
      await save(sequence, tokens);
    },
    async dispose() {
      disposed = true;
      saved.length = 0;
      await files.dispose();
    },
  };
}

/** What the read-ahead borrows from the model: a sequence, and word of the requests. */
export interface ReadAheadHost {
  model: LlamaModel;
  chatWrapper: ChatWrapper;
  /** A sequence to read on now, before the model takes requests. */
  sequence: LlamaContextSequence;
  /** Runs `task` on a sequence lent like a request's (a slot of the model's queue). */
  borrow(task: (sequence: LlamaContextSequence) => Promise<boolean>): Promise<boolean>;
  /** True once the model is closing. */
  closed(): boolean;
  /** True while requests are asked of the model. */
  busy(): boolean;
  /** True when the requests asked need every sequence, the one lent to the reading too. */
  wanted(): boolean;
  /** Resolves when a request is asked or ends. */
  changed(): Promise<void>;
  /** Resolves when no request is asked of the model. */
  idle(): Promise<void>;
  /**
   * Resolves a moment after the requests end, or when one is asked: the background waits for it
   * before it reads again, so a request sent right after another (the guard's second request, a
   * visitor's next card) finds no read under way. None: it reads again at once.
   */
  settle?: (() => Promise<void>) | undefined;
  /** Told as the background reads each chunk (tests and the bench follow it). */
  onChunk?: ((tokens: number) => void) | undefined;
  /** Milliseconds, for the background's reads sized by time. */
  clock?: (() => number) | undefined;
  /** Where the states are written: kept for the next start, or this process's alone. */
  files?: StateFiles | undefined;
}

/**
 * How long one read of the background takes at most, about: a request asked meanwhile waits for
 * the read under way to end (the runtime reads one batch at a time), then the background waits
 * for it. Sized by time, since a read costs a pass over the weights whatever its length (issue 46:
 * 32 tokens at a time cost each new post sent right after `ready` 2.8 times its floor).
 */
const BACKGROUND_CHUNK_MS = 80;

/** The most tokens the background reads at a time, on a machine fast enough for more. */
const BACKGROUND_CHUNK = 128;

/** Tokens read at a time before the model is ready: big batches read fastest, a stop waits one. */
const FIRST_CHUNK = 128;

/**
 * The background's pause before each read: go on while no request is asked; while requests run
 * on the other sequences, wait keeping this one (and what it has read), then for the host to
 * settle once they end; give it back (the progress saved) only when a request needs it, or stop
 * when the model closes.
 */
function backgroundPause(host: ReadAheadHost): () => Promise<boolean> {
  return async () => {
    for (let waited = false; ; ) {
      if (host.closed() || host.wanted()) return false;
      if (!host.busy()) {
        if (!waited || !host.settle) return true;
        waited = false;
        await host.settle();
        continue;
      }
      waited = true;
      await host.changed();
    }
  };
}

/**
 * Reads `first` now (the card modes: the first card after start reads only its own turn), then
 * `later` in the background (the thread maker's styles), a few tokens at a time while no request
 * is asked. Resolves once `first` is read, with the states and the background's promise.
 */
export async function readInstructionsAhead(
  host: ReadAheadHost,
  first: readonly string[],
  later: readonly string[],
): Promise<{ states: InstructionStates; background: Promise<void> }> {
  const states = await createInstructionStates(host);
  try {
    // In chunks too, so a stop (close()) is heard within a few seconds, not a whole set's read.
    await states.readAhead(host.sequence, first, {
      chunk: FIRST_CHUNK,
      pause: async () => !host.closed(),
    });
  } catch (error) {
    await states.dispose();
    throw error;
  }
  const background = (async () => {
    for (let done = false; !done && !host.closed(); ) {
      await host.idle();
      await host.settle?.();
      if (host.closed()) return;
      done = await host.borrow((sequence) =>
        states.readAhead(sequence, later, {
          chunk: BACKGROUND_CHUNK,
          chunkMs: BACKGROUND_CHUNK_MS,
          pause: backgroundPause(host),
          onChunk: host.onChunk,
        }),
      );
    }
  })().catch(() => undefined);
  return { states, background };
}
