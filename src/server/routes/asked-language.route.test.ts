/**
 * Cards and threads in the reader's language (issue 45) through the real routes: every writer
 * (OpenAI-compatible, TGI and Ollama servers, the embedded model) over scripted models that answer
 * in the language their prompt asks (test/fakes/scripted-answers.ts), the rules writer's honest
 * answer in the post's own language, the 400 for a language the writer does not write, and Quote
 * and a language the post is already in, which ask for no translation.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type SummaryResponse,
  smallModelSummaryPrompt,
  type ThreadResponse,
  WRITER_LANGUAGES,
} from '#core/index.ts';
import type { FakeServer } from '#fakes/fake-server.ts';
import { startOllamaFake } from '#fakes/ollama-fake.ts';
import { SAMPLE_POSTS } from '#fakes/sample-posts.ts';
import { type ScriptedAnswers, sayScenario } from '#fakes/scripted-answers.ts';
import { scriptedEmbeddedModel } from '#fakes/scripted-embedded-model.ts';
import { type AllFakes, startAllFakes } from '#fakes/start-all-fakes.ts';
import { postJson } from '#test/post-json.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';

const JAPANESE = SAMPLE_POSTS.japanese;
const JAPANESE_URL = `https://x.com/${JAPANESE.author.screenName}/status/${JAPANESE.id}`;

/** What a model asked for English writes of the Japanese post: its facts, its 30 %. */
const ENGLISH_LINES = [
  'Internal meetings were cut in half last month.',
  'Development lead time became 30% shorter as a result.',
  'The key was deciding first who makes each decision.',
];
const ENGLISH_POSTS = [
  'Last month we cut our internal meetings in half.',
  'Development lead time got 30% shorter as a result.',
  'The key was not removing meetings but deciding who decides first.',
  'Next month we will try asynchronous reviews. #Thread',
];
/** What the same model writes when no language is asked of it: a test asking one must not see it. */
const UNASKED = 'This line was written without the language asked.';

/** How each writer's answer is written: plain lines (OpenAI, TGI) or the schema's JSON (Ollama). */
const plain = (lines: readonly string[], separator = '\n') => lines.join(separator);
const json = (key: 'lines' | 'posts', lines: readonly string[]) => JSON.stringify({ [key]: lines });

const linesOf = (summary: string | undefined) =>
  (summary ?? '').split('\n').map((line) => line.replace(/^• /, ''));

let all: AllFakes;
let ollama: FakeServer;
const apps: TestApp[] = [];

async function appWith(env: Record<string, string>): Promise<TestApp> {
  const app = await startTestApp({ ...all.env, RATE_LIMIT_PER_MINUTE: '10000', ...env });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  all = await startAllFakes();
  ollama = await startOllamaFake();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await ollama?.close();
  await all?.close();
});
beforeEach(() => {
  all.reset();
  ollama.reset();
});

/** A writer behind the routes: its app, how its answers are scripted, and the prompts it was given. */
interface Writer {
  name: string;
  app(): Promise<TestApp>;
  script(answers: ScriptedAnswers): void;
  card: (lines: readonly string[]) => string;
  thread: (posts: readonly string[]) => string;
  /** Every prompt the model was given, its user turn last. */
  prompts(): string[];
}

const bodies = (server: FakeServer) => server.calls.map((call) => call.body);
let embedded: ReturnType<typeof scriptedEmbeddedModel> | undefined;

const WRITERS: Writer[] = [
  {
    name: 'an OpenAI-compatible server',
    app: () => appWith({}),
    script: (answers) => all.fakes.openai.setScenario(sayScenario(answers)),
    card: plain,
    thread: (posts) => plain(posts, '\n\n'),
    prompts: () => bodies(all.fakes.openai),
  },
  {
    name: 'a Text Generation Inference server',
    app: () => appWith({ LLM_PROTOCOL: 'tgi', LLM_BASE_URL: all.fakes.tgi.url }),
    script: (answers) => all.fakes.tgi.setScenario(sayScenario(answers)),
    card: plain,
    thread: (posts) => plain(posts, '\n\n'),
    prompts: () => bodies(all.fakes.tgi),
  },
  {
    name: 'Ollama',
    app: () => appWith({ LLM_PROTOCOL: 'ollama', OLLAMA_HOST: ollama.url }),
    script: (answers) => ollama.setScenario(sayScenario(answers)),
    card: (lines) => json('lines', lines),
    thread: (posts) => json('posts', posts),
    prompts: () => bodies(ollama),
  },
  {
    name: 'the embedded model',
    async app() {
      const app = await appWith({});
      // The embedded generator in the app's place, its model scripted (no model is loaded).
      embedded = scriptedEmbeddedModel({ answers: [] });
      app.services.generator = embedded.generator;
      return app;
    },
    // The scripted model reads the same scripts; its answers become the schema's JSON.
    script: (answers) => embedded?.setScript(answers),
    card: plain,
    thread: plain,
    prompts: () => (embedded?.jobs ?? []).map((job) => `${job.system}\n${job.user}`),
  },
];

describe.each(WRITERS)(
  'a card and a thread asked in English of a Japanese post: $name',
  (writer) => {
    let app: TestApp;
    beforeAll(async () => {
      app = await writer.app();
    });

    it('writes the card in English, told the post is Japanese, and says both languages', async () => {
      writer.script({
        answers: [writer.card([UNASKED, UNASKED, UNASKED])],
        inLanguage: { English: [writer.card(ENGLISH_LINES)] },
      });
      const { status, body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
        url: JAPANESE_URL,
        mode: 'normal',
        language: 'en',
      });
      expect(status).toBe(200);
      expect(linesOf(body.summary)).toEqual(ENGLISH_LINES);
      expect(body).toMatchObject({ lang: 'en', sourceLang: 'ja' });
      expect(body.askedLang).toBeUndefined();
      expect(body.writer).toBeUndefined();
      const prompt = writer.prompts().at(-1) ?? '';
      expect(prompt).toMatch(/Japanese/);
      expect(prompt).toMatch(/in English, not in Japanese/);
    });

    it('writes the thread in English from a Japanese text', async () => {
      writer.script({
        answers: [writer.thread([UNASKED, UNASKED, UNASKED, UNASKED])],
        inLanguage: { English: [writer.thread(ENGLISH_POSTS)] },
      });
      const { status, body } = await postJson<ThreadResponse>(`${app.url}/api/thread`, {
        text: JAPANESE.fullText,
        style: 'standard',
        language: 'en-GB',
      });
      expect(status).toBe(200);
      expect(body.posts.join('\n')).toContain('30% shorter');
      expect(body.posts.join('\n')).not.toContain(UNASKED);
      expect(body).toMatchObject({ lang: 'en', sourceLang: 'ja' });
      expect(body.askedLang).toBeUndefined();
    });
  },
);

describe('the embedded model’s instructions, whatever language is asked', () => {
  it('stay the same for every language: the language is asked in the user turn', async () => {
    const app = await WRITERS[3]?.app();
    if (!app || !embedded) throw new Error('no app');
    for (const language of ['en', 'es', 'ar']) {
      await postJson(`${app.url}/api/summary`, { url: JAPANESE_URL, mode: 'troll', language });
    }
    const jobs = embedded.jobs;
    expect(jobs).toHaveLength(3);
    const unasked = smallModelSummaryPrompt('troll', { text: JAPANESE.fullText, lang: 'ja' });
    for (const job of jobs) expect(job.system).toBe(unasked.system);
    expect(
      jobs.map((job) => job.user.match(/Write every line of your answer in (\w+)/)?.[1]),
    ).toEqual(['English', 'Spanish', 'Arabic']);
  });
});

describe('a meme asked in Spanish of Ollama', () => {
  it('has its caption in Spanish, and asks for the GIF’s words in English', async () => {
    const app = await WRITERS[2]?.app();
    if (!app) throw new Error('no app');
    ollama.setScenario(
      sayScenario({
        answers: [JSON.stringify({ caption: UNASKED, gif: 'sad' })],
        inLanguage: {
          Spanish: [
            JSON.stringify({
              caption: 'Cuando por fin cancelas la mitad de las reuniones',
              gif: 'happy dance',
            }),
          ],
        },
      }),
    );
    const { body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      url: JAPANESE_URL,
      mode: 'meme',
      language: 'es',
    });
    expect(body.meme?.caption).toBe('Cuando por fin cancelas la mitad de las reuniones');
    expect(body).toMatchObject({ lang: 'es', sourceLang: 'ja' });
    expect(bodies(ollama).at(-1)).toContain(
      'Write the caption in Spanish, not in Japanese; the GIF words stay English.',
    );
  });
});

describe('the rules writer, which cannot translate', () => {
  let rules: TestApp;
  beforeAll(async () => {
    rules = await appWith({ LLM_PROTOCOL: 'local' });
  });

  it('writes the card in the post’s own language and says which was asked, never labelling it so', async () => {
    const { status, body } = await postJson<SummaryResponse>(`${rules.url}/api/summary`, {
      url: JAPANESE_URL,
      mode: 'normal',
      language: 'es',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ writer: 'rules', lang: 'ja', sourceLang: 'ja', askedLang: 'es' });
    // The post's own sentences: Japanese, not Spanish.
    expect(body.summary).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/u);
  });

  it('writes the thread in the text’s own language and says which was asked', async () => {
    const { body } = await postJson<ThreadResponse>(`${rules.url}/api/thread`, {
      text: JAPANESE.fullText,
      style: 'standard',
      language: 'es',
    });
    expect(body).toMatchObject({ writer: 'rules', lang: 'ja', sourceLang: 'ja', askedLang: 'es' });
    expect(body.posts.join('\n')).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/u);
  });
});

describe('languages that ask for no translation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = (await WRITERS[0]?.app()) as TestApp;
  });

  it('a Quote card is the post’s own words, in its own language, whatever is asked', async () => {
    const { status, body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      url: JAPANESE_URL,
      mode: 'quote',
      language: 'en',
    });
    expect(status).toBe(200);
    expect(body.posts?.[0]).toBe(JAPANESE.fullText);
    expect(body.lang).toBe('ja');
    expect(body.askedLang).toBeUndefined();
    expect(all.fakes.openai.calls).toHaveLength(0);
  });

  it('a language the post is already in is the post’s own card: no translation asked', async () => {
    all.fakes.openai.setScenario(sayScenario({ answers: [plain(ENGLISH_LINES)] }));
    const { body } = await postJson<SummaryResponse>(`${app.url}/api/summary`, {
      url: JAPANESE_URL,
      mode: 'normal',
      language: 'ja-JP',
    });
    expect(body).toMatchObject({ lang: 'ja', sourceLang: 'ja' });
    expect(bodies(all.fakes.openai).at(-1)).not.toMatch(/not in Japanese/);
  });
});

describe('a language the writer does not write', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = (await WRITERS[0]?.app()) as TestApp;
  });

  it('answers 400 naming the tag and the languages it writes, for a card and a thread', async () => {
    for (const [path, body] of [
      ['/api/summary', { url: JAPANESE_URL, mode: 'normal' }],
      ['/api/thread', { text: JAPANESE.fullText, style: 'standard' }],
    ] as const) {
      for (const [language, said] of [
        ['sw', /Swahili \("sw"\)/],
        ['not a tag!', /"not a tag!" is not a language tag/],
      ] as const) {
        const answer = await postJson<{ supported: string[] }>(`${app.url}${path}`, {
          ...body,
          language,
        });
        expect(answer.status, `${path} ${language}`).toBe(400);
        expect(answer.body.error).toMatch(said);
        expect(answer.body.supported).toEqual([...WRITER_LANGUAGES]);
      }
      const notString = await postJson(`${app.url}${path}`, { ...body, language: 7 });
      expect(notString.status).toBe(400);
      expect(notString.body.error).toMatch(/"language"/);
    }
    // Nothing was generated for any of them.
    expect(all.fakes.openai.calls).toHaveLength(0);
  });
});
