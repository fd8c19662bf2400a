/**
 * GET /README.md: the project's README as plain text, so the page's note on a card the embedded
 * writer made can point an operator at the section on connecting a language model (a text
 * fragment, `#:~:text=`, scrolls a browser to it). Read once, from the checkout the server runs in.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { README_PATH } from '#core/index.ts';
import type { AppEnv } from '../app-env.ts';

/** The README beside the sources (tests, `tsx`) or beside the compiled server; else the cwd's. */
function findReadme(): string | undefined {
  return [
    fileURLToPath(new URL('../../../README.md', import.meta.url)),
    fileURLToPath(new URL('../README.md', import.meta.url)),
    join(process.cwd(), 'README.md'),
  ].find((path) => existsSync(path));
}

export function readmeRoute(): Hono<AppEnv> {
  let text: string | undefined | null = null;
  return new Hono<AppEnv>().get(README_PATH, (c) => {
    if (text === null) {
      const path = findReadme();
      text = path === undefined ? undefined : readFileSync(path, 'utf8');
    }
    if (text === undefined) return c.text('This installation has no README.', 404);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(text, 200, { 'Content-Type': 'text/plain; charset=utf-8' });
  });
}
