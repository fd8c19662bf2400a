/** POST /api/summary `{ url, mode }`: fetch the post, generate, shape, and answer the card's content. */

import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import {
  buildSummaryPrompt,
  type CardMode,
  FALLBACK_MEME_CAPTION,
  FALLBACK_SUMMARY,
  formatSummary,
  isGravePost,
  modelLinesOf,
  postRefKey,
  type Random,
  type ShapeOptions,
  type StoredCard,
  type SummaryResponse,
  shapeMemeCaption,
  shapeSummary,
  shapeTroll,
  splitGifWords,
  summaryParameters,
} from '#core/index.ts';
import type { AppEnv } from '../app-env.ts';
import { newCardId } from '../cards/card-id.ts';
import { cardUrl, siteOrigin } from '../cards/card-link.ts';
import type { Logger } from '../logger.ts';
import { canonicalPostUrl } from '../posts/canonical-post-url.ts';
import type { FetchedPost, Services } from '../services.ts';
import {
  generateText,
  readJsonBody,
  rulesAnswer,
  textWriter,
  visitorSignal,
  withAnswerer,
} from './generate-text.ts';
import { randomSeed, randomToken } from './random-ids.ts';
import { streamAnswer, streamFinished, wantsEventStream } from './stream-answer.ts';
import { type CardSource, readSummaryRequest } from './summary-request.ts';

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
  const caption = shapeMemeCaption(splitGifWords(raw).caption, linkSource(post));
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

/**
 * Whether the rules writer has jokes for the post's language; imported on first use, with the
 * writer, so a server whose model always answers never loads the writer's lexicon.
 */
async function rulesJokeIn(text: string, lang: string | undefined): Promise<boolean> {
  const { rulesJokeIn: jokeIn } = await import('#writer/joke-languages.ts');
  return jokeIn(text, lang);
}

/** Small models answer a meme with its GIF's search words (core's model-answer-json.ts). */
function givesGifWords(writing: Services): boolean {
  return writing.generator.name === 'embedded' || writing.generator.name === 'ollama';
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
    if (serious && !regenerate) {
      const plain = await findReusable(services, id, 'normal', log);
      if (plain) return answerStored(plain, { serious: true });
    }
    // Who writes this card: the model, or the rules in its place (not ready, busy, or none).
    const writing = withAnswerer(services);
    // The rules have jokes in few languages: elsewhere a Troll or Meme card is the Normal card,
    // and the page says why (never a notice on the card itself).
    const noJokes =
      !serious &&
      request0.mode !== 'normal' &&
      rulesAnswer(writing) &&
      !(await rulesJokeIn(post.tweetText, post.lang));
    const mode: CardMode = serious || noJokes ? 'normal' : request0.mode;
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
      ...textWriter(writing),
      ...(serious && { serious: true as const }),
      ...(noJokes && { noJokesInLanguage: true as const }),
    };
    // A small model names the GIF it wants (caption + search words); others get one searched
    // from the post's words, while the caption is written.
    const modelGifWords = mode === 'meme' && givesGifWords(writing);
    const gifFor = (raw: string | undefined) =>
      services.gifs.findGif((raw !== undefined && splitGifWords(raw).gifWords) || post.tweetText);

    if (wantsEventStream(c.req.raw)) {
      // One random number for the request, so a troll line keeps its emoji from partial to done.
      const fixed = Math.random();
      const random = () => fixed;
      const postGif = mode === 'meme' && !modelGifWords ? gifFor(undefined) : undefined;
      const cardLines = (raw: string | undefined): string[] =>
        mode === 'meme'
          ? [memeCaption(raw, post).caption]
          : (shapeCard(mode, raw, post, random).summary ?? '').split('\n');
      const padding = cardLines('');
      return streamAnswer<SummaryResponse>(c, writing, request, log, {
        async partial(complete) {
          // A meme is one line: with the model's own GIF words, the card waits for them.
          if (modelGifWords) return undefined;
          const lines = modelLinesOf(cardLines(complete), padding);
          if (lines.length === 0) return undefined;
          if (!postGif) return { ...card, summary: lines.join('\n') };
          const { url: gifUrl, fromGiphy } = await postGif;
          return { ...card, meme: { caption: lines[0] ?? '', gifUrl, fromGiphy } };
        },
        async done(raw) {
          let body: SummaryResponse;
          if (mode === 'meme') {
            const { url: gifUrl, fromGiphy } = await (postGif ?? gifFor(raw));
            const { caption, fallback } = memeCaption(raw, post);
            body = { ...card, meme: { caption, gifUrl, fromGiphy }, ...(fallback && { fallback }) };
          } else {
            body = { ...card, ...shapeCard(mode, raw, post, random) };
          }
          countUnusedAnswer(services, mode, raw, body);
          return storeCard(services, body, stored, origin, log);
        },
      });
    }

    if (mode === 'meme') {
      const signal = visitorSignal(writing, c.req.raw);
      // The picture is searched from the post's words while the caption is written, or from the
      // model's own words once it has written them.
      const [raw, gif] = modelGifWords
        ? await generateText(writing, request, log, signal).then(
            async (text) => [text, await gifFor(text)] as const,
          )
        : await Promise.all([generateText(writing, request, log, signal), gifFor(undefined)]);
      const { caption, fallback } = memeCaption(raw, post);
      const meme = { caption, gifUrl: gif.url, fromGiphy: gif.fromGiphy };
      const body: SummaryResponse = { ...card, meme, ...(fallback && { fallback }) };
      countUnusedAnswer(services, mode, raw, body);
      return c.json(await storeCard(services, body, stored, origin, log));
    }

    const raw = await generateText(writing, request, log, visitorSignal(writing, c.req.raw));
    const body: SummaryResponse = { ...card, ...shapeCard(mode, raw, post) };
    countUnusedAnswer(services, mode, raw, body);
    return c.json(await storeCard(services, body, stored, origin, log));
  });
}
