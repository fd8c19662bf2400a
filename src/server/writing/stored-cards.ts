/**
 * A card as the store keeps it and as /api/summary answers it: reusing a recent card of a post and
 * mode, storing a new one, and the answer a stored card gives. Every card field travels both ways
 * here, so a field added to the answer cannot be dropped on its way through the store.
 */

import type { CardMode, StoredCard, SummaryResponse, UnrolledPost } from '#core/index.ts';
import { newCardId } from '../cards/card-id.ts';
import { cardUrl } from '../cards/card-link.ts';
import { LOCAL_WRITER_NAME } from '../generation/providers/index.ts';
import type { Logger } from '../logging/logger.ts';
import type { Services } from '../services.ts';

/** The post a card is stored under: its key, its canonical link, and what its author chose. */
export interface StoredPost {
  key: string;
  url: string | undefined;
  /** The author asked search engines to stay away: the card's page says noindex too. */
  noindex?: boolean;
  /** A card of a thread: its posts, for the card's page. */
  unrolledThread?: UnrolledPost[];
  /** The language the card was asked in, when not the post's own: it is found again by it. */
  language?: string;
}

/** The answer for a stored card: what it shows, plus its id and link. */
export function storedAnswer(card: StoredCard, origin: string): SummaryResponse {
  const { id, mode, username, profileImage, summary, meme, lang, writer } = card;
  return {
    mode,
    ...(card.network !== undefined && { network: card.network }),
    username,
    ...(card.displayName !== undefined && { displayName: card.displayName }),
    ...(card.postCreatedAt !== undefined && { createdAt: card.postCreatedAt }),
    profileImage,
    ...(card.contentWarning !== undefined && { contentWarning: card.contentWarning }),
    ...(card.media !== undefined && { media: card.media }),
    ...(lang !== undefined && { lang }),
    ...(card.sourceLang !== undefined && { sourceLang: card.sourceLang }),
    ...(card.askedLang !== undefined && { askedLang: card.askedLang }),
    ...(writer !== undefined && { writer }),
    ...(card.rulesReason !== undefined && { rulesReason: card.rulesReason }),
    ...(summary !== undefined && { summary }),
    ...(meme !== undefined && { meme }),
    ...(card.posts !== undefined && { posts: card.posts }),
    ...(card.quote !== undefined && { quote: card.quote }),
    ...(card.threadPosts !== undefined && { threadPosts: card.threadPosts }),
    ...(card.threadPostsCut !== undefined && { threadPostsCut: card.threadPostsCut }),
    id,
    url: cardUrl(origin, id),
    ...(card.postUrl !== undefined && { postUrl: card.postUrl }),
  };
}

/** True when a language model would write a request asked now (not the rules in its place). */
function modelWritesNow({ generator }: Services): boolean {
  return (generator.answerer?.() ?? generator).name !== LOCAL_WRITER_NAME;
}

/** Which card is looked for: the post's, in a mode, in the language asked (none: the post's own). */
export interface CardKey {
  postId: string;
  mode: CardMode;
  language?: string | undefined;
}

/**
 * A recent card of this post, mode and language, if any; a store that cannot be read only costs
 * the reuse. A card the rules wrote is handed back only while no model writes: once one can take
 * the request, the post gets a model's card (which is stored in its turn).
 */
export async function findReusable(
  services: Services,
  { postId, mode, language }: CardKey,
  log: Logger,
): Promise<StoredCard | undefined> {
  const { reuseHours } = services.config.cards;
  if (reuseHours <= 0) return undefined;
  let card: StoredCard | undefined;
  try {
    const since = Date.now() - reuseHours * 3_600_000;
    card = await services.cards.findRecent(postId, mode, since, language);
  } catch (error) {
    log.warn({ err: { message: (error as Error).message } }, 'card store read failed');
    return undefined;
  }
  return card?.writer === 'rules' && modelWritesNow(services) ? undefined : card;
}

/**
 * Stores a generated card and adds its id and link to the answer. Fallbacks are never stored; a
 * failed write is logged and the visitor still gets the card, without a link.
 */
export async function storeCard(
  services: Services,
  body: SummaryResponse,
  post: StoredPost,
  origin: string,
  log: Logger,
): Promise<SummaryResponse> {
  if (body.fallback) return body;
  const card: StoredCard = {
    id: newCardId(),
    mode: body.mode,
    ...(body.network !== undefined && { network: body.network }),
    username: body.username,
    ...(body.displayName !== undefined && { displayName: body.displayName }),
    ...(body.createdAt !== undefined && { postCreatedAt: body.createdAt }),
    profileImage: body.profileImage,
    ...(body.contentWarning !== undefined && { contentWarning: body.contentWarning }),
    ...(body.media !== undefined && { media: body.media }),
    ...(body.summary !== undefined && { summary: body.summary }),
    ...(body.meme !== undefined && { meme: body.meme }),
    ...(body.posts !== undefined && { posts: body.posts }),
    ...(body.quote !== undefined && { quote: body.quote }),
    ...(body.lang !== undefined && { lang: body.lang }),
    ...(body.sourceLang !== undefined && { sourceLang: body.sourceLang }),
    ...(body.askedLang !== undefined && { askedLang: body.askedLang }),
    ...(post.language !== undefined && { language: post.language }),
    ...(body.writer !== undefined && { writer: body.writer }),
    ...(body.threadPosts !== undefined && { threadPosts: body.threadPosts }),
    ...(body.threadPostsCut !== undefined && { threadPostsCut: body.threadPostsCut }),
    ...(post.unrolledThread && { unrolledThread: post.unrolledThread }),
    ...(body.rulesReason !== undefined && { rulesReason: body.rulesReason }),
    ...(post.noindex && { noindex: true as const }),
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
