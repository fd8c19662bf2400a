/**
 * The source's name written in the other script, in a line of the source's own language (issue 44
 * item 4, h298): a Russian post's "Telegram", its card's "в Телеграме"; "Тесла" of "Tesla", "Айфон"
 * of "iPhone", "YouTube" of "Ютуб", "Christopher Nolan" of "Кристофера Нолана". Russian,
 * Ukrainian, Bulgarian and Serbian write a brand or a foreign name in Latin letters or in their own
 * as they please, so a card may change the script; the names reader read a word the source has
 * in no form as a new name, sharing not a letter with the source's. roman-names.ts reads a
 * translated line's names by their consonants, romanised (any-ascii); here a Cyrillic word of
 * the line is read against the source's words in Latin letters only (so few that a short
 * key, "Эппл" and "Apple": "pl", finds no other), and a Latin word against its Cyrillic ones,
 * three consonants or more, or spelled whole ("Real" of "Реал"). Not Greek: a Greek post's Latin
 * words are a ship's or a team's names holding a place ("Blue Star Naxos"), and "Νάξο" for its
 * "Μύκονο" is a place changed (round fifty-two). A name the source writes in no script
 * ("Форд" of a post about Tesla) is still new.
 */
import anyAscii from 'any-ascii';
import { oncePer } from '../once-per-source.ts';
import { consonantKeys, romanSupported } from './roman-names.ts';

const LATIN_WORD = /[\p{Script=Latin}][\p{Script=Latin}\p{M}'’-]*/gu;
const OTHER_WORD = /\p{Script=Cyrillic}[\p{Script=Cyrillic}\p{M}'’-]*/gu;

/** A word's letters as any-ascii spells them, in lower case ("Реал": "real"). */
const asciiLetters = (word: string) =>
  anyAscii(word)
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

/** The source's words in each script, as texts roman-names.ts reads once each. */
const scripts = /* @__PURE__ */ oncePer((source: { readonly text: string }) => {
  const latin = source.text.match(LATIN_WORD) ?? [];
  const other = source.text.match(OTHER_WORD) ?? [];
  return {
    latin: latin.length > 0 ? { text: latin.join(' ') } : undefined,
    other: other.length > 0 ? { text: other.join(' ') } : undefined,
    /** The Cyrillic words romanised whole ("real" of "Реал"). */
    spelled: new Set(other.map(asciiLetters)),
  };
});

/** The fewest consonants a Latin name needs to be read against a whole Cyrillic post. */
const LEAST_KEY = 3;

/** Whether a line's capitalised `word` is a word of the source written in the other script. */
export function isCrossScriptSourceName(word: string, source: { readonly text: string }): boolean {
  const read = scripts(source);
  if (/^\p{Script=Latin}/u.test(word)) {
    if (read.other === undefined) return false;
    // Most of a Cyrillic post's words are in the other script: a Latin name of two consonants
    // ("Real", "Ford") is read as spelled whole, a longer one by its consonants.
    if (read.spelled.has(asciiLetters(word))) return true;
    return consonantKeys(word)[0].length >= LEAST_KEY && romanSupported(word, read.other);
  }
  if (/^\p{Script=Cyrillic}/u.test(word)) {
    return read.latin !== undefined && romanSupported(word, read.latin);
  }
  return false;
}
