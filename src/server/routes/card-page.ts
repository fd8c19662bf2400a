/**
 * GET /c/<id>?theme=&size=&media=1&date=off: the app showing a stored card, with the unfurl tags in
 * its head (card-page-html.ts); an unknown or expired id answers 404 with the app's own "no such
 * card" page.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import {
  DEFAULT_CARD_THEME_ID,
  isCardMode,
  isCardSizeId,
  isCardThemeId,
  type StoredCard,
} from '#core/index.ts';
import { isCardId } from '../cards/card-id.ts';
import { siteOrigin } from '../cards/card-link.ts';
import { cardPageHtml, missingCardHtml } from '../cards/card-page-html.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/errors.ts';
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

/** X's post paths, as a visitor gets them by swapping x.com for our host. */
const POST_PATHS = [
  '/:user/status/:id{[0-9]{1,25}}',
  '/:user/status/:id{[0-9]{1,25}}/:media{photo|video}/:n{[0-9]{1,2}}',
  '/i/web/status/:id{[0-9]{1,25}}',
  '/i/web/status/:id{[0-9]{1,25}}/:media{photo|video}/:n{[0-9]{1,2}}',
];

export function cardPageRoute(services: Services): Hono<AppEnv> {
  const indexHtml = builtPage(services.config.staticDir);
  const page = async () => {
    try {
      return await indexHtml();
    } catch {
      throw new HttpError(503, 'The web app is not built. Run npm run build.');
    }
  };
  const route = new Hono<AppEnv>();
  // x.com/<user>/status/<id> with our host: the stored card of that post and mode when there is
  // one (its page, with the unfurl tags, so a pasted link previews as the card), else the app,
  // which generates it (/?url=...&mode=..., within the same limits as /api/summary).
  for (const path of POST_PATHS) {
    route.get(path, async (c) => {
      const postId = c.req.param('id') ?? '';
      const user = c.req.param('user') ?? 'i';
      const asked = c.req.query('mode');
      const mode = isCardMode(asked) ? asked : 'normal';
      let card: StoredCard | undefined;
      try {
        card = await services.cards.findRecent(postId, mode, 0);
      } catch (error) {
        c.get('log').warn({ err: { message: (error as Error).message } }, 'card store read failed');
      }
      if (!card) {
        const postUrl = `https://x.com/${user === 'i' ? 'i' : user}/status/${postId}`;
        return c.redirect(`/?url=${encodeURIComponent(postUrl)}&mode=${mode}`, 302);
      }
      c.header('Cache-Control', 'no-cache');
      const html = await page();
      return c.html(
        cardPageHtml(html, card, DEFAULT_CARD_THEME_ID, siteOrigin(services.config, c.req.url)),
      );
    });
  }
  return route.get('/c/:id', async (c) => {
    const id = c.req.param('id');
    const html = await page();
    c.header('Cache-Control', 'no-cache');
    const card = isCardId(id) ? await services.cards.get(id) : undefined;
    if (!card) return c.html(missingCardHtml(html), 404);
    // An unknown theme still opens the card, in the first theme.
    const asked = c.req.query('theme');
    const theme = isCardThemeId(asked) ? asked : DEFAULT_CARD_THEME_ID;
    // `?size=story`: the page's picture in that shape, and the app opens with it chosen.
    const askedSize = c.req.query('size');
    const size = isCardSizeId(askedSize) ? askedSize : undefined;
    // `media=1` and `date=off` reach the page's picture as they reach /c/<id>.png; a page never
    // refuses a link for a value it does not know, it leaves it out.
    const view = {
      ...(size && { size }),
      ...(c.req.query('media') === '1' && { media: true }),
      ...(c.req.query('date') === 'off' && { hideDate: true }),
    };
    return c.html(cardPageHtml(html, card, theme, siteOrigin(services.config, c.req.url), view));
  });
}
