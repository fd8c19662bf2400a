/** The product's fixed option lists, the types derived from them, and their guards. */

export const CARD_MODES = ['normal', 'troll', 'meme', 'quote'] as const;
/** How a post is turned into a card: three written modes, and Quote, the post itself. */
export type CardMode = (typeof CARD_MODES)[number];
export const isCardMode = (value: unknown): value is CardMode =>
  typeof value === 'string' && (CARD_MODES as readonly string[]).includes(value);
/** The modes whose words are written (by a model or the rules); Quote shows the post's own. */
export type WrittenCardMode = Exclude<CardMode, 'quote'>;
export const isWrittenCardMode = (mode: CardMode): mode is WrittenCardMode => mode !== 'quote';
/** A Quote card shows at most this many posts of its author's own thread. */
export const QUOTE_MAX_POSTS = 10;
/** A pasted text's optional author name, in characters. */
export const PASTED_AUTHOR_MAX_CHARS = 80;

export const THREAD_STYLE_IDS = [
  'standard',
  'exciting',
  'detailed',
  'journalist',
  'troll',
  'cryptobro',
] as const;
/** The voice a thread is written in. */
export type ThreadStyleId = (typeof THREAD_STYLE_IDS)[number];
export const isThreadStyleId = (value: unknown): value is ThreadStyleId =>
  typeof value === 'string' && (THREAD_STYLE_IDS as readonly string[]).includes(value);

export const CARD_THEME_IDS = [
  'gradient-dark',
  'gradient-light',
  'solid-dark',
  'solid-light',
] as const;
/** The colour theme of a card. */
export type CardThemeId = (typeof CARD_THEME_IDS)[number];
export const isCardThemeId = (value: unknown): value is CardThemeId =>
  typeof value === 'string' && (CARD_THEME_IDS as readonly string[]).includes(value);
/** The theme a card has until the visitor picks another (the spec's first one). */
export const DEFAULT_CARD_THEME_ID: CardThemeId = CARD_THEME_IDS[0];

/** The id of the inert JSON a card page carries its card in (server writes it, the app reads it). */
export const CARD_DATA_ELEMENT_ID = 'card-data';
/**
 * The id of a thread card's unrolled thread on its page (`/c/<id>#thread`): the server writes it into
 * the page's main content, and the app's script puts it after the app before it starts.
 */
export const UNROLLED_THREAD_ID = 'thread';

/** X's limit on a post's weighted length. */
export const POST_LIMIT = 280;
/** Above this weighted length the counter turns to its warning colour. */
export const POST_WARNING = 250;
/** A thread has this many posts at least and at most. */
export const THREAD_MIN_POSTS = 4;
export const THREAD_MAX_POSTS = 5;
/**
 * The longest free text a thread reads: a longer one is read up to the last sentence that ends
 * within it, and the answer says how much was cut.
 */
export const THREAD_TEXT_MAX_CHARS = 20_000;
/** The longest post text a visitor may paste for a card (the server refuses more; the box says so). */
export const MAX_PASTED_TEXT = 20_000;

/** The card is this many CSS pixels wide, on screen and in the export. */
export const CARD_WIDTH = 600;
/** Export settings of spec section 9. */
export const EXPORT_PIXEL_RATIO = 2;
export const EXPORT_QUALITY = 0.95;
export const EXPORT_MAX_CANVAS_SIDE = 16_384;
export const EXPORT_FILE_NAME = 'summary-card.png';
export const SHARE_TITLE = 'X Post Summary';
/** How long a Copy button reads "Copied!". */
export const COPIED_RESET_MS = 2_000;

/** A source of randomness in [0, 1), passed in so core stays pure and testable. */
export type Random = () => number;

/** The fixed meme picture, an asset of our own origin (used when GIPHY gives nothing or fails). */
export const FIXED_GIF_PATH = '/fixed-meme.gif';
/** X's default profile picture, served from our own origin so the card export never taints. */
export const DEFAULT_PROFILE_IMAGE_PATH = '/default-profile.png';

/** Shown near a card or thread the embedded writer made, so nobody mistakes it for a model's. */
export const WRITTEN_BY_RULES_NOTE = 'Written offline by rules, not by a language model.';
/**
 * The docs page on the language model (docs/model.md), served by the app at this path, and its
 * section on connecting one, which the note under a rules-written card links to.
 */
export const MODEL_DOC_PATH = '/docs/model.md';
export const CONNECT_MODEL_SECTION = 'Connecting a language model';
/**
 * Shown with the plain card that replaced Troll Mode or Meme when the rules writer answered a post
 * in a language it has no jokes in (the model was not ready).
 */
export const NO_JOKES_IN_LANGUAGE_NOTE =
  'Jokes in this language need the local model, so this card is the plain summary for now.';
/**
 * An answer's `notice` when New take (or a thread's Regenerate) was asked of the rules writer and
 * it has no other choice of lines left for this post or text.
 */
export const NO_OTHER_TAKE_NOTICE = 'No other take without a language model.';
/** Shown with the plain card that replaced Troll Mode or Meme on a post about loss or harm. */
export const SERIOUS_POST_NOTE =
  'This post is about loss or harm, so it gets a plain summary instead of jokes.';
