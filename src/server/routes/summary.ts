/** POST /api/summary `{ url, mode }`: fetch the post, generate, shape, and answer the card's content. */

import { Hono } from 'hono';
import { z } from 'zod';
import {
  buildSummaryPrompt,
  CARD_MODES,
  type CardMode,
  FALLBACK_MEME_CAPTION,
  FALLBACK_SUMMARY,
  formatSummary,
  isCardMode,
  parsePostUrl,
  type ShapeOptions,
  type SummaryResponse,
  shapeMemeCaption,
  shapeSummary,
  shapeTroll,
  summaryParameters,
} from '#core/index.ts';
import type { AppEnv } from '../app-env.ts';
import { HttpError } from '../errors.ts';
import type { FetchedPost, Services } from '../services.ts';
import { generateText, randomToken, readJsonBody } from './generate-text.ts';

const summaryBody = z.object({
  url: z.string({ error: 'Please send the URL of an X post as "url".' }),
  mode: z.string({ error: `Please send a mode as "mode": ${CARD_MODES.join(', ')}.` }),
});

/** The body checked: a known mode and the id of an X post, or a 400 that says what is wrong. */
function readSummaryRequest(body: unknown): { id: string; mode: CardMode } {
  const parsed = summaryBody.safeParse(body);
  if (!parsed.success) {
    throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Please send { url, mode }.');
  }
  const { url, mode } = parsed.data;
  if (!isCardMode(mode)) {
    throw new HttpError(400, `Unknown mode "${mode.slice(0, 40)}". Use ${CARD_MODES.join(', ')}.`);
  }
  const post = parsePostUrl(url);
  if (!post) {
    throw new HttpError(
      400,
      'That is not the URL of an X post. Paste a link like https://x.com/someone/status/1234567890.',
    );
  }
  return { id: post.id, mode };
}

/** The card's text for a mode: the generated text shaped, or the silent fallback when it is missing. */
function shapeCard(
  mode: 'normal' | 'troll',
  raw: string | undefined,
  post: FetchedPost,
): Pick<SummaryResponse, 'summary' | 'fallback'> {
  if (mode === 'troll') {
    // With no text, shapeTroll pads all three lines from the canned jokes: the troll fallback.
    const summary = formatSummary(shapeTroll(raw ?? '', Math.random, linkSource(post)));
    return raw === undefined ? { summary, fallback: true } : { summary };
  }
  if (raw === undefined) return { summary: formatSummary([...FALLBACK_SUMMARY]), fallback: true };
  return { summary: formatSummary(shapeSummary(raw, post.tweetText, linkSource(post))) };
}

/** What the card's links are checked against: only the post's own links may be shown (issue 12). */
function linkSource(post: FetchedPost): ShapeOptions {
  return { sourceText: post.tweetText, sourceLinks: post.facts?.linkHosts ?? [] };
}

export function summaryRoute(services: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/api/summary', async (c) => {
    const { id, mode } = readSummaryRequest(await readJsonBody(c.req.raw));
    const log = c.get('log').child({ route: 'summary', mode, postId: id });
    const post = await services.posts.getPost(id, { includeThread: true });
    const prompt = buildSummaryPrompt(mode, post, randomToken());
    const request = {
      kind: 'summary' as const,
      mode,
      prompt,
      sourceText: post.tweetText,
      ...(post.facts && { facts: post.facts }), // what the embedded writer says besides the words
      parameters: summaryParameters(mode, post.tweetText),
    };
    // The prompt asks for the post's own language; the card says which one (for screen readers).
    const card = {
      mode,
      username: post.username,
      profileImage: post.profileImage,
      ...(post.lang && { lang: post.lang }),
    };

    if (mode === 'meme') {
      // The picture is searched from the post's words, so it can be fetched while the caption is written.
      const [raw, gif] = await Promise.all([
        generateText(services, request, log, c.req.raw.signal),
        services.gifs.findGif(post.tweetText),
      ]);
      const caption =
        raw === undefined ? FALLBACK_MEME_CAPTION : shapeMemeCaption(raw, linkSource(post));
      const meme = { caption, gifUrl: gif.url, fromGiphy: gif.fromGiphy };
      const body: SummaryResponse = { ...card, meme, ...(raw === undefined && { fallback: true }) };
      return c.json(body);
    }

    const raw = await generateText(services, request, log, c.req.raw.signal);
    const body: SummaryResponse = { ...card, ...shapeCard(mode, raw, post) };
    return c.json(body);
  });
}
