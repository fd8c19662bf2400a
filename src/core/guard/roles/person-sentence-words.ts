/**
 * An action the source tells of a person in another form than the one a binding reads (round
 * fifty-one: "Meskerem Alemu won the women's race" of "Meskerem Alemu took the women's title …,
 * her first marathon win"): traded-actions.ts binds "won" to the men's winner, the one person
 * "won" is written right after, and read the line's as his action given to her. The source's
 * own sentence about her says "win" too, as a noun: the line tells what the source tells of her.
 * Only a sentence that names her and not the one the word is bound to ("Kipchirchir won …, ahead
 * of Tyler Brandt" gives Brandt no win); a word's forms are its short stem or, for English's
 * irregular verbs, compromise's forms (verb-forms.ts: "won" and "win").
 */
import { sameVerbForm } from '../words/verb-forms.ts';

/** A sentence's end: a full stop, "!" or "?" before a space. */
const SENTENCE_END = /(?<=[.!?])\s+/u;
const WORD = /[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu;

/**
 * Whether a sentence of `text` that names `person` (a key: a name's last word, lower case) and not
 * `holder` writes a word whose stem (`stemOf`) is `stem`, or an irregular form of the same verb.
 */
export function toldOfPerson(
  text: string,
  person: string,
  holder: string,
  stem: string,
  stemOf: (word: string) => string,
): boolean {
  for (const sentence of text.split(SENTENCE_END)) {
    const words = (sentence.match(WORD) ?? []).map((word) =>
      word.replace(/['’]s$/u, '').toLowerCase(),
    );
    if (!words.includes(person) || words.includes(holder)) continue;
    if (words.some((word) => stemOf(word) === stem || sameVerbForm(word, stem))) return true;
  }
  return false;
}
