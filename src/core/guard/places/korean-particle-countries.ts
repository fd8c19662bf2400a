/**
 * A Korean source's countries with their particles on (h305's blind probes): "중국과 대만
 * 관광객" (Chinese and Taiwanese tourists) names China as "중국과", and CLDR's "중국" is no word of
 * it, so a faithful line's "중국·대만 관광객" was stopped for a country the source lacks. Korean
 * writes a case particle on its noun; the source's words are read again with it cut. Only the
 * source's: a line's "중국과" is still read as no country, so nothing more is stopped.
 */

/** Korean's particles after a noun, the longest first (as unknown-names.ts cuts them). */
const PARTICLE =
  /(?:에서는|에서도|에서|으로|에게|께서|까지|부터|이라고|라고|이며|이고|은|는|이|가|을|를|의|에|로|와|과|도|만)$/u;

/**
 * The text with each Hangul word's particle cut ("중국과 대만" → "중국 대만"), or undefined where
 * no word has one (or the text is no Korean).
 */
export function withoutKoreanParticles(text: string, langs: readonly string[]): string | undefined {
  if (!langs.includes('ko')) return undefined;
  let changed = false;
  const cut = text.replace(/\p{Script=Hangul}{2,}/gu, (word) => {
    const stem = word.replace(PARTICLE, '');
    if (stem === word || [...stem].length < 2) return word;
    changed = true;
    return stem;
  });
  return changed ? cut : undefined;
}
