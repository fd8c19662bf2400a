/**
 * An English word made of a common word with a prefix ("Prehistory", "Postwar", "Nonprofit"):
 * the lists keep the most common words only, so a translated line's "Museum of Prehistory" (of
 * "Urgeschichtliches Museum") was read as a name where "Museum of History" was not (issue 44,
 * false stops). The prefix is one English makes words with, and what follows it a common word of
 * six letters or more: a name rarely opens on one before a word so long ("Prescott", "Underwood"
 * and "Overbrook" end on shorter ones).
 */
import { isCommonWord } from './common-words.ts';

/** English's prefixes of derivation, longest first. */
const PREFIXES =
  /^(?:counter|inter|trans|super|under|multi|anti|post|semi|over|non|pre|sub|mis|mid|dis|out|un|re|co)-?/u;

/** The shortest common word read after a prefix. */
const SHORTEST_REST = 6;

/** Whether `word` is a prefix of `lang` (English only) before a common word of English. */
export function isPrefixedWord(word: string, lang: string): boolean {
  if (!lang.toLowerCase().startsWith('en')) return false;
  const lower = word.normalize('NFC').toLowerCase();
  const prefix = PREFIXES.exec(lower);
  if (!prefix) return false;
  const rest = lower.slice(prefix[0].length);
  return [...rest].length >= SHORTEST_REST && isCommonWord(rest, 'en');
}
