/**
 * Per mille said in words after a number (docs/decisions/012, h251): French "17,5 pour mille",
 * Spanish and Portuguese "8,9 por mil", Italian "per mille", Catalan "per mil" are the "17,5 ‰" a
 * source writes. Read as words, "mille" and "mil" were the number 1,000, which no source of a rate
 * held, and a faithful line was stopped. CLDR names per mille only as "‰" in these languages, so
 * the few spellings are listed here. "5 por mil euros" (five for a thousand euros) is a price, not
 * a rate: the words are read as the sign only at a line's or clause's end or before a preposition.
 */

/** A number, then the words of per mille, then an end, a mark or a preposition ("de", "en"). */
const PER_MILLE =
  /(?<=\d)\s?(?:pour|por|per)\s+mil(?:le)?(?=$|[^\p{L}\p{N}\s]|\s+(?:de|des|du|del|dans|en|em|in|di|della|nel|da|do|dos|das|au|al|à|a|et|y|e|o|ou)(?![\p{L}\p{N}]))/giu;

/** `text` with per mille in words after a number written as its sign "‰". */
export function withPerMilleSigns(text: string): string {
  // Most texts have no "mil": nothing to read.
  if (!/mil/iu.test(text)) return text;
  return text.replace(PER_MILLE, ' ‰');
}
