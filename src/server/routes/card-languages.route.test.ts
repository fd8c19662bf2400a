/**
 * Stored cards in the reader's language (issue 45), over real sockets with a scripted model that
 * answers in the language it is asked: a card per post, mode and language, reused in its language,
 * a New take kept in it; its link unfurls in it (the page's data, description and picture), and
 * GET /api/languages says which languages may be asked and whether a model writes now.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type LanguagesResponse,
  type SharedCardData,
  type SummaryResponse,
  WRITER_LANGUAGES,
} from '#core/index.ts';
import { SAMPLE_POSTS } from '#fakes/sample-posts.ts';
import { sayScenario } from '#fakes/scripted-answers.ts';
import { type AllFakes, startAllFakes } from '#fakes/start-all-fakes.ts';
import { postJson } from '#test/post-json.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';

const JAPANESE = SAMPLE_POSTS.japanese;
const JAPANESE_URL = `https://x.com/${JAPANESE.author.screenName}/status/${JAPANESE.id}`;
const PROVENANCE = 'Summed up in English from a post in Japanese';

const IN_LANGUAGE = {
  English: [
    'Internal meetings were cut in half last month.\nDevelopment lead time became 30% shorter.\nThe key was deciding first who decides.',
  ],
  Spanish: [
    'Las reuniones internas se redujeron a la mitad.\nEl tiempo de desarrollo bajó un 30%.\nLo clave fue decidir primero quién decide.',
  ],
  // The first answer invents a figure in Portuguese words; the second keeps the post's.
  Portuguese: [
    'As reuniões internas caíram pela metade.\nO tempo de desenvolvimento caiu quarenta por cento.\nO segredo foi decidir primeiro quem decide.',
    'As reuniões internas caíram pela metade.\nO tempo de desenvolvimento caiu trinta por cento.\nO segredo foi decidir primeiro quem decide.',
  ],
  Japanese: [
    '会議を半分に減らしました。\nリードタイムが30%短くなりました。\n決める人を先に決めました。',
  ],
};

const INDEX = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Summary</title></head>
  <body><div id="root"></div></body>
</html>`;

let all: AllFakes;
let app: TestApp;

beforeAll(async () => {
  all = await startAllFakes();
  const staticDir = mkdtempSync(join(tmpdir(), 'card-languages-'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  app = await startTestApp({
    ...all.env,
    RATE_LIMIT_PER_MINUTE: '10000',
    CARD_REUSE_HOURS: '24',
    STATIC_DIR: staticDir,
  });
});
afterAll(async () => {
  await app?.close();
  await all?.close();
});
beforeEach(() => {
  all.reset();
  all.fakes.openai.setScenario(sayScenario({ answers: ['Unasked.'], inLanguage: IN_LANGUAGE }));
});

const card = (body: Record<string, unknown>) =>
  postJson<SummaryResponse>(`${app.url}/api/summary`, {
    url: JAPANESE_URL,
    mode: 'normal',
    ...body,
  });

describe('stored cards in the reader’s language', () => {
  it('keeps a card per post, mode and language, and hands each back in its own language', async () => {
    const english = (await card({ language: 'en' })).body;
    const spanish = (await card({ language: 'es' })).body;
    expect(english).toMatchObject({ lang: 'en', sourceLang: 'ja' });
    expect(spanish).toMatchObject({ lang: 'es', sourceLang: 'ja' });
    expect(spanish.id).not.toBe(english.id);
    expect(all.fakes.openai.calls).toHaveLength(2);
    // Asked again, each language finds its own card: no model call.
    expect((await card({ language: 'en-US' })).body).toMatchObject({
      id: english.id,
      summary: english.summary,
      lang: 'en',
      sourceLang: 'ja',
    });
    expect((await card({ language: 'es' })).body.id).toBe(spanish.id);
    expect(all.fakes.openai.calls).toHaveLength(2);
    // The post's own language is a card of its own, found both with no language and with its own.
    const own = (await card({})).body;
    expect(own).toMatchObject({ lang: 'ja', sourceLang: 'ja' });
    expect([english.id, spanish.id]).not.toContain(own.id);
    expect((await card({ language: 'ja' })).body.id).toBe(own.id);
    expect(all.fakes.openai.calls).toHaveLength(3);
  });

  it('reads the asked language’s number words: a figure invented in them is asked again', async () => {
    // A round of its own: the answers start again from the first.
    all.fakes.openai.setScenario(
      sayScenario({ answers: ['Unasked.'], inLanguage: IN_LANGUAGE, round: 45 }),
    );
    const portuguese = (await card({ language: 'pt' })).body;
    expect(portuguese).toMatchObject({ lang: 'pt', sourceLang: 'ja' });
    expect(portuguese.summary).toContain('trinta por cento');
    expect(portuguese.summary).not.toContain('quarenta');
    // Half, said as the post says it (半分), holds in Portuguese.
    expect(portuguese.summary).toContain('pela metade');
    expect(all.fakes.openai.calls).toHaveLength(2);
  });

  it('keeps the language in a New take', async () => {
    const first = (await card({ mode: 'troll', language: 'es' })).body;
    const again = (await card({ mode: 'troll', language: 'es', regenerate: true, take: 1 })).body;
    expect(again.id).not.toBe(first.id);
    expect(again).toMatchObject({ lang: 'es', sourceLang: 'ja' });
    expect(String(all.fakes.openai.calls.at(-1)?.body)).toMatch(/Write your answer in Spanish/);
    // The new take is the card of that language from now on.
    expect((await card({ mode: 'troll', language: 'es' })).body.id).toBe(again.id);
  });
});

describe('a stored card’s link, in the card’s language', () => {
  const meta = (html: string, key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const data = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="card-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
    ) as SharedCardData;
  const picture = async (id: string) => {
    const response = await fetch(`${app.url}/c/${id}.png?theme=solid-dark&scale=1`);
    expect(response.status).toBe(200);
    return PNG.sync.read(Buffer.from(await response.arrayBuffer()));
  };

  it('unfurls in its language, saying where its words came from', async () => {
    const english = (await card({ language: 'en' })).body;
    const html = await (await fetch(`${app.url}/c/${english.id}`)).text();
    const shared = data(html);
    expect(shared.status).toBe('found');
    if (shared.status !== 'found') return;
    expect(shared.card).toMatchObject({ lang: 'en', sourceLang: 'ja', summary: english.summary });
    const description = meta(html, 'og:description') ?? '';
    expect(description.startsWith(`${PROVENANCE}. Internal meetings were cut in half`)).toBe(true);
    expect(meta(html, 'og:image:alt')).toContain(PROVENANCE);
    // The card in the post's own language says nothing of the kind.
    const own = (await card({})).body;
    const ownHtml = await (await fetch(`${app.url}/c/${own.id}`)).text();
    expect(meta(ownHtml, 'og:description')).not.toContain('Summed up');
  });

  it('draws its picture with a line more at its foot than the same card in the post’s language', async () => {
    const english = (await card({ language: 'en' })).body;
    const stored = await app.services.cards.get(english.id ?? '');
    if (!stored) throw new Error('not stored');
    // The same card, said to be in its post's language: no provenance line.
    const same = { ...stored, id: `${stored.id.slice(0, 9)}sam`, sourceLang: 'en' };
    await app.services.cards.save(same);
    const [translated, untranslated] = [await picture(stored.id), await picture(same.id)];
    expect(translated.width).toBe(untranslated.width);
    // The 600px card grows to hold the line (13px, and its margin): at least 20 more rows.
    expect(translated.height - untranslated.height).toBeGreaterThanOrEqual(20);
  });
});

describe('GET /api/languages', () => {
  const languages = async (url: string) => {
    const response = await fetch(`${url}/api/languages`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return (await response.json()) as LanguagesResponse;
  };

  it('lists the writer’s languages by tag and English name, and says a model writes them', async () => {
    const body = await languages(app.url);
    expect(body.languages.map((language) => language.tag)).toEqual([...WRITER_LANGUAGES]);
    expect(body.languages).toContainEqual({ tag: 'ja', name: 'Japanese' });
    expect(body.languages).toContainEqual({ tag: 'ar', name: 'Arabic' });
    expect(body.translates).toBe(true);
  });

  it('says nothing translates with the rules writer alone, or while the model is not ready, and still lists them', async () => {
    for (const env of [
      { LLM_PROTOCOL: 'local' },
      // The embedded model, never started: it is loading.
      { LLM_PROTOCOL: 'embedded', EMBEDDED_MODEL: join(tmpdir(), 'no-such-model.gguf') },
    ]) {
      const other = await startTestApp({ ...all.env, ...env });
      try {
        const body = await languages(other.url);
        expect(body.translates, JSON.stringify(env)).toBe(false);
        expect(body.languages).toHaveLength(WRITER_LANGUAGES.length);
      } finally {
        await other.close();
      }
    }
  });
});
