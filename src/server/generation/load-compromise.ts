/**
 * compromise's tagger (docs/decisions/006), loaded on first use: building its lexicon takes about
 * 0.3-1 s and 25 MB, which a server answering with a remote model never needs to pay.
 */
import { createRequire } from 'node:module';
import type nlpType from 'compromise/two';

export type Nlp = typeof nlpType;

let loaded: Nlp | undefined;

/** The `nlp` function of `compromise/two` (tokenizer, lexicon and part-of-speech tagger). */
export function loadCompromise(): Nlp {
  // The CommonJS build is compromise's own, published for `require`; it loads synchronously, so
  // the writer stays a plain function.
  loaded ??= createRequire(import.meta.url)('compromise/two') as Nlp;
  return loaded;
}
