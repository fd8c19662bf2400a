/**
 * node-llama-cpp's own first token after a start (issue 46 item 9, row (c)'s baseline): a bare
 * Node process (start-floor-child.mjs) that loads the model file as the server does (a context of
 * 4,096 tokens and 2 sequences on the same threads) and reads a new post with a turn's 40 tokens,
 * then writes one; timed like the server, from the process's start (`/proc`), each step as the
 * child says it. No product on this runtime can answer sooner after its start.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { processStartedAt } from './bench-process.ts';

export interface StartFloor {
  /** From the process's start: the runtime started, the file loaded, the context made, the first token. */
  runtimeMs: number;
  loadedMs: number;
  contextMs: number;
  firstTokenMs: number;
}

export async function measureStartFloor(
  file: string,
  threads: number,
  post: string,
): Promise<StartFloor> {
  const child = spawn(
    process.execPath,
    [
      fileURLToPath(new URL('./start-floor-child.mjs', import.meta.url)),
      file,
      String(threads),
      post,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: undefined } },
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error('the start floor could not start');
  const startedAt = processStartedAt(pid);
  const at = new Map<string, number>();
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    for (const step of chunk.split('\n').filter(Boolean))
      at.set(step, performance.now() - startedAt);
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const step = (name: string) => {
    const ms = at.get(name);
    if (ms === undefined)
      throw new Error(`the start floor ended (${code}) before '${name}':\n${errors}`);
    return ms;
  };
  return {
    runtimeMs: step('runtime'),
    loadedMs: step('loaded'),
    contextMs: step('context'),
    firstTokenMs: step('first token'),
  };
}
