/** Streamed generation against the OpenAI and TGI fakes streaming slowly, and the local writer. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StreamedCall } from '#fakes/fake-model-stream.ts';
import type { FakeServer } from '#fakes/fake-server.ts';
import { startOpenAiFake } from '#fakes/openai-fake.ts';
import { startTgiFake } from '#fakes/tgi-fake.ts';
import { loadConfig } from '../../config/index.ts';
import { createLogger } from '../../logging/logger.ts';
import type { GenerationRequest, TextGenerator } from '../../services.ts';
import { createTextGenerator } from './create-text-generator.ts';
import { linesOf, streamText } from './stream-text.ts';

const request: GenerationRequest = {
  kind: 'summary',
  mode: 'normal',
  prompt:
    'Summarise.\n<<<POST b0123456789abcdef>>>\nThe city opened three new libraries this week. Each one has a maker space and late opening hours. Funding came from a local bond.\n<<<END POST b0123456789abcdef>>>\nNow write the 3 lines.',
  sourceText:
    'The city opened three new libraries this week. Each one has a maker space and late opening hours. Funding came from a local bond.',
  parameters: { max_new_tokens: 200, temperature: 0.7 },
};

let openai: FakeServer;
let tgi: FakeServer;

function generatorFor(protocol: 'openai' | 'tgi' | 'local', timeoutMs = 2000): TextGenerator {
  const config = loadConfig({
    LLM_PROTOCOL: protocol,
    LLM_BASE_URL: protocol === 'tgi' ? tgi.url : `${openai.url}/v1`,
    LLM_TIMEOUT_MS: String(timeoutMs),
    LOG_LEVEL: 'silent',
  });
  return createTextGenerator(config, createLogger('silent'), { sleep: async () => undefined });
}

/** Every piece with the time it came, from the start of the call. */
async function collect(generator: TextGenerator, signal?: AbortSignal) {
  const started = performance.now();
  const pieces: { text: string; at: number; upstream: string | undefined }[] = [];
  const fake = generator.name === 'tgi' ? tgi : openai;
  for await (const text of streamText(generator, request, signal)) {
    pieces.push({ text, at: performance.now() - started, upstream: lastCall(fake)?.streamEnd });
  }
  return pieces;
}

const lastCall = (fake: FakeServer) => fake.calls.at(-1) as StreamedCall | undefined;

beforeAll(async () => {
  openai = await startOpenAiFake();
  tgi = await startTgiFake();
});
afterAll(async () => {
  await openai?.close();
  await tgi?.close();
});
beforeEach(() => {
  openai.reset();
  tgi.reset();
});

describe.each(['openai', 'tgi'] as const)('the %s generator, streaming', (protocol) => {
  const fake = () => (protocol === 'tgi' ? tgi : openai);

  it('yields the same text as the plain call, piece by piece as the lines come', async () => {
    const whole = await generatorFor(protocol).generate(request);
    fake().setScenario('lines-120');
    const pieces = await collect(generatorFor(protocol));
    expect(pieces.length).toBeGreaterThan(3);
    expect(
      pieces
        .map((piece) => piece.text)
        .join('')
        .trim(),
    ).toBe(whole);
    // The first line came while the fake was still writing: the pieces were not buffered.
    expect(pieces.find((piece) => piece.text.includes('\n'))?.upstream).toBeUndefined();
    expect(lastCall(fake())?.streamEnd).toBe('finished');
  });

  it('asks for a stream the way the server expects', async () => {
    await collect(generatorFor(protocol));
    const call = lastCall(fake())!;
    if (protocol === 'tgi') {
      expect(call.path).toBe('/generate_stream');
      expect(JSON.parse(call.body)).toMatchObject({ parameters: { return_full_text: false } });
    } else {
      expect(call.path).toBe('/v1/chat/completions');
      expect(JSON.parse(call.body)).toMatchObject({ stream: true });
    }
    expect(call.headers.accept).toBe('text/event-stream');
  });

  it('fails on the server’s error event mid-stream, after the first lines', async () => {
    fake().setScenario('lines-20-error');
    const pieces: string[] = [];
    await expect(async () => {
      for await (const piece of streamText(generatorFor(protocol), request)) pieces.push(piece);
    }).rejects.toThrow(/stream failed: .*CUDA out of memory/);
    expect(pieces.join('')).toContain('\n');
  });

  it('closes the upstream connection when the caller aborts', async () => {
    fake().setScenario('lines-200');
    const controller = new AbortController();
    const pieces: string[] = [];
    await expect(async () => {
      for await (const piece of streamText(generatorFor(protocol), request, controller.signal)) {
        pieces.push(piece);
        controller.abort();
      }
    }).rejects.toThrow(/cancelled/);
    await expect.poll(() => lastCall(fake())?.streamEnd, { timeout: 1000 }).toBe('client-closed');
  });

  it('closes the upstream connection when the caller stops reading', async () => {
    fake().setScenario('lines-200');
    for await (const _piece of streamText(generatorFor(protocol), request)) break;
    await expect.poll(() => lastCall(fake())?.streamEnd, { timeout: 1000 }).toBe('client-closed');
  });

  it('times out on the gap between tokens, not on the whole answer', async () => {
    // Each word well within the 600 ms deadline (a busy CI machine can stall a timer by a few
    // hundred ms), the whole answer well beyond it.
    fake().setScenario('words-40');
    const pieces = await collect(generatorFor(protocol, 600));
    expect(pieces.at(-1)!.at).toBeGreaterThan(600);
    fake().setScenario('lines-600');
    await expect(collect(generatorFor(protocol, 300))).rejects.toThrow(/no token within 300 ms/);
  });

  it('fails at once on an error status, and retries a loading model', async () => {
    fake().setScenario('5xx');
    await expect(collect(generatorFor(protocol))).rejects.toThrow(/HTTP 500/);
    fake().setScenario('503-once');
    const pieces = await collect(generatorFor(protocol));
    expect(pieces.length).toBeGreaterThan(0);
    expect(fake().calls).toHaveLength(3);
  });
});

describe('the local writer, streaming', () => {
  it('yields its answer line by line', async () => {
    const generator = generatorFor('local');
    const whole = await generator.generate(request);
    const pieces = (await collect(generator)).map((piece) => piece.text);
    expect(pieces.join('')).toBe(whole);
    expect(pieces.length).toBe(whole.split('\n').length);
  });

  it('linesOf keeps every newline', () => {
    expect([...linesOf('a\nb\n\nc')]).toEqual(['a\n', 'b\n', '\n', 'c']);
  });
});
