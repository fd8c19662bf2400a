/**
 * GET /api/languages: the languages a card or a thread may be asked in (core's WRITER_LANGUAGES,
 * each with its English name), and whether a language model writes now. With the rules writer
 * alone (`EMBEDDED_MODEL=off`), or while the model downloads, loads or failed, `translates` is
 * false: the list is still offered, and a card asked in another language comes in the post's own,
 * saying so (`askedLang`).
 */
import { Hono } from 'hono';
import { type LanguagesResponse, languageName, WRITER_LANGUAGES } from '#core/index.ts';
import { LOCAL_WRITER_NAME } from '../generation/providers/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Services } from '../services.ts';

const LANGUAGES = WRITER_LANGUAGES.map((tag) => ({ tag, name: languageName(tag) }));

/** True when a language model writes requests now: a model server, or the embedded one ready. */
function modelWrites({ generator }: Services): boolean {
  if (generator.name === LOCAL_WRITER_NAME) return false;
  const state = generator.health?.().state;
  return state === undefined || state === 'ready';
}

export function languagesRoute(services: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/api/languages', (c) => {
    const body: LanguagesResponse = { languages: LANGUAGES, translates: modelWrites(services) };
    // Whether the model writes changes as it downloads and loads: never a stored copy.
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
}
