import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_EMBEDDED_MODEL,
  DEFAULT_LLM_MODEL,
  HF_ROUTER_URL,
  loadConfig,
} from './index.ts';

describe('loadConfig', () => {
  it('needs no variable at all: the embedded model, embedded GIF, in-process limits on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.llm.protocol).toBe('embedded');
    expect(config.embedded).toMatchObject({
      model: 'auto',
      url: DEFAULT_EMBEDDED_MODEL.url,
      sha256: DEFAULT_EMBEDDED_MODEL.sha256,
      modelsDir: join('./data', 'models'),
      threads: availableParallelism(),
      sequences: 2,
    });
    expect(config.giphy.apiKey).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.posts.sources).toEqual(['fxtwitter', 'syndication', 'oembed']);
    expect(config.limits).toMatchObject({
      ratePerMinute: 20,
      dailyBudget: 5000,
      trustProxyHops: 0,
    });
    expect(config.imageProxy.hosts).toContain('pbs.twimg.com');
    expect(config.imageProxy.hosts).toContain('media.giphy.com');
  });

  it('reads EMBEDDED_MODEL as off, auto or the path of a .gguf file, and nothing else', () => {
    expect(loadConfig({ EMBEDDED_MODEL: 'off' }).llm.protocol).toBe('local');
    expect(loadConfig({ EMBEDDED_MODEL: 'OFF' }).embedded.model).toBe('off');
    const custom = loadConfig({ EMBEDDED_MODEL: '/models/qwen3-1.7b-q4_k_m.gguf' });
    expect(custom.llm.protocol).toBe('embedded');
    expect(custom.embedded.model).toEqual({ path: '/models/qwen3-1.7b-q4_k_m.gguf' });
    expect(() => loadConfig({ EMBEDDED_MODEL: 'yes' })).toThrow(
      /EMBEDDED_MODEL: must be off, auto/,
    );
    expect(() => loadConfig({ EMBEDDED_MODEL: 'off', LLM_PROTOCOL: 'embedded' })).toThrow(
      /EMBEDDED_MODEL: is off/,
    );
  });

  it('takes another model file only with its SHA-256, which must be 64 hex digits', () => {
    const url = 'https://mirror.example/models/phi.gguf';
    const sha = 'AB'.repeat(32);
    expect(() => loadConfig({ EMBEDDED_MODEL_URL: url })).toThrow(
      /EMBEDDED_MODEL_SHA256: required/,
    );
    expect(() => loadConfig({ EMBEDDED_MODEL_URL: url, EMBEDDED_MODEL_SHA256: 'abc' })).toThrow(
      /EMBEDDED_MODEL_SHA256: must be 64 hexadecimal digits/,
    );
    expect(
      loadConfig({ EMBEDDED_MODEL_URL: url, EMBEDDED_MODEL_SHA256: sha }).embedded,
    ).toMatchObject({ url, sha256: sha.toLowerCase(), modelsDir: join('./data', 'models') });
    expect(loadConfig({ DATA_DIR: '/var/summary' }).embedded.modelsDir).toBe(
      join('/var/summary', 'models'),
    );
  });

  it('sets the runtime for the machine: threads, sequences, queue and context in bounds', () => {
    const config = loadConfig({
      EMBEDDED_MODEL_THREADS: '2',
      EMBEDDED_MODEL_SEQUENCES: '3',
      EMBEDDED_MODEL_QUEUE: '0',
      EMBEDDED_MODEL_CONTEXT: '2048',
    });
    expect(config.embedded).toMatchObject({
      threads: 2,
      sequences: 3,
      queue: 0,
      contextSize: 2048,
    });
    expect(() => loadConfig({ EMBEDDED_MODEL_THREADS: '0' })).toThrow(/EMBEDDED_MODEL_THREADS/);
    expect(() => loadConfig({ EMBEDDED_MODEL_SEQUENCES: '64' })).toThrow(
      /EMBEDDED_MODEL_SEQUENCES/,
    );
  });

  it("bounds the model's queue by the wait: 15 s unless EMBEDDED_MODEL_MAX_WAIT_MS says otherwise", () => {
    expect(loadConfig({}).embedded.maxWaitMs).toBe(15_000);
    expect(loadConfig({ EMBEDDED_MODEL_MAX_WAIT_MS: '4000' }).embedded.maxWaitMs).toBe(4_000);
    expect(loadConfig({ EMBEDDED_MODEL_MAX_WAIT_MS: '0' }).embedded.maxWaitMs).toBe(0);
    for (const wrong of ['-1', 'soon', '1.5', '600001']) {
      expect(() => loadConfig({ EMBEDDED_MODEL_MAX_WAIT_MS: wrong })).toThrow(
        /EMBEDDED_MODEL_MAX_WAIT_MS/,
      );
    }
  });

  it('uses the GPU where the runtime has a build for it unless EMBEDDED_MODEL_GPU=off', () => {
    expect(loadConfig({}).embedded.gpu).toBe('auto');
    expect(loadConfig({ EMBEDDED_MODEL_GPU: 'off' }).embedded.gpu).toBe('off');
    expect(loadConfig({ EMBEDDED_MODEL_GPU: 'AUTO' }).embedded.gpu).toBe('auto');
    expect(() => loadConfig({ EMBEDDED_MODEL_GPU: 'cuda' })).toThrow(
      /EMBEDDED_MODEL_GPU: must be auto or off/,
    );
  });

  it('gives a load two minutes by default (EMBEDDED_MODEL_LOAD_TIMEOUT_MS)', () => {
    expect(loadConfig({}).embedded.loadTimeoutMs).toBe(120_000);
    expect(loadConfig({ EMBEDDED_MODEL_LOAD_TIMEOUT_MS: '5000' }).embedded.loadTimeoutMs).toBe(
      5_000,
    );
    expect(() => loadConfig({ EMBEDDED_MODEL_LOAD_TIMEOUT_MS: 'soon' })).toThrow(
      /EMBEDDED_MODEL_LOAD_TIMEOUT_MS/,
    );
  });

  it('uses Ollama when OLLAMA_HOST is set (a bare host:port too), before the embedded model', () => {
    const config = loadConfig({ OLLAMA_HOST: '127.0.0.1:11434', OLLAMA_MODEL: 'qwen2.5:1.5b' });
    expect(config.llm.protocol).toBe('ollama');
    expect(config.ollama).toEqual({ host: 'http://127.0.0.1:11434', model: 'qwen2.5:1.5b' });
    expect(loadConfig({ OLLAMA_HOST: 'http://gpu-box:11434/' }).ollama.host).toBe(
      'http://gpu-box:11434',
    );
    // A model server named outright wins over Ollama.
    expect(
      loadConfig({ OLLAMA_HOST: '127.0.0.1:11434', LLM_BASE_URL: 'http://127.0.0.1:8080/v1' }).llm
        .protocol,
    ).toBe('openai');
    expect(() => loadConfig({ LLM_PROTOCOL: 'ollama' })).toThrow(/OLLAMA_HOST: required/);
  });

  it('uses the Hugging Face router with HF_TOKEN as key when only HF_TOKEN is set', () => {
    const config = loadConfig({ HF_TOKEN: 'hf_abc' });
    expect(config.llm).toMatchObject({
      protocol: 'openai',
      baseUrl: HF_ROUTER_URL,
      apiKey: 'hf_abc',
      model: DEFAULT_LLM_MODEL,
      timeoutMs: 30_000,
    });
  });

  it('switches to an OpenAI-compatible server when LLM_BASE_URL is set, keeping an explicit protocol', () => {
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1/' }).llm).toMatchObject({
      protocol: 'openai',
      baseUrl: 'http://127.0.0.1:8080/v1',
    });
    expect(loadConfig({ LLM_BASE_URL: 'http://tgi:80', LLM_PROTOCOL: 'tgi' }).llm.protocol).toBe(
      'tgi',
    );
    expect(loadConfig({ HF_TOKEN: 'x', LLM_PROTOCOL: 'local' }).llm.protocol).toBe('local');
  });

  it('prefers LLM_API_KEY over HF_TOKEN', () => {
    expect(loadConfig({ HF_TOKEN: 'hf_a', LLM_API_KEY: 'sk_b' }).llm.apiKey).toBe('sk_b');
  });

  it('reads comma-separated lists, ignoring blanks and spaces', () => {
    const config = loadConfig({
      POST_SOURCES: ' syndication , oembed,',
      IMAGE_PROXY_HOSTS: 'pbs.twimg.com, 127.0.0.1:4306',
    });
    expect(config.posts.sources).toEqual(['syndication', 'oembed']);
    expect(config.imageProxy.hosts).toEqual(['pbs.twimg.com', '127.0.0.1:4306']);
  });

  it('treats a blank variable as unset', () => {
    expect(loadConfig({ PORT: '', GIPHY_API_KEY: '  ', REDIS_URL: '' })).toMatchObject({
      port: 3000,
      giphy: { apiKey: undefined },
      redisUrl: undefined,
    });
  });

  it('has the abuse limits and server timeouts of issue 12 by default', () => {
    const config = loadConfig({});
    expect(config.limits).toMatchObject({
      perClientPerDay: 200,
      fetchPerMinute: 60,
      imagePerMinute: 120,
    });
    expect(config.imageProxy.maxConcurrency).toBe(16);
    expect(config.http).toEqual({ requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000 });
    expect(config.publicUrl).toBeUndefined();
  });

  it('reads the abuse limits, the server timeouts and PUBLIC_URL', () => {
    const config = loadConfig({
      RATE_LIMIT_PER_DAY: '5',
      FETCH_PER_MINUTE: '7',
      IMAGE_PROXY_PER_MINUTE: '9',
      IMAGE_PROXY_MAX_CONCURRENCY: '2',
      REQUEST_TIMEOUT_MS: '1500',
      KEEP_ALIVE_TIMEOUT_MS: '700',
      PUBLIC_URL: 'https://summary.example/',
    });
    expect(config.limits).toMatchObject({
      perClientPerDay: 5,
      fetchPerMinute: 7,
      imagePerMinute: 9,
    });
    expect(config.imageProxy.maxConcurrency).toBe(2);
    expect(config.http).toEqual({ requestTimeoutMs: 1500, keepAliveTimeoutMs: 700 });
    expect(config.publicUrl).toBe('https://summary.example');
  });

  it.each([
    ['RATE_LIMIT_PER_DAY', '0'],
    ['FETCH_PER_MINUTE', 'many'],
    ['IMAGE_PROXY_PER_MINUTE', '-3'],
    ['IMAGE_PROXY_MAX_CONCURRENCY', '0'],
    ['REQUEST_TIMEOUT_MS', '1.5'],
    ['KEEP_ALIVE_TIMEOUT_MS', 'soon'],
    ['PUBLIC_URL', 'ftp://summary.example'],
    ['PUBLIC_URL', 'summary.example'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('sends keep-alive comments on streamed answers every 15 s unless SSE_KEEP_ALIVE_MS says less', () => {
    expect(loadConfig({}).sse).toEqual({ keepAliveMs: 15_000 });
    expect(loadConfig({ SSE_KEEP_ALIVE_MS: '250' }).sse).toEqual({ keepAliveMs: 250 });
    // More than 15 s would let proxies close a slow stream.
    expect(() => loadConfig({ SSE_KEEP_ALIVE_MS: '20000' })).toThrow(/SSE_KEEP_ALIVE_MS/);
    expect(() => loadConfig({ SSE_KEEP_ALIVE_MS: 'often' })).toThrow(/SSE_KEEP_ALIVE_MS/);
  });

  it('refuses invalid values with a message naming every bad variable', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        POST_SOURCES: 'fxtwitter,myspace',
        LLM_PROTOCOL: 'grpc',
        REDIS_URL: 'http://cache',
        RATE_LIMIT_PER_MINUTE: '-1',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of [
        'PORT',
        'POST_SOURCES',
        'LLM_PROTOCOL',
        'REDIS_URL',
        'RATE_LIMIT_PER_MINUTE',
      ]) {
        expect(message).toContain(name);
      }
    }
  });
  it('reads the card store settings: data folder, reuse hours, lifetime in days, public address', () => {
    const defaults = loadConfig({});
    expect(defaults.cards).toEqual({
      dataDir: './data',
      reuseHours: 24,
      ttlDays: 30,
      renderConcurrency: 2,
    });
    expect(defaults.limits.cardImagePerMinute).toBe(60);
    expect(defaults.publicUrl).toBeUndefined();
    const set = loadConfig({
      DATA_DIR: '/var/lib/summary',
      CARD_REUSE_HOURS: '0',
      CARD_TTL_DAYS: '7',
      PUBLIC_URL: 'https://sum.example.com/',
      CARD_RENDER_CONCURRENCY: '4',
      CARD_IMAGE_PER_MINUTE: '10',
    });
    expect(set.cards).toEqual({
      dataDir: '/var/lib/summary',
      reuseHours: 0,
      ttlDays: 7,
      renderConcurrency: 4,
    });
    expect(set.limits.cardImagePerMinute).toBe(10);
    expect(set.publicUrl).toBe('https://sum.example.com');
    for (const [name, value] of [
      ['CARD_REUSE_HOURS', '-1'],
      ['CARD_TTL_DAYS', '0'],
      ['CARD_TTL_DAYS', 'month'],
      ['PUBLIC_URL', 'ftp://example.com'],
      ['CARD_RENDER_CONCURRENCY', '0'],
      ['CARD_IMAGE_PER_MINUTE', 'lots'],
    ]) {
      expect(() => loadConfig({ [name as string]: value })).toThrow(name);
    }
  });
});

describe('loadConfig: shutdown and metrics (issue 13)', () => {
  it('waits 10 s for requests in flight by default and serves no metrics', () => {
    const config = loadConfig({});
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(config.metricsPort).toBeUndefined();
  });

  it('reads SHUTDOWN_TIMEOUT_MS and METRICS_PORT', () => {
    const config = loadConfig({ SHUTDOWN_TIMEOUT_MS: '2500', METRICS_PORT: '9464' });
    expect(config.shutdownTimeoutMs).toBe(2_500);
    expect(config.metricsPort).toBe(9_464);
    expect(loadConfig({ METRICS_PORT: ' ' }).metricsPort).toBeUndefined();
  });

  it('refuses a bad SHUTDOWN_TIMEOUT_MS or METRICS_PORT, and metrics on the public port', () => {
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'metrics' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(ConfigError);
  });
});
