/** The card (or thread) the routes would draw of a checked answer, as the eval shows it. */
import {
  type GuardMode,
  NETWORK_POST_RULES,
  shapeMemeCaption,
  shapeSummary,
  shapeThread,
  shapeTroll,
  splitGifWords,
} from '#core/index.ts';
import type { EvalPost } from './eval-posts.ts';

/** A fixed draw: the same answer always shows the same troll emojis and hashtags. */
const FIXED_DRAW = () => 0.5;

export function cardOf(raw: string | undefined, post: EvalPost, mode: GuardMode): string[] {
  const options = { sourceText: post.text, sourceLinks: post.facts?.linkHosts ?? [] };
  const text = raw ?? '';
  if (mode === 'thread') {
    return shapeThread(text, post.text, 'standard', FIXED_DRAW, { rules: NETWORK_POST_RULES.x });
  }
  if (mode === 'meme') return [shapeMemeCaption(splitGifWords(text).caption, options)];
  if (mode === 'troll') return shapeTroll(text, FIXED_DRAW, options);
  return shapeSummary(text, post.text, options);
}
