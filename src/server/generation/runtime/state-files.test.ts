/**
 * The instructions' states kept for the next start (issue 46 item 9: the first card after a start
 * waited for every card mode to be read again): on the tiny test model with its real runtime, a
 * second start of the same file reads nothing ahead and a new post still reads only its own turn;
 * another file, or a state gone from the folder, is read again, never loaded wrong.
 */
import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { LlamaContextSequence, Token } from 'node-llama-cpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#server/services.ts';
import { sharedRuntime } from '#test/runtime-with.ts';
import { writeTinyGguf } from '#test/tiny-gguf.ts';
import { loadConfig } from '../../config/index.ts';
import { createLogger } from '../../logging/logger.ts';
import {
  createEmbeddedModel,
  type EmbeddedModel,
  type GenerationFigures,
} from './embedded-model.ts';
import { smallModelAsk } from './small-model-ask.ts';
import { KEPT_STATES_DIR, keptStateFiles } from './state-files.ts';

let dir: string;
let modelPath: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'summary-kept-states-'));
  modelPath = join(dir, 'tiny.gguf');
  await writeTinyGguf(modelPath);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface Start {
  model: EmbeddedModel;
  figures: GenerationFigures[];
  /** Tokens the background read after `ready`. */
  background: number[];
  /** The read-ahead's log line: sets kept from an earlier start, and read by this one. */
  readAhead(): { kept: number; read: number } | undefined;
}

async function start(dataDir: string): Promise<Start> {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const figures: GenerationFigures[] = [];
  const background: number[] = [];
  const model = createEmbeddedModel({
    runtime: sharedRuntime,
    config: loadConfig({
      EMBEDDED_MODEL: modelPath,
      EMBEDDED_MODEL_THREADS: '1',
      // The thread maker's instructions take about 830 of the tiny model's byte-sized tokens.
      EMBEDDED_MODEL_CONTEXT: '2048',
      EMBEDDED_MODEL_SEQUENCES: '1',
      DATA_DIR: dataDir,
    }).embedded,
    logger: createLogger('info', destination),
    onGenerated: (figure) => figures.push(figure),
    onReadAhead: (tokens) => background.push(tokens),
  });
  await model.start();
  await model.whenInstructionsRead();
  const readAhead = () => {
    const line = lines.find((entry) => String(entry.msg).includes('read ahead'));
    return line && { kept: Number(line.kept), read: Number(line.read) };
  };
  return { model, figures, background, readAhead };
}

let posts = 0;
function request(kind: 'normal' | 'thread'): GenerationRequest {
  posts += 1;
  const sourceText = `Post ${posts}: the library on Quay Street opens late on ${posts % 7 === 0 ? 'Mondays' : 'Fridays'} from March, for ${posts * 4} weeks.`;
  const parameters = { max_new_tokens: 24, temperature: 0.7, seed: posts };
  return kind === 'normal'
    ? { kind: 'summary', mode: 'normal', prompt: '', sourceText, parameters }
    : { kind: 'thread', style: 'exciting', network: 'bluesky', prompt: '', sourceText, parameters };
}

/** Asks one new post of `kind`; the tokens it read, and its own turn's tokens. */
async function ask(started: Start, kind: 'normal' | 'thread') {
  const { model, figures } = started;
  const asked = request(kind);
  const { prompt, schema } = smallModelAsk(asked);
  const seen = figures.length;
  await model.complete({ ...prompt, schema, maxTokens: 8, temperature: 0.7, seed: posts });
  const figure = figures[seen];
  if (!figure) throw new Error('no answer');
  const instructions = model.promptTokens({ system: prompt.system, user: '' }, schema);
  return { read: figure.readTokens, turn: model.promptTokens(prompt, schema) - instructions };
}

describe("the instructions' states, kept for the next start", () => {
  it('a second start of the same file reads nothing ahead, and a new post only its turn', async () => {
    const data = join(dir, 'same');
    const first = await start(data);
    expect(first.readAhead()).toEqual({ kept: 0, read: 3 });
    expect(first.background.length).toBeGreaterThan(0);
    await first.model.close();

    const second = await start(data);
    expect(second.readAhead()).toEqual({ kept: 3, read: 0 });
    // The thread maker's styles too: the background had nothing left to read.
    expect(second.background).toEqual([]);
    for (const kind of ['normal', 'thread'] as const) {
      const { read, turn } = await ask(second, kind);
      // The template's join and the answer's opening: a dozen of the tiny model's tokens.
      expect(read).toBeGreaterThan(0);
      expect(read).toBeLessThanOrEqual(turn + 16);
    }
    await second.model.close();
  }, 240_000);

  it('reads again for another model file, and leaves no state of the old one', async () => {
    const data = join(dir, 'changed');
    await (await start(data)).model.close();
    const kept = join(data, 'models', KEPT_STATES_DIR);
    const [before] = await readdir(kept);
    // The same path, a new file (a new download or an operator's own replaced).
    const later = new Date(Date.now() + 60_000);
    await utimes(modelPath, later, later);
    const again = await start(data);
    expect(again.readAhead()).toEqual({ kept: 0, read: 3 });
    await again.model.close();
    const after = await readdir(kept);
    expect(after).toHaveLength(1);
    expect(after).not.toContain(before);
  }, 240_000);

  it('a kept state gone from the folder is read again by the request that needs it, then kept', async () => {
    const data = join(dir, 'gone');
    await (await start(data)).model.close();
    const second = await start(data);
    const folder = join(data, 'models', KEPT_STATES_DIR);
    const [keyDir] = await readdir(folder);
    const files = await readdir(join(folder, String(keyDir)));
    // Every state removed under the running server (another process sharing the folder).
    for (const file of files) await rm(join(folder, String(keyDir), file));
    const lost = await ask(second, 'normal');
    // The request read its instructions itself: its answer came all the same.
    expect(lost.read).toBeGreaterThan(lost.turn + 200);
    const next = await ask(second, 'normal');
    expect(next.read).toBeLessThanOrEqual(next.turn + 16);
    await second.model.close();
  }, 240_000);
});

describe('keptStateFiles', () => {
  const tokens = [1, 2, 3] as Token[];
  const key = { path: '/m.gguf', size: 1, mtimeMs: 1, runtime: 'r', cache: ['f16'] };

  it('writes a state whole or not at all', async () => {
    const parent = join(dir, 'writes');
    const files = await keptStateFiles(parent, key);
    const failing = {
      async saveStateToFile(path: string) {
        await writeFile(path, 'half a state');
        throw new Error('no space left on device');
      },
    } as unknown as LlamaContextSequence;
    await expect(files.save(failing, tokens)).rejects.toThrow('no space');
    expect(await files.has(tokens)).toBe(false);
    const [keyDir] = await readdir(parent);
    expect(await readdir(join(parent, String(keyDir)))).toEqual([]);
    const writing = {
      saveStateToFile: (path: string) => writeFile(path, 'a state'),
    } as unknown as LlamaContextSequence;
    await files.save(writing, tokens);
    expect(await files.has(tokens)).toBe(true);
  });

  it('removes at the next start what a stopped process left: sets read partway, and old parts', async () => {
    const parent = join(dir, 'left');
    const files = await keptStateFiles(parent, key);
    const writing = {
      saveStateToFile: (path: string) => writeFile(path, 'a state'),
    } as unknown as LlamaContextSequence;
    await files.save(writing, tokens);
    await files.save(writing, [1, 2] as Token[], true);
    const keyDir = join(parent, String((await readdir(parent))[0]));
    const oldPart = join(keyDir, 'x.state.1-1.part');
    const newPart = join(keyDir, 'y.state.2-1.part');
    await writeFile(oldPart, 'stale');
    await writeFile(newPart, 'being written');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(oldPart, hourAgo, hourAgo);
    // A crash: no dispose. The next start.
    const next = await keptStateFiles(parent, key);
    expect(await next.has(tokens)).toBe(true);
    const left = await readdir(keyDir);
    expect(left.filter((file) => file.includes('progress'))).toEqual([]);
    expect(left).not.toContain('x.state.1-1.part');
    expect(left).toContain('y.state.2-1.part');
    expect((await stat(files.fileOf(tokens))).size).toBeGreaterThan(0);
  });
});
