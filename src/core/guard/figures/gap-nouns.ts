/**
 * Nouns and verbs that name a gap between two figures (issue 44 item 4, h303): "Un écart de 7,40 €
 * le m² sépare Paris de la petite couronne" of 24,70 € and 17,30 €, "The gap between bus and rail
 * was 302,000 trips" of 742,500 and 440,500. gap-words.ts's saving and rise words did not read
 * them, so a faithful difference was stopped. Written by hand, as gap-words.ts's lists: no
 * installed library lists them. A word ending in "-" is a stem; the unspaced languages' words are
 * read anywhere in the line. The gap still has to be the source's two figures' exactly (or as the
 * line rounds it), so a changed one stays stopped (derived-figures.ts).
 */

/** A gap, a difference, per language, lower case. */
export const GAP_NOUNS: Readonly<Record<string, string>> = {
  en: 'gap gaps difference differences differ differs',
  fr: 'écart- différence- sépar-',
  es: 'diferencia- brecha- separa-',
  pt: 'diferença- separa-',
  de: 'unterschied- differenz- abstand- trennen trennt',
  it: 'differenza differenze divario- separa-',
  nl: 'verschil- kloof scheid-',
  ru: 'разниц- разрыв- отрыв-',
  uk: 'різниц- розрив-',
  pl: 'różnic- luk-',
  tr: 'fark- uçurum-',
  id: 'selisih selisihnya',
  ms: 'selisih perbezaan',
  vi: 'chênh',
  hi: 'अंतर फ़र्क फर्क',
  ar: 'فارق الفارق فرق الفرق بفارق',
};

/** The same for the languages written without spaces, read anywhere in the line. */
export const UNSPACED_GAP_NOUNS: Readonly<Record<string, string>> = {
  ja: '差',
  zh: '差距 相差 差额 差',
  ko: '차이',
};

const WORD = /[\p{L}\p{M}]+/gu;

/** Whether `line` names a gap ("écart", "difference", "相差"), in English or one of `langs`. */
export function namesGap(line: string, langs: readonly string[]): boolean {
  const lower = line.toLowerCase();
  const words = lower.match(WORD) ?? [];
  for (const lang of new Set(['en', ...langs])) {
    const list = GAP_NOUNS[lang]?.split(' ') ?? [];
    const stem = (one: string, word: string) =>
      one.endsWith('-') ? word.startsWith(one.slice(0, -1)) : one === word;
    if (words.some((word) => list.some((one) => stem(one, word)))) return true;
    if (UNSPACED_GAP_NOUNS[lang]?.split(' ').some((one) => lower.includes(one))) return true;
  }
  return false;
}
