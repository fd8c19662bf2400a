/** POST /api/summary `{ url, mode }`: fetch the post, generate, shape, and answer the card's content. */

import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import {
  buildSummaryPrompt,
  type CardMode,
  isGravePost,
  modelLinesOf,
  postRefKey,
  type StoredCard,
  type SummaryResponse,
  splitGifWords,
  summaryParameters,
  type WrittenCardMode,
} from '#core/index.ts';
import { siteOrigin } from '../cards/card-link.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/errors.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { BLUESKY_MESSAGES } from '../posts/bluesky-source.ts';
import { canonicalPostUrl } from '../posts/canonical-post-url.ts';
import type { FetchedPost, Services } from '../services.ts';
import {
  cardGuard,
  countUnusedAnswer,
  findReusable,
  fitWrittenThread,
  generateText,
  givesGifWords,
  limitModelAnswer,
  memeCaption,
  quoteCard,
  readableText,
  readWrittenThread,
  rulesAnswer,
  rulesJokeIn,
  type StoredPost,
  shapeCard,
  storeCard,
  storedAnswer,
  streamAnswer,
  streamFinished,
  textWriter,
  visitorSignal,
  wantsEventStream,
  withAnswerer,
} from '../writing/index.ts';
import { answerLanguages, sourceLanguage } from './asked-language.ts';
import { takeNotice, takeNumber } from './new-takes.ts';
import { randomSeed, randomToken } from './random-ids.ts';
import { type CardSource, readSummaryRequest } from './summary-request.ts';

/** The key cards of this source are stored and reused under (pasted text: with its author). */
function sourceKey(source: CardSource): string {
  if (source.kind === 'post') return postRefKey(source.ref);
  const hash = createHash('sha256').update(source.text);
  if (source.author !== undefined) hash.update(`\0${source.author}`);
  return `text:${hash.digest('base64url').slice(0, 22)}`;
}

/**
 * Pasted text stands in for a post: no handle, no avatar, no link, nothing fetched; the name the
 * visitor gave, if any, is its display name.
 */
function pastedPost(source: { text: string; author?: string }, key: string): FetchedPost {
  return {
    network: 'x',
    id: key,
    username: '',
    displayName: source.author ?? '',
    profileImage: '',
    tweetText: source.text,
  };
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
    const reuse = (mode: CardMode, language: string | undefined) =>
      regenerate ? undefined : findReusable(services, { postId: id, mode, language }, log);
    const reusable = await reuse(request0.mode, request0.language);
    if (reusable) return answerStored(reusable);
    // Every mode reads the author's whole thread the post is in.
    const fetched =
      source.kind === 'post'
        ? await services.posts.getPost(source.ref, { includeThread: true, includeLaterPosts: true })
        : pastedPost(source, id);
    const stored: StoredPost = {
      key: id,
      url: source.kind === 'post' ? canonicalPostUrl(fetched) : undefined,
      ...(fetched.noindex && { noindex: true }),
    };
    // Who wrote it and when, on every card: the post's own names, the pasted text's given one.
    const author = {
      ...(fetched.displayName !== '' && { displayName: fetched.displayName }),
      ...(fetched.createdAt !== undefined && { createdAt: fetched.createdAt }),
    };
    if (request0.mode === 'quote') {
      // A Quote card reproduces the post: not while its author's choice cannot be read.
      if (fetched.quotingUnknown) throw new HttpError(502, BLUESKY_MESSAGES.quotingUnknown);
      // The post itself: nothing is written, so no model is asked.
      const quote = quoteCard(fetched, source.kind === 'post', author);
      const body = await storeCard(
        services,
        quote.body,
        { ...stored, ...quote.stored },
        origin,
        log,
      );
      return wantsEventStream(c.req.raw) ? streamFinished(c, body) : c.json(body);
    }
    const writtenMode: WrittenCardMode = request0.mode;
    // The writer reads the quoted post, the content warning and the pictures' alt text too; of a
    // thread, every post its author did not hide.
    const thread = readWrittenThread(fetched);
    const post: FetchedPost = thread?.post ?? { ...fetched, tweetText: readableText(fetched) };
    if (thread) stored.unrolledThread = thread.unrolled;
    // A language asked that is the post's own is no translation: its card is the post's own one.
    const sourceLang = sourceLanguage(post.lang, post.tweetText);
    const asked = request0.language !== sourceLang ? request0.language : undefined;
    if (asked === undefined && request0.language !== undefined) {
      const own = await reuse(request0.mode, undefined);
      if (own) return answerStored(own);
    }
    // No jokes about deaths, disasters, violence or illness: Troll Mode and Meme make the plain
    // Normal card there (no GIF either), and say so.
    const serious = request0.mode !== 'normal' && isGravePost(post.tweetText);
    if (serious && !regenerate) {
      const plain = await reuse('normal', asked);
      if (plain) return answerStored(plain, { serious: true });
    }
    // Who writes this card: the model, or the rules in its place (not ready, busy, or none).
    const writing = withAnswerer(services);
    await limitModelAnswer(c, writing);
    // A New take's number: the rules writer gives another choice of lines each time (issue 40).
    const take = regenerate
      ? await takeNumber(services.cache, `${id}:${request0.mode}`, request0.take)
      : undefined;
    // The rules have jokes in few languages: elsewhere a Troll or Meme card is the Normal card,
    // and the page says why (never a notice on the card itself).
    const noJokes =
      !serious &&
      request0.mode !== 'normal' &&
      rulesAnswer(writing) &&
      !(await rulesJokeIn(post.tweetText, post.lang));
    const mode: WrittenCardMode = serious || noJokes ? 'normal' : writtenMode;
    // The language asked, where a model writes it; the rules write the post's and say so.
    const languages = answerLanguages(asked, sourceLang, post.lang, rulesAnswer(writing));
    const { target } = languages;
    if (languages.key) stored.language = languages.key;
    const boundary = randomToken();
    const seed = regenerate ? randomSeed() : undefined;
    const requestFor = (sourceText: string) => ({
      kind: 'summary' as const,
      mode,
      prompt: buildSummaryPrompt(
        mode,
        { ...post, tweetText: sourceText },
        boundary,
        undefined,
        target,
      ),
      sourceText,
      ...(post.facts && { facts: post.facts }), // what the embedded writer says besides the words
      ...(post.lang && { lang: post.lang }),
      ...(target && { language: target }),
      // A new take asks for another answer: a fresh seed (the embedded writer varies by it too).
      parameters: {
        ...summaryParameters(mode, sourceText),
        ...(seed !== undefined && { seed }),
        ...(take !== undefined && { take }),
      },
    });
    // A thread is given whole where it fits the writer, else its first and last posts.
    const fitted = thread && fitWrittenThread(thread, writing.generator, requestFor);
    const request = fitted ? fitted.request : requestFor(post.tweetText);
    // The request again, naming what its first answer may not state (the guard's second ask).
    const promptWith = (claims?: readonly string[]) =>
      buildSummaryPrompt(
        mode,
        { ...post, tweetText: request.sourceText },
        boundary,
        claims,
        target,
      );
    // The card says which language its lines are in (for screen readers), and the post's.
    const card = {
      mode,
      ...(source.kind === 'post' && { network: fetched.network }),
      username: post.username,
      ...author,
      profileImage: post.profileImage,
      ...(fetched.contentWarning && { contentWarning: fetched.contentWarning }),
      ...(fetched.media && { media: fetched.media }),
      ...languages.fields,
      ...textWriter(writing),
      ...(serious && { serious: true as const }),
      ...(noJokes && { noJokesInLanguage: true as const }),
      ...(thread && { threadPosts: thread.texts.length }),
      ...(fitted && fitted.cut > 0 && { threadPostsCut: fitted.cut }),
      ...(await takeNotice(writing, request, take)),
    };
    // Every model's answer is checked before it is shown, stored or drawn (answer-guard.ts).
    const signal = visitorSignal(writing, c.req.raw);
    const guard = cardGuard(writing, mode, post, { request, promptWith, log, signal });
    // A small model names the GIF it wants (caption + search words); others get one searched
    // from the post's words, while the caption is written.
    const modelGifWords = mode === 'meme' && givesGifWords(writing);
    // With no GIPHY key the picture is a bundled reaction face chosen by the caption's mood: it
    // waits for the caption (choosing one is instant, nothing is fetched).
    const byCaption = mode === 'meme' && services.gifs.name !== 'giphy';
    const waitsForCaption = modelGifWords || byCaption;
    const gifFor = (raw: string | undefined) =>
      services.gifs.findGif(
        byCaption
          ? memeCaption(raw, post).caption
          : (raw !== undefined && splitGifWords(raw).gifWords) || post.tweetText,
      );

    if (wantsEventStream(c.req.raw)) {
      // One random number for the request, so a troll line keeps its emoji from partial to done.
      const fixed = Math.random();
      const random = () => fixed;
      const postGif = mode === 'meme' && !waitsForCaption ? gifFor(undefined) : undefined;
      // A partial's last line is still being written (`unfinished`): its first word shows.
      const cardLines = (raw: string | undefined, unfinished = false): string[] =>
        mode === 'meme'
          ? [memeCaption(raw, post).caption]
          : (shapeCard(mode, raw, post, random, unfinished).summary ?? '').split('\n');
      const padding = cardLines('');
      return streamAnswer<SummaryResponse>(c, writing, request, log, {
        guard,
        async partial(complete) {
          // A meme is one line: with the model's own GIF words, or a face chosen by the caption's
          // mood, the card waits for the whole caption.
          if (waitsForCaption) return undefined;
          const lines = modelLinesOf(cardLines(complete, true), padding);
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

    const generated = () => generateText(writing, request, log, signal).then(guard.final);
    if (mode === 'meme') {
      // The picture is searched from the post's words while the caption is written, or from the
      // model's own words (or the caption's mood) once it has written them.
      const [raw, gif] = waitsForCaption
        ? await generated().then(async (text) => [text, await gifFor(text)] as const)
        : await Promise.all([generated(), gifFor(undefined)]);
      const { caption, fallback } = memeCaption(raw, post);
      const meme = { caption, gifUrl: gif.url, fromGiphy: gif.fromGiphy };
      const body: SummaryResponse = { ...card, meme, ...(fallback && { fallback }) };
      countUnusedAnswer(services, mode, raw, body);
      return c.json(await storeCard(services, body, stored, origin, log));
    }

    const raw = await generated();
    const body: SummaryResponse = { ...card, ...shapeCard(mode, raw, post) };
    countUnusedAnswer(services, mode, raw, body);
    return c.json(await storeCard(services, body, stored, origin, log));
  });
}
