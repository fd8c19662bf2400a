import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';

const SCRIPT = `console.log(${JSON.stringify('summary '.repeat(2000))});`;

/** A raw GET, so no client library decodes the body for us. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('createApp serving the built page', () => {
  let app: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'summary-app-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Summary</title>');
    writeFileSync(join(staticDir, 'assets', 'index-abc.js'), SCRIPT);
    app = await startTestApp({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('sends scripts gzip-compressed to a browser that accepts it', async () => {
    const response = await rawGet(`${app.url}/assets/index-abc.js`, { 'Accept-Encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(gunzipSync(response.body).toString('utf8')).toBe(SCRIPT);
  });

  it('sends them as they are to a client that accepts no encoding, and says answers vary', async () => {
    const response = await rawGet(`${app.url}/assets/index-abc.js`, {});
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString('utf8')).toBe(SCRIPT);
    expect(response.headers.vary).toBe('Accept-Encoding');
  });

  it('caches hashed assets for a year and revalidates the page', async () => {
    const asset = await fetch(`${app.url}/assets/index-abc.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${app.url}/`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>Summary</title>');
  });

  it('redirects any other page to the one screen, and answers unknown API paths with JSON', async () => {
    const other = await fetch(`${app.url}/some/where?x=1`, { redirect: 'manual' });
    expect(other.status).toBe(302);
    expect(other.headers.get('location')).toBe('/');
    const api = await fetch(`${app.url}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'There is no such API route.' });
  });
});
