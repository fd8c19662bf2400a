/**
 * A Hindi clause ends on its verb, then its auxiliaries (round twenty-seven): "₹1,35,000 देना पड़ता
 * है" (one has to pay) ends on "पड़ता" (a participle of पड़ना) before "है", as "खेलेंगे" ends
 * its clause alone. The names reader (unknown-names.ts) reads a clause's last word as its verb; a
 * word with a participle's or an infinitive's ending ("-ता", "-ती", "-ते", "-ना", "-नी", "-ने",
 * "-या", "-ये") that only auxiliaries (है, था, होगा, रहा) follow to the clause's end is that
 * verb too. A given name ending so ("गीता") before "है" alone is rare in a card's line; one in a
 * run of two rare words is still read as a name.
 */
import type { Token } from './name-tokens.ts';

/** A Hindi verb's participle or infinitive ending. */
const VERB_ENDING = /(?:ता|ती|ते|ना|नी|ने|या|ये)$/u;

/**
 * Hindi's auxiliaries, the forms of होना (to be) and रहना's progressive: a closed class of grammar
 * (the commonest words' list holds them with its postpositions, which follow a noun: "कोलकाता में
 * होगा" ends on a place, not a verb).
 */
const AUXILIARY = /^(?:है|हैं|था|थे|थी|थीं|हो|होगा|होगी|होंगे|रहा|रही|रहे)$/u;

/** Whether the Hindi token at `index` is a verb only auxiliaries follow to its clause's end. */
export function endsOnHindiVerb(tokens: readonly Token[], index: number): boolean {
  if (!VERB_ENDING.test(tokens[index]?.text ?? '')) return false;
  let at = index + 1;
  for (; at < tokens.length && !tokens[at]?.broken; at++) {
    if (!AUXILIARY.test(tokens[at]?.text ?? '')) return false;
  }
  return at > index + 1;
}
