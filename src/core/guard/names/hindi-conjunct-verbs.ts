/**
 * A Hindi conjunct verb: a noun and "करना" (do) or "होना" (be) after it ("खर्च कर", spending;
 * "शुरू किया", started; "खत्म होगा", will end), which a line says for the source's verb ("देकर",
 * giving) in its own words (h299's blind probes). The frame reader took the noun and the verb
 * for a name; a name takes a postposition before a verb ("राहुल ने", "दिल्ली में"), never "कर"
 * right after it, so a run of a word and such a verb is a verb.
 */
import { isHindiLightVerb } from './hindi-light-verbs.ts';

/** "करना" and "होना": their forms start so ("कर", "करके", "किया", "की", "हो", "होगा", "हुआ"). */
const DO_OR_BE = /^(?:कर|कि|की|हो|हु)/u;

/** Whether a run of words is a noun and a form of "करना" or "होना" (see the file's comment). */
export function isHindiConjunctVerb(words: readonly string[]): boolean {
  const [noun, verb] = words;
  if (words.length !== 2 || noun === undefined || verb === undefined) return false;
  return DO_OR_BE.test(verb) && isHindiLightVerb(verb) && !isHindiLightVerb(noun);
}
