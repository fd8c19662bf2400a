/**
 * A Hindi clause ends on its verb, then its auxiliaries (round forty-two): "₹1,35,000 देना पड़ता
 * है" (one has to pay) ends on "पड़ता" (a participle of पड़ना) before "है", as "खेलेंगे" ends
 * its clause alone. The names reader (unknown-names.ts) reads a clause's last word as its verb; a
 * word with a participle's or an infinitive's ending ("-ता", "-ती", "-ते", "-ना", "-नी", "-ने",
 * "-या", "-ये") that only grammar words (है, था, रहा: the list's commonest and Hindi's
 * auxiliaries) follow to the clause's end is that verb too. A given name ending so ("गीता") before
 * "है" alone is rare in a card's line; one in a run of two rare words is still read as a name.
 */
import type { Token } from './name-tokens.ts';

/** A Hindi verb's participle or infinitive ending. */
const VERB_ENDING = /(?:ता|ती|ते|ना|नी|ने|या|ये)$/u;

/** Whether the Hindi token at `index` is a verb that only auxiliaries follow to its clause's end. */
export function endsOnHindiVerb(
  tokens: readonly Token[],
  index: number,
  grammar: (token: Token) => boolean,
): boolean {
  if (!VERB_ENDING.test(tokens[index]?.text ?? '')) return false;
  let at = index + 1;
  for (; at < tokens.length && !tokens[at]?.broken; at++) {
    if (!grammar(tokens[at] as Token)) return false;
  }
  return at > index + 1;
}
