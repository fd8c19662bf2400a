import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryListResponse, TaskListResponse, TaskRecord } from '#catalogue/index.ts';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';
import { catalogueRoute } from './catalogue.ts';

const route = catalogueRoute();
const get = (path: string, headers: Record<string, string> = {}) =>
  route.request(path, { headers });
const taskIds = async (path: string) =>
  ((await (await get(path)).json()) as TaskListResponse).tasks.map((t) => t.id);

describe('GET /api/catalogue/tasks', () => {
  it('lists every task with the seven modalities', async () => {
    const res = await get('/api/catalogue/tasks');
    expect(res.status).toBe(200);
    const body = (await res.json()) as TaskListResponse;
    expect(body.tasks.length).toBeGreaterThan(45);
    expect(body.modalities.map((m) => m.id).sort()).toEqual([
      'audio',
      'cv',
      'multimodal',
      'nlp',
      'other',
      'rl',
      'tabular',
    ]);
    const summarization = body.tasks.find((t) => t.id === 'summarization');
    expect(summarization).toMatchObject({ modality: 'nlp', usedByProduct: true, hasInfo: true });
  });

  it('filters by modality', async () => {
    const ids = await taskIds('/api/catalogue/tasks?modality=audio');
    expect(ids).toContain('automatic-speech-recognition');
    expect(ids).not.toContain('summarization');
  });

  it('filters by library', async () => {
    const ids = await taskIds('/api/catalogue/tasks?library=sklearn');
    expect(ids.sort()).toEqual([
      'tabular-classification',
      'tabular-regression',
      'text-classification',
    ]);
  });

  it('searches id, name and summary with q', async () => {
    expect(await taskIds('/api/catalogue/tasks?q=fill-mask')).toEqual(['fill-mask']);
    expect(await taskIds('/api/catalogue/tasks?q=Depth%20Estimation')).toEqual([
      'depth-estimation',
    ]);
    // A word found only in the summary of one task.
    const bySummary = await taskIds('/api/catalogue/tasks?q=shorter%20version');
    expect(bySummary).toContain('summarization');
  });

  it('combines the filters', async () => {
    expect(await taskIds('/api/catalogue/tasks?modality=cv&library=timm')).toEqual([
      'image-classification',
      'image-feature-extraction',
    ]);
    expect(await taskIds('/api/catalogue/tasks?modality=audio&library=timm')).toEqual([]);
  });

  it('answers 400 with an error for an unknown modality or library', async () => {
    const bad = await get('/api/catalogue/tasks?modality=vision');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Unknown modality.' });
    const badLibrary = await get('/api/catalogue/tasks?library=nope');
    expect(badLibrary.status).toBe(400);
    expect(((await badLibrary.json()) as { error: string }).error).toMatch(/library/i);
    expect(bad.headers.get('Cache-Control')).toBeNull();
  });

  it('answers 400 for a search text over 200 characters', async () => {
    const res = await get(`/api/catalogue/tasks?q=${'a'.repeat(201)}`);
    expect(res.status).toBe(400);
  });
});

describe('GET /api/catalogue/tasks/:id', () => {
  it('gives the full record with info and examples by language', async () => {
    const res = await get('/api/catalogue/tasks/fill-mask');
    expect(res.status).toBe(200);
    const record = (await res.json()) as TaskRecord;
    expect(record.task.id).toBe('fill-mask');
    expect(record.info?.metrics.length).toBeGreaterThan(0);
    expect(record.examples.map((e) => e.language)).toContain('dv');
    expect(record.examples[0]?.examples[0]).toMatchObject({ kind: 'text' });
    expect(record.libraries).toContain('transformers');
  });

  it('gives tasks without an info record with info null', async () => {
    const record = (await (await get('/api/catalogue/tasks/other')).json()) as TaskRecord;
    expect(record.info).toBeNull();
    expect(record.task.hideInModels).toBe(true);
  });

  it('answers 404 JSON for an unknown id', async () => {
    const res = await get('/api/catalogue/tasks/no-such-task');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: 'There is no such task in the catalogue.' });
  });
});

describe('GET /api/catalogue/libraries', () => {
  it('gives the library-to-task map', async () => {
    const res = await get('/api/catalogue/libraries');
    expect(res.status).toBe(200);
    const { libraries } = (await res.json()) as LibraryListResponse;
    const byName = new Map(libraries.map((l) => [l.library, l.tasks]));
    for (const name of ['transformers', 'diffusers', 'sklearn', 'spacy', 'timm', 'speechbrain']) {
      expect(byName.get(name)?.length, name).toBeGreaterThan(0);
    }
    expect(byName.get('diffusers')).toContain('text-to-image');
  });
});

describe('catalogue caching', () => {
  it('sends a long Cache-Control and an ETag', async () => {
    for (const path of [
      '/api/catalogue/tasks',
      '/api/catalogue/tasks/summarization',
      '/api/catalogue/libraries',
    ]) {
      const res = await get(path);
      expect(res.headers.get('Cache-Control'), path).toBe('public, max-age=86400');
      expect(res.headers.get('ETag'), path).toMatch(/^"[0-9a-f]+"$/);
    }
  });

  it('answers 304 without a body when If-None-Match holds the current ETag', async () => {
    const first = await get('/api/catalogue/tasks?modality=nlp');
    const tag = first.headers.get('ETag')!;
    const second = await get('/api/catalogue/tasks?modality=nlp', { 'If-None-Match': tag });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
    expect(second.headers.get('ETag')).toBe(tag);
    expect(second.headers.get('Cache-Control')).toBe('public, max-age=86400');
  });

  it('gives different bodies different ETags and answers 200 for a stale one', async () => {
    const nlp = (await get('/api/catalogue/tasks?modality=nlp')).headers.get('ETag')!;
    const cv = await get('/api/catalogue/tasks?modality=cv', { 'If-None-Match': nlp });
    expect(cv.status).toBe(200);
    expect(cv.headers.get('ETag')).not.toBe(nlp);
  });
});

describe('the catalogue in the running app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the task list over a real socket with its caching headers', async () => {
    const res = await fetch(`${app.url}/api/catalogue/tasks?modality=rl`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const { tasks } = (await res.json()) as TaskListResponse;
    expect(tasks.map((t) => t.id)).toContain('reinforcement-learning');
    const again = await fetch(`${app.url}/api/catalogue/tasks?modality=rl`, {
      headers: { 'If-None-Match': res.headers.get('ETag')! },
    });
    expect(again.status).toBe(304);
  });

  it('answers an unknown task with 404 JSON and a bad modality with 400 JSON', async () => {
    const missing = await fetch(`${app.url}/api/catalogue/tasks/not-a-task`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'There is no such task in the catalogue.' });
    const bad = await fetch(`${app.url}/api/catalogue/tasks?modality=robots`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Unknown modality.' });
  });
});
