/**
 * Where the instructions' saved states live (instruction-states.ts). Read ahead, every card mode's
 * instructions cost the default model about 30 s on 2 cores before it can say `ready`, and the
 * thread maker's styles minutes more in the background (issue 46: the first card after a start
 * came 53 s after the process's). What a state holds depends only on the model file, the runtime
 * that wrote it, the context's cache layout and the tokens, so the states are kept in the models'
 * folder under a key of those, and a later start of the same model loads instead of reading them.
 * A state is written to a file of its own and renamed into place: a crash mid-write leaves no
 * half state for a later start to load. A file is named by its tokens, so two processes sharing
 * the folder write the same state to the same name.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LlamaContextSequence, Token } from 'node-llama-cpp';

export interface StateFiles {
  /** True when a state of exactly `tokens` is on disk (saved by this process or kept from one before). */
  has(tokens: readonly Token[]): Promise<boolean>;
  /** The file that holds (or will hold) the state of `tokens`; `progress`: see save(). */
  fileOf(tokens: readonly Token[], progress?: boolean): string;
  /**
   * Writes what `sequence` holds, which must be exactly `tokens`, to their file, whole or not at
   * all. `progress`: a set read partway, for this process alone (removed when it ends, and by the
   * next start if it did not).
   */
  save(sequence: LlamaContextSequence, tokens: readonly Token[], progress?: boolean): Promise<void>;
  /** Removes a state's file that failed to load. */
  forget(file: string): Promise<void>;
  /** Ends their use: a temporary folder goes, a kept one stays for the next start. */
  dispose(): Promise<void>;
}

/** The folder, in the models' folder, that keeps the states of one model between starts. */
export const KEPT_STATES_DIR = 'instruction-states';

/** A part older than this is a write that will not end (a state takes under a second to write). */
const STALE_PART_MS = 10 * 60_000;

/** A set read partway: kept for this process only. */
const PROGRESS = '.progress';

const nameOf = (tokens: readonly Token[], progress = false) =>
  `${createHash('sha256').update(tokens.join(',')).digest('hex').slice(0, 40)}${progress ? PROGRESS : ''}.state`;

function stateFiles(dir: string, kept: boolean): StateFiles {
  let writes = 0;
  const progressFiles = new Set<string>();
  return {
    fileOf: (tokens, progress) => join(dir, nameOf(tokens, progress)),
    has: (tokens) =>
      stat(join(dir, nameOf(tokens))).then(
        (info) => info.isFile() && info.size > 0,
        () => false,
      ),
    async save(sequence, tokens, progress = false) {
      const file = join(dir, nameOf(tokens, progress));
      if (progress) progressFiles.add(file);
      const temporary = `${file}.${process.pid}-${++writes}.part`;
      try {
        await sequence.saveStateToFile(temporary);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async forget(file) {
      await rm(file, { force: true });
    },
    async dispose() {
      if (!kept) await rm(dir, { recursive: true, force: true });
      else await Promise.all([...progressFiles].map((file) => rm(file, { force: true })));
    },
  };
}

/** States for this process alone, in the OS's temporary folder, removed on dispose. */
export async function temporaryStateFiles(): Promise<StateFiles> {
  return stateFiles(await mkdtemp(join(tmpdir(), 'summary-instructions-')), false);
}

/** What a model's saved state depends on besides its tokens. */
export interface StateKey {
  /** The model file: its path, size and last change (a new download is a new file). */
  path: string;
  size: number;
  mtimeMs: number;
  /** The runtime that writes and reads the states (llama.cpp's release). */
  runtime: string;
  /** The cache's layout in the context (its key and value types, flash attention). */
  cache: readonly (string | number | boolean)[];
}

/**
 * States kept across starts in `parent`/<key>: another key's folder there (an earlier model file
 * or runtime) is removed, since nothing will load it again; a file another process removes under
 * us is read again, never loaded half (instruction-states.ts).
 */
export async function keptStateFiles(parent: string, key: StateKey): Promise<StateFiles> {
  const name = createHash('sha256')
    .update(JSON.stringify([key.path, key.size, Math.round(key.mtimeMs), key.runtime, key.cache]))
    .digest('hex')
    .slice(0, 32);
  const dir = join(parent, name);
  await mkdir(dir, { recursive: true });
  const others = await readdir(parent).catch(() => [] as string[]);
  await Promise.all(
    others
      .filter((other) => other !== name)
      .map((other) => rm(join(parent, other), { recursive: true, force: true })),
  );
  // What a process left when it stopped: sets read partway, and parts of a write (not one another
  // process is writing now).
  const left = await readdir(dir).catch(() => [] as string[]);
  const now = Date.now();
  await Promise.all(
    left
      .filter((file) => file.endsWith('.part') || file.endsWith(`${PROGRESS}.state`))
      .map(async (file) => {
        const info = await stat(join(dir, file)).catch(() => undefined);
        if (info && (file.endsWith('.state') || now - info.mtimeMs > STALE_PART_MS))
          await rm(join(dir, file), { force: true });
      }),
  );
  return stateFiles(dir, true);
}
