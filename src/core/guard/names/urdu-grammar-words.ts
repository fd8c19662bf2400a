/**
 * Urdu's grammar words (h280): postpositions ("کا", "کی", "کے", "نے", "میں"), auxiliaries,
 * conjunctions and pronouns. Urdu is Hindi in another script, and a line says a source's "عمران
 * خان نے" as "عمران خان کا" (Imran Khan's address) as often as Hindi trades "ने" for "का"; the
 * replaced-names reader read the traded postposition as a name put in the source's place. The
 * `stopword` package's Urdu list is mis-encoded ("آًب"), and the subtitles' lists keep no Urdu:
 * a closed class, kept short here, as Hindi's is in unknown-names.ts.
 */

import type { NameSource } from './claim-names.ts';
import { isUncasedGrammar } from './unknown-names.ts';

const URDU_GRAMMAR = new Set(
  'کا کی کے کو میں سے پر نے ہے ہیں تھا تھے تھی تھیں ہو ہوا ہوئی ہوئے گا گی گے اور یا کہ بھی ہی تو نہیں نہ لیے لئے تک والا والی والے رہا رہی رہے بعد پہلے ساتھ دوران خلاف بارے ذریعے سمیت مطابق یہ وہ اس ان جو کیا سب ہر اپنا اپنے اپنی'.split(
    ' ',
  ),
);

/** Arabic-script letters as Urdu and Arabic texts write them alike: yeh, kaf, heh folded. */
const fold = (word: string) =>
  word
    .replace(/[\u064b-\u065f\u0670\u200c\u200d]/gu, '')
    .replace(/[يى]/gu, 'ی')
    .replace(/ك/gu, 'ک')
    .replace(/ه/gu, 'ہ');

/** An Urdu grammar word ("کا", "کے ساتھ"'s "ساتھ"): no word of a name. */
export const isUrduGrammar = (word: string): boolean => URDU_GRAMMAR.has(fold(word));

/**
 * A word of the grammar of the source's language where no capital tells a name: the uncased
 * languages' (unknown-names.ts) and Urdu's, which opens no name a line puts in a frame.
 */
export const isGrammarOpener = (word: string, source: NameSource): boolean =>
  isUncasedGrammar(word, source) || (source.langs.includes('ur') && isUrduGrammar(word));
