/**
 * A quoted name in another case (h270): "Экспорт «Газпрома»" of a post's "«Газпром» сообщил",
 * "Прибуток «Нафтогазу»" of "«Нафтогаз» отримала". Russian, Ukrainian and the other languages
 * that decline names quote a company's or a work's name and decline it inside the marks; the
 * quotes reader wanted the quoted words as written, so the source's own name was a quotation it
 * never made. A quotation of one or two capitalised words, each the source's word or that word in
 * another case (inflected-names.ts: a shared start, short endings), is the source's name. A
 * sentence quoted, or a name the source lacks ("«Роснефти»"), is still read as a quotation.
 */
import { declinedSourceName } from './inflected-names.ts';

/** Most words a quoted name has: more is someone's words, which are quoted as said. */
const MOST_WORDS = 2;

export function quotesDeclinedName(
  quoted: string,
  source: {
    readonly text: string;
    readonly words: ReadonlySet<string>;
    readonly langs: readonly string[];
    readonly lineLangs?: readonly string[];
  },
): boolean {
  const words = quoted.trim().split(/\s+/u);
  if (words.length === 0 || words.length > MOST_WORDS) return false;
  return words.every(
    (word) =>
      /^\p{Lu}[\p{L}\p{M}]+$/u.test(word) &&
      (source.words.has(word.toLowerCase()) || declinedSourceName(word, source)),
  );
}
