import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#test/start-test-app.ts';

const EXPECTED_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://pbs.twimg.com https://127.0.0.1:4306 http://127.0.0.1:4306",
  "connect-src 'self' https://pbs.twimg.com https://127.0.0.1:4306 http://127.0.0.1:4306",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

describe('securityHeaders', () => {
  let app: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'summary-static-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Summary</title>');
    app = await startTestApp({
      STATIC_DIR: staticDir,
      IMAGE_PROXY_HOSTS: 'pbs.twimg.com,127.0.0.1:4306',
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const expectLockedDown = (response: Response) => {
    expect(response.headers.get('content-security-policy')).toBe(EXPECTED_CSP);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers.get('x-powered-by')).toBeNull();
  };

  it('locks down the page', async () => {
    const response = await fetch(`${app.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Summary</title>');
    expectLockedDown(response);
  });

  it('locks down an API answer', async () => {
    const response = await fetch(`${app.url}/api/health`);
    expect(response.status).toBe(200);
    expectLockedDown(response);
  });

  it('locks down an error answer', async () => {
    const response = await fetch(`${app.url}/api/no-such-route`);
    expect(response.status).toBe(404);
    expectLockedDown(response);
  });

  it('locks down the redirect of an unknown page', async () => {
    const response = await fetch(`${app.url}/some/page`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expectLockedDown(response);
  });

  it('puts the app policy, not the image policy, on an image-proxy error', async () => {
    const response = await fetch(`${app.url}/api/proxy-image?url=https%3A%2F%2Fevil.com%2Fa.jpg`);
    expect(response.status).toBe(400);
    // An error answer is JSON under the app's policy; a served image gets default-src 'none'
    // (see routes/proxy-image.test.ts).
    expect(response.headers.get('content-security-policy')).toBe(EXPECTED_CSP);
  });
});
