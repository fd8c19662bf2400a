/**
 * GET /docs/model.md: the docs page on the language model as plain text, so the page's note on a
 * card the rules wrote can point an operator at its section on connecting a model (a text
 * fragment, `#:~:text=`, scrolls a browser to it). Read once, from the checkout the server runs in.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { MODEL_DOC_PATH } from '#core/index.ts';
import type { AppEnv } from '../http/app-env.ts';

/** The page's file inside the checkout: the path it is served at, without its leading slash. */
const MODEL_DOC_FILE = MODEL_DOC_PATH.slice(1);

/**
 * The page beside the sources (tests, `tsx`, and the built server, whose modules keep their
 * source's URL: vite.server.config.ts), else in the working directory.
 */
export function findModelDoc(): string | undefined {
  return [
    fileURLToPath(new URL(`../../../${MODEL_DOC_FILE}`, import.meta.url)),
    join(process.cwd(), MODEL_DOC_FILE),
  ].find((path) => existsSync(path));
}

export function modelDocRoute(): Hono<AppEnv> {
  let text: string | undefined | null = null;
  return new Hono<AppEnv>().get(MODEL_DOC_PATH, (c) => {
    if (text === null) {
      const path = findModelDoc();
      text = path === undefined ? undefined : readFileSync(path, 'utf8');
    }
    if (text === undefined) return c.text('This installation has no docs/model.md.', 404);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(text, 200, { 'Content-Type': 'text/plain; charset=utf-8' });
  });
}
