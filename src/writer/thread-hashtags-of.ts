/**
 * The hashtags that close the rules writer's thread: drawn from the words of its own posts, never
 * from sentences the posts' room left out (issue 40, item 5), with the style's own tag.
 */
import { addHashtags, type PostRules, THREAD_STYLES, type ThreadStyleId } from '#core/index.ts';
import { unitNoise } from './sentence-scores.ts';

/**
 * The posts with core's closing hashtags added to the last one (or as a post of their own where
 * it has no room), chosen among the long words of `postsText` by `seed`; a last post that carries
 * a hashtag already is left as it is. The shaping then adds none of its own.
 */
export function closeWithHashtags(
  posts: readonly string[],
  postsText: string,
  style: ThreadStyleId,
  seed: number,
  rules: PostRules,
): string[] {
  const closed = [...posts];
  let draw = 0;
  addHashtags(
    closed,
    postsText,
    THREAD_STYLES[style].hashtag,
    () => unitNoise(seed, draw++),
    rules,
  );
  return closed;
}
