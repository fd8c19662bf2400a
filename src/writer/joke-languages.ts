/**
 * Which posts the rules writer can joke about: its Troll jokes and Meme templates are English, so
 * only an English post gets them. Any other post gets the Normal card instead (the server marks it
 * `noJokesInLanguage` and the page says why); a card never carries a notice of its own.
 */
import { isEnglishText } from '#core/index.ts';
import { isLexiconWord } from './read-sentence.ts';

/**
 * True when the rules writer has Troll and Meme jokes for the post's language: English, as core's
 * one English guess reads it (the source's language tag first, then the text, with the writer's
 * English lexicon as one of its signals). `lang` is the tag the post's source gave, if any.
 */
export function rulesJokeIn(text: string, lang?: string): boolean {
  return isEnglishText(text, lang, { isKnownWord: isLexiconWord });
}
