/** POST /api/summary `{ url, mode }`: fetch the post, generate, shape, and answer the card's content. */

import { createHash } from 'node:crypto';
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
  isGravePost,
  modelLinesOf,
  type PostRef,
  postRefKey,
  type Random,
  readPostUrl,
  type ShapeOptions,
  type StoredCard,
  type SummaryResponse,
  shapeMemeCaption,
  shapeSummary,
  shapeTroll,
  summaryParameters,
  unreadablePostUrlMessage,
} from '#core/index.ts';
import type { AppEnv } from '../app-env.ts';
import { newCardId } from '../cards/card-id.ts';
import { cardUrl, siteOrigin } from '../cards/card-link.ts';
import { HttpError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { canonicalPostUrl } from '../posts/canonical-post-url.ts';
import type { FetchedPost, Services } from '../services.ts';
import { generateText, readJsonBody, textWriter, visitorSignal } from './generate-text.ts';
import { randomSeed, randomToken } from './random-ids.ts';
import { streamAnswer, streamFinished, wantsEventStream } from './stream-answer.ts';

/** The longest text a visitor may paste instead of a link. */
export const MAX_PASTED_TEXT = 20_000;

const summaryBody = z.object({
  url: z.string({ error: 'Please send the URL of a post as "url".' }).optional(),
  text: z.string({ error: 'Please send the post\'s text as "text".' }).optional(),
  mode: z.string({ error: `Please send a mode as "mode": ${CARD_MODES.join(', ')}.` }),
  regenerate: z.boolean({ error: 'Please send "regenerate" as true or false.' }).optional(),
});

/** What the card is made from: a post a link names, or text the visitor pasted. */
type CardSource = { kind: 'post'; ref: PostRef } | { kind: 'text'; text: string };

/** The body checked: a known mode and a post link or pasted text, or a 400 that says what is wrong. */
function readSummaryRequest(body: unknown): {
  source: CardSource;
  mode: CardMode;
  regenerate: boolean;
} {
  const parsed = summaryBody.safeParse(body);
  if (!parsed.success) {
    throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Please send { url, mode }.');
  }
  const { url, text, mode, regenerate = false } = parsed.data;
  if (!isCardMode(mode)) {
    throw new HttpError(400, `Unknown mode "${mode.slice(0, 40)}". Use ${CARD_MODES.join(', ')}.`);
  }
  if (url !== undefined && text !== undefined) {
    throw new HttpError(400, 'Please send either "url" or "text", not both.');
  }
  if (text !== undefined) {
    const trimmed = text.trim();
    if (trimmed === '' || text.length > MAX_PASTED_TEXT) {
      throw new HttpError(
        400,
        `Please paste the post's text: 1 to ${MAX_PASTED_TEXT.toLocaleString('en')} characters.`,
      );
    }
    return { source: { kind: 'text', text: trimmed }, mode, regenerate };
  }
  if (url === undefined) throw new HttpError(400, 'Please send the URL of a post as "url".');
  const ref = url.length <= 2_048 ? readPostUrl(url) : null;
  if (!ref) throw new HttpError(400, unreadablePostUrlMessage(url.slice(0, 2_048)));
  return { source: { kind: 'post', ref }, mode, regenerate };
}

/** The key cards of this source are stored and reused under. */
function sourceKey(source: CardSource): string {
  if (source.kind === 'post') return postRefKey(source.ref);
  return `text:${createHash('sha256').update(source.text).digest('base64url').slice(0, 22)}`;
}

/** Pasted text stands in for a post: no handle, no avatar, no link, nothing fetched. */
function pastedPost(text: string, key: string): FetchedPost {
  return { network: 'x', id: key, username: '', profileImage: '', tweetText: text };
}

/**
 * What the writer reads: the post's words, then its content warning, the post it quotes (links
 * whole) and, for a post of pictures alone, what the pictures show.
 */
function readableText(post: FetchedPost): string {
  const parts = [post.tweetText];
  if (post.contentWarning) parts.unshift(`Content warning: ${post.contentWarning}`);
  if (post.quote) parts.push(`Quoting @${post.quote.username}: ${post.quote.text}`);
  const alts = post.facts?.photoAlts ?? [];
  if (post.tweetText.trim() === '' && alts.length > 0) parts.push(alts.join('\n'));
  return parts.filter((part) => part.trim() !== '').join('\n\n');
}

/** The answer for a stored card: what it shows, plus its id and link. */
function storedAnswer(card: StoredCard, origin: string): SummaryResponse {
  const { id, mode, username, profileImage, summary, meme, lang, writer } = card;
  return {
    mode,
    ...(card.network !== undefined && { network: card.network }),
    username,
    profileImage,
    ...(card.contentWarning !== undefined && { contentWarning: card.contentWarning }),
    ...(card.media !== undefined && { media: card.media }),
    ...(lang !== undefined && { lang }),
    ...(writer !== undefined && { writer }),
    ...(summary !== undefined && { summary }),
    ...(meme !== undefined && { meme }),
    id,
    url: cardUrl(origin, id),
    ...(card.postUrl !== undefined && { postUrl: card.postUrl }),
  };
}

/** A recent card of this post and mode, if any; a store that cannot be read only costs the reuse. */
async function findReusable(
  services: Services,
  postId: string,
  mode: CardMode,
  log: Logger,
): Promise<StoredCard | undefined> {
  const { reuseHours } = services.config.cards;
  if (reuseHours <= 0) return undefined;
  try {
    return await services.cards.findRecent(postId, mode, Date.now() - reuseHours * 3_600_000);
  } catch (error) {
    log.warn({ err: { message: (error as Error).message } }, 'card store read failed');
    return undefined;
  }
}

/**
 * Stores a generated card and adds its id and link to the answer. Fallbacks are never stored; a
 * failed write is logged and the visitor still gets the card, without a link.
 */
async function storeCard(
  services: Services,
  body: SummaryResponse,
  post: { key: string; url: string | undefined },
  origin: string,
  log: Logger,
): Promise<SummaryResponse> {
  if (body.fallback) return body;
  const card: StoredCard = {
    id: newCardId(),
    mode: body.mode,
    ...(body.network !== undefined && { network: body.network }),
    username: body.username,
    profileImage: body.profileImage,
    ...(body.contentWarning !== undefined && { contentWarning: body.contentWarning }),
    ...(body.media !== undefined && { media: body.media }),
    ...(body.summary !== undefined && { summary: body.summary }),
    ...(body.meme !== undefined && { meme: body.meme }),
    ...(body.lang !== undefined && { lang: body.lang }),
    ...(body.writer !== undefined && { writer: body.writer }),
    postId: post.key,
    ...(post.url !== undefined && { postUrl: post.url }),
    createdAt: Date.now(),
    host: new URL(origin).host,
  };
  try {
    await services.cards.save(card);
  } catch (error) {
    log.warn(
      { err: { message: (error as Error).message }, store: services.cards.name },
      'card store write failed',
    );
    return body;
  }
  return {
    ...body,
    id: card.id,
    url: cardUrl(origin, card.id),
    ...(card.postUrl !== undefined && { postUrl: card.postUrl }),
  };
}

/**
 * The card's text for a mode: the generated text shaped, or the silent fallback when it is missing
 * or when the shaper kept none of its lines (a refusal, a troll answer of nothing usable): padding
 * alone is the fallback, so it is flagged, counted and never stored.
 */
function shapeCard(
  mode: 'normal' | 'troll',
  raw: string | undefined,
  post: FetchedPost,
  random: Random = Math.random,
): Pick<SummaryResponse, 'summary' | 'fallback'> {
  if (raw === undefined && mode === 'normal') {
    return { summary: formatSummary([...FALLBACK_SUMMARY]), fallback: true };
  }
  // The padding is shaped again with the same random draws, so the same jokes are told apart.
  const draws: number[] = [];
  const shape = (text: string, next: Random) =>
    mode === 'troll'
      ? shapeTroll(text, next, linkSource(post))
      : shapeSummary(text, post.tweetText, linkSource(post));
  // With no text, shapeTroll pads all three lines from the canned jokes: the troll fallback.
  const lines = shape(raw ?? '', () => {
    const value = random();
    draws.push(value);
    return value;
  });
  let replayed = 0;
  const padding = shape('', () => draws[replayed++] ?? random());
  const summary = formatSummary(lines);
  if (raw === undefined || modelLinesOf(lines, padding).length === 0) {
    return { summary, fallback: true };
  }
  return { summary };
}

/**
 * The meme's caption, and whether it is the fallback joke: no text, or a text the shaper could
 * not use (hashtags, a refusal) gives the same caption as no text.
 */
function memeCaption(
  raw: string | undefined,
  post: FetchedPost,
): { caption: string; fallback: boolean } {
  if (raw === undefined) return { caption: FALLBACK_MEME_CAPTION, fallback: true };
  const caption = shapeMemeCaption(raw, linkSource(post));
  return { caption, fallback: modelLinesOf([caption], [shapeMemeCaption('')]).length === 0 };
}

/**
 * A model answered, but nothing of it reached the card: the answer is the silent fallback too, so
 * it is counted as one (a failed call was already counted where it failed).
 */
function countUnusedAnswer(
  services: Services,
  mode: CardMode,
  raw: string | undefined,
  body: SummaryResponse,
): void {
  if (raw !== undefined && body.fallback) {
    services.metrics.countFallback(mode === 'normal' ? 'summary' : mode);
  }
}

/** What the card's links are checked against: only the post's own links may be shown (issue 12). */
function linkSource(post: FetchedPost): ShapeOptions {
  return { sourceText: post.tweetText, sourceLinks: post.facts?.linkHosts ?? [] };
}

export function summaryRoute(services: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/api/summary', async (c) => {
    const request0 = readSummaryRequest(await readJsonBody(c.req.raw));
    const { source, regenerate } = request0;
    const id = sourceKey(source);
    const log = c.get('log').child({ route: 'summary', mode: request0.mode, postId: id });
    const origin = siteOrigin(services.config, c.req.url);
    const answerStored = (stored: StoredCard, extra: Partial<SummaryResponse> = {}) => {
      const body = { ...storedAnswer(stored, origin), ...extra };
      return wantsEventStream(c.req.raw) ? streamFinished(c, body) : c.json(body);
    };
    const reusable = regenerate ? undefined : await findReusable(services, id, request0.mode, log);
    if (reusable) return answerStored(reusable);
    const fetched =
      source.kind === 'post'
        ? await services.posts.getPost(source.ref, { includeThread: true })
        : pastedPost(source.text, id);
    // The writer reads the quoted post, the content warning and the pictures' alt text too.
    const post: FetchedPost = { ...fetched, tweetText: readableText(fetched) };
    const stored = {
      key: id,
      url: source.kind === 'post' ? canonicalPostUrl(fetched) : undefined,
    };
    // No jokes about deaths, disasters, violence or illness: Troll Mode and Meme make the plain
    // Normal card there (no GIF either), and say so.
    const serious = request0.mode !== 'normal' && isGravePost(post.tweetText);
    const mode: CardMode = serious ? 'normal' : request0.mode;
    if (serious && !regenerate) {
      const plain = await findReusable(services, id, 'normal', log);
      if (plain) return answerStored(plain, { serious: true });
    }
    const prompt = buildSummaryPrompt(mode, post, randomToken());
    const request = {
      kind: 'summary' as const,
      mode,
      prompt,
      sourceText: post.tweetText,
      ...(post.facts && { facts: post.facts }), // what the embedded writer says besides the words
      ...(post.lang && { lang: post.lang }),
      // A new take asks for another answer: a fresh seed (the embedded writer varies by it too).
      parameters: {
        ...summaryParameters(mode, post.tweetText),
        ...(regenerate && { seed: randomSeed() }),
      },
    };
    // The prompt asks for the post's own language; the card says which one (for screen readers).
    const card = {
      mode,
      ...(source.kind === 'post' && { network: fetched.network }),
      username: post.username,
      profileImage: post.profileImage,
      ...(fetched.contentWarning && { contentWarning: fetched.contentWarning }),
      ...(fetched.media && { media: fetched.media }),
      ...(post.lang && { lang: post.lang }),
      ...textWriter(services),
      ...(serious && { serious: true as const }),
    };

    if (wantsEventStream(c.req.raw)) {
      // One random number for the request, so a troll line keeps its emoji from partial to done.
      const fixed = Math.random();
      const random = () => fixed;
      const gif = mode === 'meme' ? services.gifs.findGif(post.tweetText) : undefined;
      const cardLines = (raw: string | undefined): string[] =>
        mode === 'meme'
          ? [memeCaption(raw, post).caption]
          : (shapeCard(mode, raw, post, random).summary ?? '').split('\n');
      const padding = cardLines('');
      return streamAnswer<SummaryResponse>(c, services, request, log, {
        async partial(complete) {
          const lines = modelLinesOf(cardLines(complete), padding);
          if (lines.length === 0) return undefined;
          if (!gif) return { ...card, summary: lines.join('\n') };
          const { url: gifUrl, fromGiphy } = await gif;
          return { ...card, meme: { caption: lines[0] ?? '', gifUrl, fromGiphy } };
        },
        async done(raw) {
          let body: SummaryResponse;
          if (gif) {
            const { url: gifUrl, fromGiphy } = await gif;
            const { caption, fallback } = memeCaption(raw, post);
            body = { ...card, meme: { caption, gifUrl, fromGiphy }, ...(fallback && { fallback }) };
          } else {
            body = { ...card, ...shapeCard(mode as 'normal' | 'troll', raw, post, random) };
          }
          countUnusedAnswer(services, mode, raw, body);
          return storeCard(services, body, stored, origin, log);
        },
      });
    }

    if (mode === 'meme') {
      // The picture is searched from the post's words, so it can be fetched while the caption is written.
      const [raw, gif] = await Promise.all([
        generateText(services, request, log, visitorSignal(services, c.req.raw)),
        services.gifs.findGif(post.tweetText),
      ]);
      const { caption, fallback } = memeCaption(raw, post);
      const meme = { caption, gifUrl: gif.url, fromGiphy: gif.fromGiphy };
      const body: SummaryResponse = { ...card, meme, ...(fallback && { fallback }) };
      countUnusedAnswer(services, mode, raw, body);
      return c.json(await storeCard(services, body, stored, origin, log));
    }

    const raw = await generateText(services, request, log, visitorSignal(services, c.req.raw));
    const body: SummaryResponse = { ...card, ...shapeCard(mode, raw, post) };
    countUnusedAnswer(services, mode, raw, body);
    return c.json(await storeCard(services, body, stored, origin, log));
  });
}
