/**
 * GET /c/<id>: the app showing a stored card, with the unfurl tags in its head (card-page-html.ts);
 * an unknown or expired id answers 404 with the app's own "no such card" page.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { CARD_THEME_IDS, isCardThemeId } from '#core/index.ts';
import type { AppEnv } from '../app-env.ts';
import { isCardId } from '../cards/card-id.ts';
import { siteOrigin } from '../cards/card-link.ts';
import { cardPageHtml, missingCardHtml } from '../cards/card-page-html.ts';
import { HttpError } from '../errors.ts';
import type { Services } from '../services.ts';

/** The built page, read once (a rebuild restarts the server). */
function builtPage(staticDir: string): () => Promise<string> {
  let page: Promise<string> | undefined;
  return () => {
    page ??= readFile(join(staticDir, 'index.html'), 'utf8').catch((error: unknown) => {
      page = undefined;
      throw error;
    });
    return page;
  };
}

export function cardPageRoute(services: Services): Hono<AppEnv> {
  const indexHtml = builtPage(services.config.staticDir);
  return new Hono<AppEnv>().get('/c/:id', async (c) => {
    const id = c.req.param('id');
    let html: string;
    try {
      html = await indexHtml();
    } catch {
      throw new HttpError(503, 'The web app is not built. Run npm run build.');
    }
    c.header('Cache-Control', 'no-cache');
    const card = isCardId(id) ? await services.cards.get(id) : undefined;
    if (!card) return c.html(missingCardHtml(html), 404);
    // An unknown theme still opens the card, in the first theme.
    const asked = c.req.query('theme');
    const theme = isCardThemeId(asked) ? asked : CARD_THEME_IDS[0];
    return c.html(cardPageHtml(html, card, theme, siteOrigin(services.config, c.req.url)));
  });
}
