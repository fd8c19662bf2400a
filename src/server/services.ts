/** The small interfaces every outside service sits behind, and the container routes receive. */

import type {
  CardMode,
  GenerationParameters as CoreGenerationParameters,
  NetworkId,
  PostFacts,
  PostRef,
  RulesReason,
  StoredCard,
  TextGenerationHealth,
  ThreadStyleId,
  WrittenCardMode,
} from '#core/index.ts';
import type { AnswerCache } from './http/answer-cache.ts';

/** What is true of a post besides its words: defined in core, where the writer reads it too. */
export type { PostFacts } from '#core/index.ts';

import type { Config } from './config/index.ts';
import type { Readiness } from './lifecycle/readiness.ts';
import type { LimitDecision } from './limits/limit-decision.ts';
import type { LocalWindow } from './limits/local-window.ts';
import type { Logger } from './logging/logger.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { FetchedPost } from './posts/fetched-post.ts';

// Each shape lives beside the code that makes it (so those files need not import this one); routes
// and services keep reading them here.
export type { LimitDecision } from './limits/limit-decision.ts';
export type { FetchedPost } from './posts/fetched-post.ts';

export interface PostService {
  /**
   * Resolves the post or throws HttpError: 404 (gone, with reason), 403 (shown only to people
   * logged in), 503 (the instance asked us to wait) or 502/504 (every source failed).
   */
  getPost(
    post: PostRef,
    options: { includeThread: boolean; includeLaterPosts?: boolean },
  ): Promise<FetchedPost>;
}

/** Core's sampling settings plus the random seed the server adds to thread calls. */
export interface GenerationParameters extends CoreGenerationParameters {
  seed?: number;
  /** A New take's number (1 for the first): the rules writer gives its take-th other answer. */
  take?: number;
}

/** What a text generator is asked for; the local writer reads `sourceText`, remote ones `prompt`. */
export type GenerationRequest =
  | {
      kind: 'summary';
      mode: WrittenCardMode;
      prompt: string;
      sourceText: string;
      /** What is true of the post besides its words (the local writer uses it). */
      facts?: PostFacts;
      /** X's language code of the post, when the source tells it (the local writer writes in it). */
      lang?: string;
      parameters: GenerationParameters;
      /** Asked again by the guard: what the first answer stated that the source does not hold. */
      unsupportedClaims?: readonly string[];
      /**
       * The language the card is asked in (a base tag), when it is not the post's own (issue 45):
       * a model writes in it; the rules writer cannot, and writes in the post's.
       */
      language?: string;
    }
  | {
      kind: 'thread';
      style: ThreadStyleId;
      /** The network the posts must fit (X when absent). */
      network?: NetworkId;
      /** Continue thread: how many posts the thread already has (absent: a new thread). */
      firstPost?: number;
      prompt: string;
      sourceText: string;
      parameters: GenerationParameters;
      /** Asked again by the guard: what the first answer stated that the source does not hold. */
      unsupportedClaims?: readonly string[];
      /** As the card's: the language the posts are asked in, when it is not the text's own. */
      language?: string;
    };

export interface TextGenerator {
  /** `embedded`, `ollama`, `openai`, `tgi` or `local`, for logs and /api/health. */
  readonly name: string;
  /**
   * Who answers a request asked now: this generator, or another in its place (the embedded
   * model hands a request to the rules writer while it is not ready or its queue is full). A
   * route asks once per request, just before it generates, and uses that one throughout.
   */
  answerer?(): TextGenerator;
  /**
   * Set on the rules writer `answerer()` hands out in a model's place: why the model could not
   * take the request (downloading, loading, busy, failed...), as it stood then.
   */
  readonly rulesReason?: RulesReason;
  /** What /api/health says of it; without this, its name alone. */
  health?(): TextGenerationHealth;
  /** Starts its background work (the embedded model's download and load); main.ts calls it. */
  start?(): void;
  /**
   * Resolves once its start leaves the main thread free for a while (the embedded model: its
   * runtime started, the weights loading in the runtime's threads): what start-up warm-ups wait
   * for, so they never hold the start. Absent: nothing of its start needs the main thread.
   */
  whenMainThreadFree?(): Promise<void>;
  /** Ends its background work and frees what it holds. */
  close?(): Promise<void>;
  /** The raw generated text; throws on any failure (callers fall back silently). */
  generate(request: GenerationRequest, signal?: AbortSignal): Promise<string>;
  /**
   * True when `request.sourceText` fits this generator's prompt whole (its context, less the
   * answer's room and the instructions); absent when it has no limit of its own to tell.
   */
  sourceFits?(request: GenerationRequest): boolean;
  /**
   * The same text piece by piece as the model writes it (joined, what `generate` would answer
   * before its final trim); throws on any failure. Ending the iteration or aborting `signal`
   * closes the upstream connection. Absent: `streamText` yields `generate`'s answer line by line.
   * `onWritten`, when the generator counts its tokens (the embedded model), is told before each
   * piece is handed out how many tokens the model had written to make the text up to it.
   */
  stream?(
    request: GenerationRequest,
    signal?: AbortSignal,
    onWritten?: (tokens: number) => void,
  ): AsyncIterable<string>;
  /**
   * True when the text is read out of an answer held to a schema by a grammar (the embedded
   * model): no chatter, no heading, no echoed prompt, so a stream shows its first word at once.
   */
  heldToSchema?: boolean;
}

export interface GifChoice {
  url: string;
  /** Show "Powered By GIPHY" under the card. */
  fromGiphy: boolean;
}

export interface GifService {
  readonly name: string;
  /** Never throws: search, then trending, then the fixed GIF of our own origin. */
  findGif(text: string): Promise<GifChoice>;
}

/** A JSON cache with expiry; in process, or shared through Redis. */
export interface Cache {
  readonly name: string;
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
}

export interface Limits {
  readonly name: string;
  /** One model answer to a client (RATE_LIMIT_PER_MINUTE); a rules answer is not one. */
  consumeModelAnswer(clientKey: string): Promise<LimitDecision>;
  /** One answer of a generating route, whoever writes it (ANSWERS_PER_MODEL_ANSWER × that rate). */
  consumeAnswer(clientKey: string): Promise<LimitDecision>;
  /** One model answer out of the client's own daily allowance (RATE_LIMIT_PER_DAY, UTC days). */
  consumeClientDay(clientKey: string): Promise<LimitDecision>;
  /** One /api/fetch-tweet request of a client (FETCH_PER_MINUTE). */
  consumeFetch(clientKey: string): Promise<LimitDecision>;
  /** One /api/proxy-image request of a client (IMAGE_PROXY_PER_MINUTE). */
  consumeImage(clientKey: string): Promise<LimitDecision>;
  /** One /c/<id>.png request of a client (CARD_IMAGE_PER_MINUTE). */
  consumeCardImage(clientKey: string): Promise<LimitDecision>;
  /** One generation out of the global daily budget; fails closed. */
  consumeGeneration(): Promise<LimitDecision>;
  /** Runs `task` within the cap on concurrent upstream generations. */
  withGenerationSlot<T>(task: () => Promise<T>): Promise<T>;
}

export interface ProxiedImage {
  body: Uint8Array;
  contentType: string;
}

export interface ImageProxy {
  /**
   * Fetches an allowed image or throws HttpError (400 refused, 404/502 upstream, 504 deadline).
   * `signal` (the client's request) ends the upstream download when the client goes away.
   */
  fetchImage(url: string, signal?: AbortSignal): Promise<ProxiedImage>;
  /**
   * Our signed link to a picture on a host off the list (a Mastodon instance's avatar), or the
   * URL itself when its host is listed, or undefined when it may not be fetched at all. The
   * link is signed for its purpose (an avatar, or one of the post's pictures) and expires.
   */
  linkFor(url: string, purpose?: 'avatar' | 'media'): string | undefined;
  /**
   * The same checks, but the body streams: it resolves once the first bytes show an image (or
   * throws HttpError as fetchImage does, and 503 when every fetch slot stays busy); the stream
   * fails past the 5 MB cap. For /api/proxy-image, so no picture is ever held whole.
   */
  openImage(url: string, signal?: AbortSignal, signature?: string): Promise<ImageStream>;
}

export interface ImageStream {
  contentType: string;
  /** The upstream's declared size, when it declared one (at most the cap). */
  contentLength?: number;
  body: ReadableStream<Uint8Array>;
}

/**
 * Cards the server generated, stored under their short ids (docs/decisions/007): an embedded SQLite
 * file by default, Redis when REDIS_URL is set. Reads of an expired card find nothing.
 */
export interface CardStore {
  /** `sqlite` or `redis`, for logs. */
  readonly name: string;
  /** Stores a card for the configured lifetime; throws when the write fails (callers log it). */
  save(card: StoredCard): Promise<void>;
  /** The card, or undefined when unknown or expired; throws when the store cannot be read. */
  get(id: string): Promise<StoredCard | undefined>;
  /**
   * The newest card of this post and mode made at or after `since` (ms), for reuse, in `language`
   * (StoredCard's `language`: the one it was asked in); without one, the post's own language's.
   */
  findRecent(
    postId: string,
    mode: CardMode,
    since: number,
    language?: string,
  ): Promise<StoredCard | undefined>;
  close(): Promise<void>;
}

/** Everything a route may use; built once by createServices. */
export interface Services {
  config: Config;
  logger: Logger;
  cache: Cache;
  limits: Limits;
  posts: PostService;
  generator: TextGenerator;
  gifs: GifService;
  imageProxy: ImageProxy;
  cards: CardStore;
  /** Finished answers the Node server writes without the app (answer-cache.ts). */
  answers: AnswerCache;
  /**
   * Every `/api/fetch-tweet` request of a client in this process, answer-cache hits included
   * (`FETCH_PER_MINUTE`; limits/local-window.ts).
   */
  fetchWindow: LocalWindow;
  /** Prometheus metrics with METRICS_PORT set, else NO_METRICS (does nothing). */
  metrics: Metrics;
  /** /api/ready's state: draining once a shutdown started, and Redis's answer. */
  readiness: Readiness;
  close(): Promise<void>;
}
