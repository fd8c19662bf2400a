/** The request the embedded writer answers (write-locally.ts) and the settings it reads. */
import type { NetworkId, PostFacts, ThreadStyleId, WrittenCardMode } from '#core/index.ts';

/**
 * A request as the writer reads it: the server's GenerationRequest fits it (a summary's `lang` is
 * the source's language code of the post).
 */
export type WriterRequest =
  | {
      kind: 'summary';
      mode: WrittenCardMode;
      sourceText: string;
      facts?: PostFacts;
      lang?: string;
      parameters?: WriterParameters;
    }
  | {
      kind: 'thread';
      style: ThreadStyleId;
      sourceText: string;
      /** The network the posts must fit (X when absent): each post is filled toward its limit. */
      network?: NetworkId;
      /** Continue thread: how many posts the thread already has (0 or absent: a new thread). */
      firstPost?: number;
      parameters?: WriterParameters;
    };

/** The generation settings the writer reads (a model's sampling settings, as the server sends them). */
export interface WriterParameters {
  temperature?: number;
  seed?: number;
  /**
   * A visitor's n-th new take of this post or text (rules-takes.ts): the n-th different answer,
   * whatever the seed.
   */
  take?: number;
}
