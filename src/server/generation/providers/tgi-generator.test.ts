import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeServer } from '#fakes/fake-server.ts';
import { startTgiFake } from '#fakes/tgi-fake.ts';
import { loadConfig } from '../../config/index.ts';
import { createLogger } from '../../logging/logger.ts';
import type { GenerationRequest } from '../../services.ts';
import { createTextGenerator } from './create-text-generator.ts';
import { stripEchoedPrompt, tgiGenerateUrl, toMistralInputs } from './tgi-generator.ts';

const prompt =
  'You write captions for reaction memes.\n<<<POST b0123456789abcdef>>>\nOur team finally migrated the billing service to Kubernetes after six months.\n<<<END POST b0123456789abcdef>>>\nNow write the caption.';

const memeRequest: GenerationRequest = {
  kind: 'summary',
  mode: 'meme',
  prompt,
  sourceText: 'Our team finally migrated the billing service to Kubernetes after six months.',
  parameters: { max_new_tokens: 80, temperature: 1 },
};

const threadRequest: GenerationRequest = {
  kind: 'thread',
  style: 'standard',
  prompt: 'Request id: r1\nStyle: Standard\nWrite a thread of posts.',
  sourceText: 'text',
  parameters: {
    max_new_tokens: 1000,
    temperature: 0.9,
    top_p: 0.95,
    top_k: 80,
    repetition_penalty: 1.15,
    seed: 7,
  },
};

function generatorFor(baseUrl: string, apiKey = 'hf_test_key') {
  const config = loadConfig({
    LLM_PROTOCOL: 'tgi',
    LLM_BASE_URL: baseUrl,
    LLM_API_KEY: apiKey,
    LLM_TIMEOUT_MS: '2000',
  });
  const waits: number[] = [];
  const generator = createTextGenerator(config, createLogger('silent'), {
    sleep: async (ms) => void waits.push(ms),
  });
  return { generator, waits };
}

describe('the TGI generator', () => {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startTgiFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  const body = () =>
    JSON.parse(fake.calls[0]?.body ?? '{}') as {
      inputs: string;
      parameters: Record<string, unknown>;
    };

  it('posts the prompt in Mistral format to /generate with return_full_text false', async () => {
    const { generator } = generatorFor(fake.url);
    await generator.generate(memeRequest);
    expect(fake.calls[0]?.path).toBe('/generate');
    expect(fake.calls[0]?.headers.authorization).toBe('Bearer hf_test_key');
    expect(body().inputs).toBe(`[INST] ${prompt} [/INST]`);
    expect(body().parameters).toMatchObject({
      max_new_tokens: 80,
      temperature: 1,
      do_sample: true,
      return_full_text: false,
      stop: ['[INST]', '</s>'],
    });
  });

  it('sends every thread sampling parameter TGI accepts, seed included', async () => {
    const { generator } = generatorFor(fake.url);
    await generator.generate(threadRequest);
    expect(body().parameters).toMatchObject({
      temperature: 0.9,
      top_p: 0.95,
      top_k: 80,
      repetition_penalty: 1.15,
      seed: 7,
    });
  });

  it('leaves out a top_p of 1, which TGI rejects', async () => {
    const { generator } = generatorFor(fake.url);
    await generator.generate({
      ...threadRequest,
      parameters: { ...threadRequest.parameters, top_p: 1 },
    });
    expect(body().parameters).not.toHaveProperty('top_p');
  });

  it('reads the object answer of /generate', async () => {
    const { generator } = generatorFor(fake.url);
    await expect(generator.generate(memeRequest)).resolves.toMatch(/Kubernetes|billing/i);
  });

  it('reads the array answer form', async () => {
    fake.setScenario('array');
    const { generator } = generatorFor(fake.url);
    await expect(generator.generate(memeRequest)).resolves.toMatch(/Kubernetes|billing/i);
  });

  it('strips a prompt the server echoed', async () => {
    fake.setScenario('echo');
    const { generator } = generatorFor(fake.url);
    const text = await generator.generate(memeRequest);
    expect(text).not.toContain('[INST]');
    expect(text).not.toContain('You write captions');
    expect(text).toMatch(/Kubernetes|billing/i);
  });

  it('posts to a URL that already names the model route as given', async () => {
    const { generator } = generatorFor(`${fake.url}/generate`);
    await generator.generate(memeRequest);
    expect(fake.calls[0]?.path).toBe('/generate');
  });

  it('retries a loading model after its estimated_time', async () => {
    fake.setScenario('503-once');
    const { generator, waits } = generatorFor(fake.url);
    await expect(generator.generate(memeRequest)).resolves.toMatch(/\S/);
    expect(waits).toEqual([2500]);
  });

  it('fails at once on a server error, and on empty text', async () => {
    fake.setScenario('5xx');
    const { generator, waits } = generatorFor(fake.url);
    await expect(generator.generate(memeRequest)).rejects.toThrow(/500/);
    fake.setScenario('empty');
    await expect(generator.generate(memeRequest)).rejects.toThrow(/empty/);
    expect(waits).toEqual([]);
  });
});

describe('tgiGenerateUrl', () => {
  it('appends /generate to a server root and keeps a model route as given', () => {
    expect(tgiGenerateUrl('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/generate');
    expect(tgiGenerateUrl('http://127.0.0.1:8080/generate')).toBe('http://127.0.0.1:8080/generate');
    expect(
      tgiGenerateUrl(
        'https://router.huggingface.co/hf-inference/models/mistralai/Mistral-7B-Instruct-v0.2',
      ),
    ).toBe('https://router.huggingface.co/hf-inference/models/mistralai/Mistral-7B-Instruct-v0.2');
  });
});

describe('toMistralInputs and stripEchoedPrompt', () => {
  it('wraps a plain prompt once, without a literal BOS', () => {
    expect(toMistralInputs('Hi')).toBe('[INST] Hi [/INST]');
    expect(toMistralInputs('[INST] Hi [/INST]')).toBe('[INST] Hi [/INST]');
  });

  it('removes the echoed inputs, with or without a BOS token', () => {
    const inputs = toMistralInputs('Say hi');
    expect(stripEchoedPrompt(`${inputs} Hello!`, inputs, 'Say hi')).toBe(' Hello!');
    expect(stripEchoedPrompt(`<s>${inputs} Hello!`, inputs, 'Say hi')).toBe(' Hello!');
    expect(stripEchoedPrompt('Hello!', inputs, 'Say hi')).toBe('Hello!');
  });
});
