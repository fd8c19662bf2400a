/** What each mode's writer is given: the post's text, what is true of it, and how to vary. */
import type { PostFacts } from '#core/index.ts';

export interface CardRequest {
  source: string;
  facts?: PostFacts | undefined;
  /** The source's language code of the post, when it tells one. */
  lang?: string | undefined;
  /** A new take's seed: another choice of sentences and jokes. */
  variation?: number | undefined;
}
