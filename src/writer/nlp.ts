/**
 * compromise's tagger (docs/decisions/006): tokenizer, lexicon and part-of-speech tagger. Its
 * lexicon is built when this module is first imported (about 0.3-1 s and 25 MB), so the server
 * imports the writer only when it is the configured generator (`LLM_PROTOCOL=local`).
 */
import nlp from 'compromise/two';

export type Nlp = typeof nlp;

/** The `nlp` function of `compromise/two`. */
export function loadCompromise(): Nlp {
  return nlp;
}
