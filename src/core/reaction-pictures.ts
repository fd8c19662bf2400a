/**
 * The meme pictures of our own origin: Microsoft's Fluent Emoji in 3D (MIT), 256x256 WebP, each with
 * the moods it shows. With no GIPHY key, or when GIPHY fails, a meme gets one of them chosen by its
 * caption's mood, so cards differ from post to post instead of all showing the fixed GIF.
 */
import type { Random } from './constants.ts';
import { captionMoods, type ReactionMood } from './reaction-moods.ts';

/** One bundled picture. */
export interface ReactionPicture {
  /** The picture's name in its URL: lower case words and hyphens. */
  name: string;
  /** The emoji it draws (its code points name the package's file). */
  emoji: string;
  /** What it expresses, the first one best. */
  moods: readonly ReactionMood[];
  /** Its path on our origin: `/reactions/<name>.webp`. */
  path: string;
}

/** Where the pictures are served from, on our own origin. */
export const REACTION_PICTURE_PREFIX = '/reactions/';
const EXTENSION = '.webp';

/** The moods a caption that says none draws from: reactions that suit most jokes. */
const DEFAULT_MOODS: readonly ReactionMood[] = ['laugh', 'awkward', 'thinking', 'cool', 'shock'];

/** Name, emoji and moods: plain literals, which a bundle that does not use them leaves out. */
const PICTURES: readonly (readonly [string, string, ...ReactionMood[]])[] = [
  ['grinning-face', '😀', 'joy'],
  ['smiling-face', '😊', 'joy'],
  ['smiling-face-with-hearts', '🥰', 'love', 'joy'],
  ['tears-of-joy', '😂', 'laugh'],
  ['rolling-on-the-floor-laughing', '🤣', 'laugh'],
  ['skull', '💀', 'laugh'],
  ['heart-eyes', '😍', 'love'],
  ['star-struck', '🤩', 'love', 'cool'],
  ['crying-face', '😢', 'sad'],
  ['loudly-crying-face', '😭', 'sad'],
  ['pensive-face', '😔', 'sad'],
  ['pleading-face', '🥺', 'sad', 'love'],
  ['angry-face', '😠', 'angry'],
  ['enraged-face', '😡', 'angry'],
  ['cursing-face', '🤬', 'angry'],
  ['face-with-steam', '😤', 'angry', 'annoyed'],
  ['screaming-face', '😱', 'shock', 'fear'],
  ['exploding-head', '🤯', 'shock'],
  ['flushed-face', '😳', 'shock', 'awkward'],
  ['fearful-face', '😨', 'fear'],
  ['anxious-face-with-sweat', '😰', 'fear'],
  ['grimacing-face', '😬', 'awkward', 'fear'],
  ['thinking-face', '🤔', 'thinking'],
  ['raised-eyebrow', '🤨', 'thinking', 'annoyed'],
  ['monocle-face', '🧐', 'thinking'],
  ['sunglasses-face', '😎', 'cool'],
  ['fire', '🔥', 'cool'],
  ['trophy', '🏆', 'party', 'cool'],
  ['partying-face', '🥳', 'party'],
  ['party-popper', '🎉', 'party'],
  ['sleeping-face', '😴', 'tired'],
  ['yawning-face', '🥱', 'tired'],
  ['melting-face', '🫠', 'awkward', 'tired'],
  ['sweat-smile', '😅', 'awkward'],
  ['facepalm', '🤦', 'awkward', 'annoyed'],
  ['eye-roll', '🙄', 'annoyed'],
  ['unamused-face', '😒', 'annoyed'],
  ['nauseated-face', '🤢', 'disgust'],
  ['vomiting-face', '🤮', 'disgust'],
  ['money-mouth-face', '🤑', 'money'],
  ['money-with-wings', '💸', 'money'],
];

/** Every bundled picture: 41 of the package's 3,391, 4.1-9.2 KB each (233 KB in all). */
export const REACTION_PICTURES: readonly ReactionPicture[] = /* @__PURE__ */ PICTURES.map(
  ([name, emoji, ...moods]) => ({
    name,
    emoji,
    moods,
    path: `${REACTION_PICTURE_PREFIX}${name}${EXTENSION}`,
  }),
);

/** The bundled picture a path names, exactly as we serve it; undefined for any other path. */
export function reactionPictureOfPath(path: string): ReactionPicture | undefined {
  return REACTION_PICTURES.find((entry) => entry.path === path);
}

/** True for a bundled picture's path: drawn whole on the card, never cropped like a GIF. */
export function isReactionPicturePath(url: string): boolean {
  return reactionPictureOfPath(url) !== undefined;
}

/**
 * A picture for the caption: among those showing the mood it says most (its words in English,
 * Spanish, French, German or Portuguese, its emoji and emoticons; any of the moods when several
 * tie), else among the reactions that suit most jokes; `random` varies it between posts.
 */
export function pickReactionPicture(caption: string, random: Random): ReactionPicture {
  const said = captionMoods(caption);
  const moods = said.length > 0 ? said : DEFAULT_MOODS;
  const candidates = REACTION_PICTURES.filter((entry) =>
    entry.moods.some((mood) => moods.includes(mood)),
  );
  const draw = random();
  // A random source that strays outside [0, 1) must still land on a real picture.
  const index = Number.isFinite(draw) ? Math.floor(draw * candidates.length) : 0;
  return candidates[Math.min(Math.max(index, 0), candidates.length - 1)] as ReactionPicture;
}
