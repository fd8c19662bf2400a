/**
 * A body named by its head noun with the article (issue 44, round seven's Hebrew): "העירייה
 * תפעיל הסעות" (the municipality will run shuttles) of "עיריית אילת תפעיל הסעות" (Eilat's
 * municipality will run…), "החברה" (the company) of "חברת החשמל" (the electricity company).
 * Hebrew names a body by a noun in the construct state before its name, and writes a feminine
 * noun's "ה" as "ת" there; a card says "the municipality", as an English one says "the ministry"
 * of the Ministry of Health. The source's words read with their prefixes cut (name-tokens.ts)
 * hold "המשרד" of "משרד הבריאות" already; the construct's "ת" they do not, so the frame reader
 * (replaced-names.ts) would read a new name put in the body's place. A body the source never
 * names ("המשטרה", the police, for the municipality) is still read.
 */

/** Hebrew's article, after a conjunction ("והעירייה"), or a preposition that takes its place. */
const HEBREW_ARTICLE = /^(?:(?:ו|ש|כש|וש)?ה|ו?[בלכ])(.{2,}ה)$/u;

/**
 * Whether the line's word `word` is the source's construct-state noun `head` with the article:
 * "העירייה" (or "לעירייה") of "עיריית".
 */
export function definiteHead(word: string, head: string, langs: readonly string[]): boolean {
  if (!langs.includes('he') || !head.endsWith('ת')) return false;
  const noun = HEBREW_ARTICLE.exec(word)?.[1];
  return noun !== undefined && head === `${noun.slice(0, -1)}ת`;
}
