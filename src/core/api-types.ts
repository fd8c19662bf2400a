/** The JSON the API answers with; the server produces these shapes and the web app reads them. */

import type { CardSizeId } from './card-sizes.ts';
import type { CardMode, CardThemeId, ThreadStyleId } from './constants.ts';
import type { NetworkId } from './post-ref.ts';
import type { RulesReason } from './rules-reason.ts';

/** One of the post's own pictures, or a video's poster frame (at most 4 per post). */
export interface PostMedia {
  type: 'photo' | 'video';
  /** The picture's URL (a video's poster), on an image-proxy host or our signed proxy link. */
  url: string;
  /** Its author's description, where written. */
  alt?: string;
}

/** The post a Bluesky or Mastodon post quotes, its links whole. */
export interface QuotedPost {
  username: string;
  text: string;
}

/** GET /api/fetch-tweet */
export interface FetchTweetResponse {
  /** Which network the post was read from. */
  network: NetworkId;
  tweetText: string;
  profileImage: string;
  /** X: the handle; Bluesky: the handle (`bsky.app`); Mastodon: `user@instance`. */
  username: string;
  /** The author's display name as the network shows it (emoji kept); the handle when none. */
  displayName: string;
  /** When the post was written, ISO 8601 (`2026-11-25T16:34:04.000Z`), where the source tells it. */
  createdAt?: string;
  /** X's id, Bluesky's record key or the Mastodon status id. */
  id: string;
  /** The post's own canonical link. */
  postUrl: string;
  /** The post it quotes (Bluesky, Mastodon). */
  quote?: QuotedPost;
  /** The author's content warning (Mastodon), shown before the text. */
  contentWarning?: string;
  lang?: string;
  thread?: string[];
  /**
   * With includeThread: how many posts the author's own thread this post is in holds (before and
   * after it, at most AUTHOR_THREAD_MAX_POSTS); absent for a post that is no part of one.
   */
  threadPosts?: number;
  truncated?: true;
}

/** One post of an author's thread as a card's page unrolls it (never another author's). */
export interface UnrolledPost {
  /** Its words, links whole; absent behind a content warning, which stands in its place. */
  text?: string;
  /** The author's content warning: the page shows it, never the words behind it. */
  contentWarning?: string;
  /** The post's own link. */
  url?: string;
  /** When it was written, ISO 8601. */
  createdAt?: string;
  /** Its pictures' descriptions, as their author wrote them. */
  alts?: string[];
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

/**
 * POST /api/summary with `{ url, mode }` (a post on X, Bluesky or Mastodon) or `{ text, mode }`
 * (the post's text pasted, 1-20,000 characters: nothing is fetched).
 */
export interface SummaryRequest {
  url?: string;
  text?: string;
  /** With `text`: who wrote it (1-80 characters), drawn as the card's display name. */
  author?: string;
  mode: CardMode;
  /** Make a new card even when one of this post and mode was made recently. */
  regenerate?: boolean;
  /**
   * With `regenerate`: which New take of this card this is (1, 2, 3...), so the rules writer gives
   * another choice of lines each time; without it the server counts the takes of this post and
   * mode itself.
   */
  take?: number;
  /**
   * The language the card's lines are written in (Normal, Troll, Meme): a BCP 47 tag whose base
   * language is one the writer writes (`GET /api/languages`), else 400. Absent: the post's own
   * language. Quote mode ignores it: its card is the post's own words.
   */
  language?: string;
}

export interface SummaryResponse {
  mode: CardMode;
  /** The network of the post; absent on a card made from pasted text. */
  network?: NetworkId;
  /** Empty on a card made from pasted text (no handle, no avatar). */
  username: string;
  /**
   * The author's display name (the network's, or the name given with pasted text); absent on
   * cards stored before names were kept and on pasted text given none.
   */
  displayName?: string;
  /** When the post was written, ISO 8601, where its source tells it (never for pasted text). */
  createdAt?: string;
  profileImage: string;
  /** The author's content warning (Mastodon), shown before the card's text. */
  contentWarning?: string;
  /** The post's own pictures and video posters, in order (the card may show the first). */
  media?: PostMedia[];
  /** Bullet lines joined by newlines (normal and troll). */
  summary?: string;
  meme?: MemeResult;
  /**
   * Quote mode: the post's own text as written, or, for a post in its author's own thread, each
   * post of that thread by that author in order (at most QUOTE_MAX_POSTS).
   */
  posts?: string[];
  /** Quote mode: the post the (last) quoted post quotes, its links whole. */
  quote?: QuotedPost;
  /** Generation failed and the spec's silent fallback was used. */
  fallback?: true;
  /** Who wrote the text: `rules` is the embedded writer (no language model connected). */
  writer?: TextWriter;
  /** With `writer: "rules"` in a model's place: why, as it stood when the card was written. */
  rulesReason?: RulesReason;
  /**
   * Troll Mode or Meme was asked for a post about deaths, disasters, violence or illness: the
   * answer is a plain Normal card instead (no jokes, no GIF), and the page says why.
   */
  serious?: true;
  /**
   * Troll Mode or Meme was asked, but the rules writer answered (no model ready) and it has no
   * jokes in the post's language: the answer is the plain Normal card, and the page says why.
   */
  noJokesInLanguage?: true;
  /**
   * The card's language: what its lines are written in (`es`, `ar`...): the one asked, or the
   * post's own as its source tagged it.
   */
  lang?: string;
  /** The post's language (a base tag), where its source tells it or its words show it. */
  sourceLang?: string;
  /**
   * A language was asked (`language`) but the rules writer answered: it cannot translate, so the
   * card is in the post's language (`lang`) and the page says `rulesCannotTranslate(askedLang)`.
   */
  askedLang?: string;
  /** The stored card's id and absolute link (absent for fallbacks and when storing failed). */
  id?: string;
  url?: string;
  /** The post the stored card is about, its canonical link (with id and url; none for pasted text). */
  postUrl?: string;
  /**
   * The number of the author's posts summed up (Quote: quoted; its card draws at most
   * QUOTE_MAX_POSTS of them, its page unrolls all), when the post is part of its author's own
   * thread; absent for a single post.
   */
  threadPosts?: number;
  /** Posts of the thread's middle left out because the whole did not fit the writer. */
  threadPostsCut?: number;
  /**
   * Said with this answer, not part of the card (never stored): "No other take without a language
   * model." when a New take found no other choice of lines.
   */
  notice?: string;
}

/** What GET /c/<id> puts in its page for the app: the stored card, its theme and size, or none. */
export type SharedCardData =
  | { status: 'found'; card: SummaryResponse; theme: CardThemeId; size?: CardSizeId }
  | { status: 'missing' };

/** A card the server generated and stored, as its link shows it (GET /c/<id>). */
export interface StoredCard {
  id: string;
  mode: CardMode;
  /** As in SummaryResponse; cards stored before Bluesky and Mastodon were read are X's. */
  network?: NetworkId;
  username: string;
  /** As in SummaryResponse. */
  displayName?: string;
  /** When the post was written, ISO 8601 (SummaryResponse's `createdAt`). */
  postCreatedAt?: string;
  profileImage: string;
  contentWarning?: string;
  /** As in SummaryResponse. */
  media?: PostMedia[];
  /** Bullet lines joined by newlines (normal and troll). */
  summary?: string;
  meme?: MemeResult;
  /** Quote mode, as in SummaryResponse. */
  posts?: string[];
  quote?: QuotedPost;
  /**
   * The author asked search engines to stay away (a Bluesky label, a Mastodon account marked
   * `noindex`): the card's page says `noindex` too.
   */
  noindex?: true;
  /** The card's language, the post's and the one asked in vain, as in SummaryResponse. */
  lang?: string;
  sourceLang?: string;
  askedLang?: string;
  /**
   * The language the card was asked in (`SummaryRequest.language`, a base tag); absent for the
   * post's own. A card is found again by its post, mode and this: two languages, two cards.
   */
  language?: string;
  /** As in SummaryResponse: `rules` when the embedded writer wrote it. */
  writer?: TextWriter;
  /** As in SummaryResponse. */
  threadPosts?: number;
  threadPostsCut?: number;
  /** The thread's posts, in order, for the card's page (a card of a thread only). */
  unrolledThread?: UnrolledPost[];
  /** As in SummaryResponse: why the rules wrote it in a model's place, stored with it. */
  rulesReason?: RulesReason;
  /**
   * The post's key (an X id; `bluesky:<actor>/<rkey>`, `mastodon:<host>/<id>`, `text:<hash>`) and
   * its canonical link (none for pasted text).
   */
  postId: string;
  postUrl?: string;
  /** When it was generated, in milliseconds since the epoch. */
  createdAt: number;
  /**
   * The host the card was made on (`summary.example.com`): its pictures say `Made by` it when no
   * PUBLIC_URL is set, whatever Host header a later request sends. Cards stored before it was kept
   * have none.
   */
  host?: string;
}

/** POST /api/thread with `{ text, style, network?, regenerate?, from? }` */
export interface ThreadRequest {
  text: string;
  style: ThreadStyleId;
  /** The network the posts must fit (`x` when absent). */
  network?: NetworkId;
  regenerate?: boolean;
  /** With `regenerate`: which Regenerate of this text this is, as SummaryRequest's `take`. */
  take?: number;
  /** The language the posts are written in, as SummaryRequest's; absent: the text's own. */
  language?: string;
  /**
   * Continue thread: the next posts of the same text, style and network, from where an answer's
   * `next` said its thread stopped. Absent: a thread from the text's start.
   */
  from?: ThreadFrom;
}

/** Where a thread goes on: the text's sentence (0 the first) and the posts already made. */
export interface ThreadFrom {
  sentence: number;
  post: number;
}

/**
 * What of the text the thread did not say: the sentences after its last (a sentence longer than
 * a post counts as its post-sized pieces) and their characters.
 */
export interface ThreadLeft {
  sentences: number;
  characters: number;
}

export interface ThreadResponse {
  posts: string[];
  fallback?: true;
  /** As in SummaryResponse: `rules` when the embedded writer wrote it. */
  writer?: TextWriter;
  /** As in SummaryResponse: why the rules wrote it in a model's place. */
  rulesReason?: RulesReason;
  /** As in SummaryResponse: said with this answer (no other take without a language model). */
  notice?: string;
  /** The text goes on past this thread: what is left, for Continue thread. */
  left?: ThreadLeft;
  /** With `left`: the request's `from` that continues this thread. */
  next?: ThreadFrom;
  /**
   * A text longer than THREAD_TEXT_MAX_CHARS is read up to the last sentence that ends within
   * them: how many characters after it were cut (every answer of that text says so).
   */
  cut?: { characters: number };
  /** The thread's language, the text's, and the one asked in vain, as in SummaryResponse. */
  lang?: string;
  sourceLang?: string;
  askedLang?: string;
}

/** A language a card or a thread may be asked in: its base tag and English name. */
export interface LanguageOption {
  tag: string;
  name: string;
}

/** GET /api/languages */
export interface LanguagesResponse {
  /** The writer's languages (core's WRITER_LANGUAGES), offered even while only the rules answer. */
  languages: LanguageOption[];
  /**
   * Whether a language model writes now: false with the rules writer alone (`EMBEDDED_MODEL=off`)
   * or while the model is not ready; a card asked in another language then comes in the post's.
   */
  translates: boolean;
}

/**
 * Who writes the text: the model embedded in the server (`EMBEDDED_MODEL`), an Ollama server,
 * an OpenAI-compatible or TGI server, or `local`, the rules writer alone (no model at all).
 */
export type TextGenerationProvider = 'embedded' | 'ollama' | 'openai' | 'tgi' | 'local';

/**
 * Where the embedded model stands: until it is `ready`, the rules writer answers; `stopped` once
 * the server closed it (shutting down).
 */
export type EmbeddedModelState = 'loading' | 'downloading' | 'ready' | 'failed' | 'stopped';

/** What the embedded model computes on: the CPU, or the GPU build the runtime found. */
export type ModelBackend = 'cpu' | 'metal' | 'cuda' | 'vulkan';

/** `/api/health`'s account of text generation, which the page reads to say who wrote a card. */
export interface TextGenerationHealth {
  provider: TextGenerationProvider;
  /** The model's name: the GGUF file's `general.name`, or the model a server is asked for. */
  model?: string;
  /** The embedded model's state (embedded only). */
  state?: EmbeddedModelState;
  /** While downloading: the share of the file already here, 0-100. */
  progress?: number;
  /**
   * Why the embedded model failed, in core's public words (MODEL_FAILURE_REASONS): no path, host
   * or variable name (the server's log has the details).
   */
  reason?: string;
  /** The embedded model's backend, once its runtime is loaded (`cpu` with EMBEDDED_MODEL_GPU=off). */
  backend?: ModelBackend;
}

/** GET /api/health */
export interface HealthResponse {
  ok: true;
  providers: {
    posts: string[];
    textGeneration: TextGenerationProvider;
    gifs: string;
    cache: string;
    limits: string;
  };
  textGeneration: TextGenerationHealth;
}

/** Every error answer of the API. */
export interface ApiErrorResponse {
  error: string;
  /** A language the writer does not write (400): the base tags it does. */
  supported?: string[];
}
