/**
 * A quotation translated with the line (issue 44, docs/decisions/012): a card in the reader's
 * language quotes the source's speaker in its own words, "'It's a major effect for a modest
 * effort,' says researcher Claire Dumas" of « C'est un effet majeur pour un effort modeste »,
 * souligne la chercheuse Claire Dumas; "Roberts: 'Unbelievable.'" of ロバーツ監督「信じられない」.
 * Its words are not the source's, so the quotation reader stops it. It is the source's quotation
 * where the line names a speaker the source names beside one of its quotations (in any script,
 * roman-names.ts), and says what that one says as far as letters can tell without translating:
 * every name and number inside it is inside the source's; in a spaced script, at least half its
 * longer words share their first consonants with a word of the source's ("effort", "modest",
 * "major" of "effort", "modeste", "majeur"); in a script without spaces, it is no longer than
 * the source's (a word for two of its characters). Another sentence put in the speaker's mouth
 * ("This was our best quarter ever" of «Мы сохраняем прогноз на год») or a quotation where the
 * source quotes nobody is still stopped.
 */
import { UNSPACED } from '../../unspaced-scripts.ts';
import { quotedWords, quotePattern } from '../claim-quotes.ts';
import { oncePer } from '../once-per-source.ts';
import { kanaKey, sameKanaName } from './kana-names.ts';
import { consonantKeys, romanSupported } from './roman-names.ts';
import { romanisedQuote } from './romanised-quotes.ts';

/** How far from a source's quotation its speaker is named, in characters either side. */
const SPEAKER_REACH = 60;
/** A word this long or longer carries a quotation's meaning (shorter ones are its grammar). */
const LONG_WORD = 5;
/** A name: a capital word of three letters or more. */
const NAME = /(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}]{2,}/gu;
const WORDS = /[\p{L}\p{M}\p{N}]+/gu;
const NUMBER = /\p{N}+/gu;
const KATAKANA = /[\p{Script=Katakana}ー]{2,}/gu;

interface SourceQuote {
  words: string;
  /** The source's text either side of it, where its speaker is named. */
  beside: { readonly text: string };
}

const sourceQuotes = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): readonly SourceQuote[] => {
    const found: readonly SourceQuote[] = [...source.text.matchAll(quotePattern())].map((match) => {
      const at = match.index ?? 0;
      const end = at + match[0].length;
      const text = `${source.text.slice(Math.max(0, at - SPEAKER_REACH), at)} ${source.text.slice(end, end + SPEAKER_REACH)}`;
      return { words: quotedWords(match), beside: { text } };
    });
    return found;
  },
);

/** The first consonants of a word as romanised (two, or one where it has no more). */
const opening = (word: string) => consonantKeys(word)[0].slice(0, 2);

/** Whether `quoted` says what the source's `theirs` says, as far as its letters tell. */
function saysTheSame(quoted: string, theirs: string): boolean {
  const words = quoted.match(WORDS) ?? [];
  const first = words[0];
  // A name or a number the source's quotation lacks ("Sofia", "in 2050") is the line's own.
  const names = (quoted.match(NAME) ?? []).filter((name, at) => at > 0 || name !== first);
  const folded = theirs.toLowerCase();
  if (names.some((name) => !folded.includes(name.toLowerCase()))) return false;
  if ((quoted.match(NUMBER) ?? []).some((number) => !theirs.includes(number))) return false;
  if (UNSPACED.test(theirs)) {
    const characters = (theirs.match(/[\p{L}\p{N}]/gu) ?? []).length;
    return words.length > 0 && words.length <= Math.max(1, Math.floor(characters / 2));
  }
  const long = words.filter((word) => word.length >= LONG_WORD);
  if (long.length === 0) return false;
  const openings = new Set(
    (theirs.match(WORDS) ?? []).map(opening).filter((key) => key.length === 2),
  );
  const shared = long.filter((word) => openings.has(opening(word))).length;
  return shared * 2 >= long.length;
}

/** Whether the source names `name` in `beside`: as written, romanised, or in katakana. */
function namedBeside(name: string, beside: { readonly text: string }): boolean {
  const word = new RegExp(`(?<![\\p{L}\\p{M}])${name}(?![\\p{L}\\p{M}])`, 'iu');
  if (word.test(beside.text) || romanSupported(name, beside)) return true;
  const key = kanaKey(name);
  return (beside.text.match(KATAKANA) ?? []).some((run) => sameKanaName(key, kanaKey(run)));
}

/**
 * Whether `quoted`, a quotation of a translated `line`, is one of the source's quotations in the
 * line's language: its speaker, named in the line outside it, is named beside that quotation.
 */
export function translatedQuote(
  quoted: string,
  line: string,
  source: { readonly text: string },
): boolean {
  const quotes = sourceQuotes(source);
  if (quotes.length === 0) return false;
  const outside = line.replace(quotePattern(), ' ');
  const speakers = (outside.match(NAME) ?? []).filter((name) => !quoted.includes(name));
  if (speakers.length === 0) return false;
  return quotes.some(
    (theirs) =>
      speakers.some((name) => namedBeside(name, theirs.beside)) &&
      saysTheSame(quoted, theirs.words),
  );
}

/** A translated line's quotation that is the source's: a title in other letters, or said anew. */
export const quotedInTranslation = (
  quoted: string,
  line: string,
  source: { readonly text: string },
): boolean => romanisedQuote(quoted, source) || translatedQuote(quoted, line, source);
