/**
 * A Japanese title romanised in a translated line (issue 44, lines in another script): "director
 * Takuya Yamamoto's new film 'Shiosai no Machi'" of 『潮騒の街』 was stopped as a quotation the
 * source lacks. A title of kanji and kana romanises part by part: its kana as they are spelled
 * ("の" is "no"), its kanji by readings only a dictionary knows ("潮騒" is "Shiosai", any-ascii's
 * Chinese "ChaoSao"). A line's quotation is the source's title where it has a word for each of
 * the title's parts, in order, each kana part spelled as any-ascii romanises it (katakana by
 * kana-names.ts's keys), each kanji part a word of letters; at least one kana part and one kanji
 * part, so a title of kanji alone ("街") is no pattern anything fits. "Umi no Machi" for it would
 * pass too: what the guard cannot read it cannot stop, but a title of other kana is stopped.
 */
import anyAscii from 'any-ascii';
import { quotedWords, quotePattern } from '../claim-quotes.ts';
import { oncePer } from '../once-per-source.ts';
import { kanaKey, sameKanaName } from './kana-names.ts';

/** A title's parts: its kanji runs, hiragana runs, katakana runs, and its other words. */
const PARTS = /\p{Script=Han}+|\p{Script=Hiragana}+|[\p{Script=Katakana}ー]+|[\p{L}\p{N}]+/gu;
const HAN = /^\p{Script=Han}/u;
const HIRAGANA = /^\p{Script=Hiragana}/u;
const KATAKANA = /^[\p{Script=Katakana}ー]/u;
/** At most this many parts: a title, not a sentence. */
const MOST_PARTS = 6;

/** The source's quoted titles written in kanji and hiragana, as their parts. */
const kanaTitles = /* @__PURE__ */ oncePer(
  (source: { readonly text: string }): readonly string[][] => {
    const titles = [...source.text.matchAll(quotePattern())]
      .map((match) => quotedWords(match).match(PARTS) ?? [])
      .filter(
        (parts) =>
          parts.length <= MOST_PARTS &&
          parts.some((part) => HAN.test(part)) &&
          parts.some((part) => HIRAGANA.test(part) || KATAKANA.test(part)),
      );
    return titles;
  },
);

/** Whether `word` of a line's quotation writes the title's `part` in Latin letters. */
function writesPart(word: string, part: string): boolean {
  if (!/^\p{Script=Latin}+$/u.test(word)) return false;
  if (HAN.test(part)) return true;
  if (HIRAGANA.test(part)) return anyAscii(part).toLowerCase() === word.toLowerCase();
  if (KATAKANA.test(part)) return sameKanaName(kanaKey(word), kanaKey(part));
  return part.toLowerCase() === word.toLowerCase();
}

/** Whether `quoted` (a translated line's quotation) is one of the source's kanji-and-kana titles. */
export function kanaTitleQuote(quoted: string, source: { readonly text: string }): boolean {
  const words = quoted.split(/[\s・·-]+/u).filter((word) => word !== '');
  return kanaTitles(source).some(
    (parts) =>
      parts.length === words.length &&
      parts.every((part, at) => writesPart(words[at] as string, part)),
  );
}
