/**
 * A single Han character a Chinese line puts where the source has another word, that is one of the
 * language's commonest words (round 45's "幼崽会在保温箱里…和游客见面" of "幼崽将在保温箱中…与游客
 * 见面": "会" for "将", will; "里" for "中", in; "和" for "与", and). Chinese says its grammar in
 * one character and has several for each (will, in, and, at), so a line that rewords the source
 * trades them; the replaced-names reader, with no capital to tell a name, read each as one. A
 * person's name is two or three characters, and a one-character short name of a place or a country
 * ("沪", "京", "美", "日") is none of the subtitle list's commonest words (uncased-words.ts): those
 * characters are grammar and everyday verbs ("会", "在", "说", "去"), no one's name.
 */
import { textCountryCodes } from '../places/text-country-codes.ts';
import { commonestWords } from '../words/uncased-words.ts';

/**
 * How many of Chinese's commonest subtitle words are read as grammar: the first 150 hold its
 * function words and commonest verbs ("会" 27th, "和" 31st, "里" 77th, "中" 135th); "美"
 * (America, beautiful) is 387th.
 */
const GRAMMAR_RANK = 150;

const ONE_HAN = /^\p{Script=Han}$/u;

/** Whether `run`, put in a Chinese source's place, is one Han character of the language's grammar. */
export function isHanGrammarCharacter(run: string, langs: readonly string[]): boolean {
  return (
    langs.includes('zh') &&
    ONE_HAN.test(run) &&
    commonestWords('zh', GRAMMAR_RANK).has(run) &&
    textCountryCodes(run, ['zh']).size === 0
  );
}
