/** The JSON the API answers with; the server produces these shapes and the web app reads them. */
import type { CardMode, CardThemeId, ThreadStyleId } from './constants.ts';

/** GET /api/fetch-tweet */
export interface FetchTweetResponse {
  tweetText: string;
  profileImage: string;
  username: string;
  id: string;
  lang?: string;
  thread?: string[];
  truncated?: true;
}

export interface MemeResult {
  caption: string;
  gifUrl: string;
  /** The picture came from GIPHY: show "Powered By GIPHY". */
  fromGiphy: boolean;
}

/**
 * What wrote an answer's text when it was not a language model: the embedded writer's rules
 * (`LLM_PROTOCOL=local`, the default with no model configured). Model answers carry no writer.
 */
export type TextWriter = 'rules';

/** POST /api/summary with `{ url, mode }` */
export interface SummaryRequest {
  url: string;
  mode: CardMode;
  /** Make a new card even when one of this post and mode was made recently. */
  regenerate?: boolean;
}

export interface SummaryResponse {
  mode: CardMode;
  username: string;
  profileImage: string;
  /** Bullet lines joined by newlines (normal and troll). */
  summary?: string;
  meme?: MemeResult;
  /** Generation failed and the spec's silent fallback was used. */
  fallback?: true;
  /** Who wrote the text: `rules` is the embedded writer (no language model connected). */
  writer?: TextWriter;
  /**
   * Troll Mode or Meme was asked for a post about deaths, disasters, violence or illness: the
   * answer is a plain Normal card instead (no jokes, no GIF), and the page says why.
   */
  serious?: true;
  /** The post's language as its source tagged it (`es`, `ar`...): the card's text is written in it. */
  lang?: string;
  /** The stored card's id and absolute link (absent for fallbacks and when storing failed). */
  id?: string;
  url?: string;
  /** The X post the stored card is about (with id and url). */
  postUrl?: string;
}

/** What GET /c/<id> puts in its page for the app: the stored card and its theme, or none. */
export type SharedCardData =
  | { status: 'found'; card: SummaryResponse; theme: CardThemeId }
  | { status: 'missing' };

/** A card the server generated and stored, as its link shows it (GET /c/<id>). */
export interface StoredCard {
  id: string;
  mode: CardMode;
  username: string;
  profileImage: string;
  /** Bullet lines joined by newlines (normal and troll). */
  summary?: string;
  meme?: MemeResult;
  /** The post's language, as in SummaryResponse. */
  lang?: string;
  /** As in SummaryResponse: `rules` when the embedded writer wrote it. */
  writer?: TextWriter;
  /** The X post's id and its canonical link. */
  postId: string;
  postUrl: string;
  /** When it was generated, in milliseconds since the epoch. */
  createdAt: number;
  /**
   * The host the card was made on (`summary.example.com`): its pictures say `Made by` it when no
   * PUBLIC_URL is set, whatever Host header a later request sends. Cards stored before it was kept
   * have none.
   */
  host?: string;
}

/** POST /api/thread with `{ text, style, regenerate? }` */
export interface ThreadRequest {
  text: string;
  style: ThreadStyleId;
  regenerate?: boolean;
}

export interface ThreadResponse {
  posts: string[];
  fallback?: true;
  /** As in SummaryResponse: `rules` when the embedded writer wrote it. */
  writer?: TextWriter;
}

/** Every error answer of the API. */
export interface ApiErrorResponse {
  error: string;
}
