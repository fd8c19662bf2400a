import { describe, expect, it } from 'vitest';
import type { EmbeddedModelState } from '#core/index.ts';
import type { GenerationRequest, TextGenerator } from '../../services.ts';
import type { CompletionJob, EmbeddedModel } from '../runtime/index.ts';
import { createEmbeddedGenerator } from './embedded-generator.ts';

/** A model that writes a scripted JSON answer in the given pieces, as the runtime's callback does. */
function scriptedModel(pieces: string[], state: EmbeddedModelState = 'ready') {
  const asked: Array<{ job: CompletionJob; signal: AbortSignal | undefined }> = [];
  let room = true;
  const model: EmbeddedModel = {
    state,
    name: 'Scripted',
    health: () => ({ provider: 'embedded', model: 'Scripted', state }),
    hasRoom: () => state === 'ready' && room,
    contextSize: 4096,
    whenInstructionsRead: async () => {},
    whenMainThreadFree: async () => {},
    // About four characters a token, as English tokenizes.
    promptTokens: (prompt) => Math.ceil((prompt.system.length + prompt.user.length) / 4),
    rulesReason: () =>
      state === 'downloading' ? { kind: 'downloading', progress: 43 } : { kind: 'busy' },
    async complete(job, signal) {
      asked.push({ job, signal });
      // The opening is written with no token, each piece after it with one.
      for (const [index, piece] of pieces.entries()) {
        signal?.throwIfAborted();
        job.onText?.(piece, index);
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      return pieces.join('');
    },
    start: async () => {},
    close: async () => {},
  };
  return { model, asked, fill: () => (room = false) };
}

const rules: TextGenerator = { name: 'local', generate: async () => 'rules line' };

const normal: GenerationRequest = {
  kind: 'summary',
  mode: 'normal',
  prompt: 'unused by the embedded model',
  sourceText: 'La ciudad abre tres bibliotecas nuevas el mes que viene.',
  lang: 'es',
  parameters: { max_new_tokens: 200, temperature: 0.7, seed: 42 },
};

const LINES_JSON = [
  '{"li',
  'nes": ["Tres bibliotecas',
  ' nuevas abren.", "Cada una',
  ' tiene un taller.", "Abren hasta las 22 h."]}',
];

describe('the embedded generator', () => {
  it('hands a request to the model when it has room, else to the rules at once', () => {
    const { model, fill } = scriptedModel(LINES_JSON);
    const generator = createEmbeddedGenerator(model, rules);
    expect(generator.name).toBe('embedded');
    expect(generator.answerer?.().name).toBe('embedded');
    fill();
    expect(generator.answerer?.()).toMatchObject({ name: 'local', rulesReason: { kind: 'busy' } });
    const downloading = createEmbeddedGenerator(scriptedModel([], 'downloading').model, rules);
    expect(downloading.answerer?.()).toMatchObject({
      name: 'local',
      rulesReason: { kind: 'downloading', progress: 43 },
    });
  });

  it('hands the rules writer itself, saying why it stands in, so its answer is the rules one', async () => {
    const { model, fill } = scriptedModel(LINES_JSON);
    fill();
    const standIn = createEmbeddedGenerator(model, rules).answerer?.();
    expect(await standIn?.generate(normal)).toBe('rules line');
    expect(rules).not.toHaveProperty('rulesReason');
  });

  it("streams the model's JSON as the lines the shapers read, a line as soon as it is written", async () => {
    const { model } = scriptedModel(LINES_JSON);
    const writer = createEmbeddedGenerator(model, rules).answerer?.();
    const pieces: string[] = [];
    for await (const piece of writer?.stream?.(normal) ?? []) pieces.push(piece);
    expect(pieces.join('')).toBe(
      'Tres bibliotecas nuevas abren.\nCada una tiene un taller.\nAbren hasta las 22 h.',
    );
    // The first line was handed on before the last was written.
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    expect(pieces[0]).toBe('Tres bibliotecas');
  });

  it('says before each piece how many tokens the model had written to make the text up to it', async () => {
    const { model } = scriptedModel(LINES_JSON);
    const writer = createEmbeddedGenerator(model, rules).answerer?.();
    const seen: Array<{ piece: string; tokens: number | undefined }> = [];
    let tokens: number | undefined;
    for await (const piece of writer?.stream?.(normal, undefined, (written) => {
      tokens = written;
    }) ?? []) {
      seen.push({ piece, tokens });
    }
    // Each of the script's pieces after the first is one token: the text read out of each keeps it.
    expect(seen).toEqual([
      { piece: 'Tres bibliotecas', tokens: 1 },
      { piece: ' nuevas abren.\nCada una', tokens: 2 },
      { piece: ' tiene un taller.\nAbren hasta las 22 h.', tokens: 3 },
    ]);
  });

  it("asks with the small model's prompt in the post's language, its schema, cap and seed", async () => {
    const { model, asked } = scriptedModel(LINES_JSON);
    await createEmbeddedGenerator(model, rules).answerer?.().generate(normal);
    const { job } = asked[0] ?? {};
    expect(job?.user).toContain('Write every line of your answer in Spanish');
    expect(job?.system).toMatch(/death, a disaster/);
    expect(job?.schema).toMatchObject({ required: ['lines'] });
    expect(job?.seed).toBe(42);
    expect(job?.maxTokens).toBeGreaterThan(0);
  });

  it("gives a meme's caption and its GIF words, and a thread's posts numbered", async () => {
    const meme = scriptedModel(['{"caption": "When the servers nap", "gif": "sleepy cat"}']);
    const caption = await createEmbeddedGenerator(meme.model, rules)
      .answerer?.()
      .generate({ ...normal, mode: 'meme' });
    expect(caption?.split('\n')[0]).toBe('When the servers nap');
    expect(caption).toContain('sleepy cat');
    const thread = scriptedModel(['{"posts": ["One.", "Two.", "Three.", "Four."]}']);
    const posts = await createEmbeddedGenerator(thread.model, rules)
      .answerer?.()
      .generate({
        kind: 'thread',
        style: 'standard',
        network: 'mastodon',
        prompt: '',
        sourceText: 'text',
        parameters: { max_new_tokens: 1000, temperature: 0.9 },
      });
    expect(posts).toBe('Post 1: One.\n\nPost 2: Two.\n\nPost 3: Three.\n\nPost 4: Four.');
    expect(thread.asked[0]?.job.user).toContain('Write the thread for Mastodon');
  });

  it('stops the model when the reader stops early or the visitor leaves', async () => {
    const { model, asked } = scriptedModel(LINES_JSON);
    const writer = createEmbeddedGenerator(model, rules).answerer?.();
    for await (const _piece of writer?.stream?.(normal) ?? []) break;
    expect(asked[0]?.signal?.aborted).toBe(true);
    const leave = new AbortController();
    const reading = (async () => {
      for await (const _piece of writer?.stream?.(normal, leave.signal) ?? []) leave.abort();
    })();
    await expect(reading).rejects.toThrow();
    expect(asked[1]?.signal?.aborted).toBe(true);
  });
});
