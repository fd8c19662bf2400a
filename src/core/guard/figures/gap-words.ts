/**
 * Words that tell a gap between two prices of one thing (issue 44 item 4, docs/decisions/012): a
 * saving, a discount, "cheaper", "less", "off", "more". "Students save €10" of "Tickets are €40,
 * or €30 for students" gives the gap, not the students' price: derived-figures.ts reads it so,
 * though the line repeats the words the source tells the €30 with ("students"), which would
 * otherwise make it the other side's share ("240 students passed" of "960 passed" stays stopped).
 * The saving words are written here by hand: no installed library lists them (compromise reads
 * English only); a rise's and a fall's words are meaning/'s. A word ending in "-" is a stem; the
 * unspaced languages' words are read anywhere in the line.
 */
import { DIRECTION_STEMS } from '../meaning/direction-stems.data.ts';
import { DIRECTION_WORDS } from '../meaning/direction-words.data.ts';
import { namesGap } from './gap-nouns.ts';

/** A saving, a discount, a lower price: per language, lower case. */
const CHEAPER: Readonly<Record<string, string>> = {
  en: 'save saves saved saving savings discount discounts discounted off cheaper',
  es: 'ahorr- descuento- barat- rebaja-',
  fr: 'économis- économie- remise- réduction- rabais moins',
  de: 'spar- gespart rabatt- ermäßig- nachlass- billiger- günstiger-',
  it: 'risparmi- sconto sconti scontat- economic-',
  pt: 'poup- economiz- desconto- barat-',
  nl: 'bespar- bespaart korting- goedkoper-',
  pl: 'oszczędz- zniżk- rabat- taniej tańsz-',
  ru: 'эконом- скидк- дешевле',
  uk: 'економ- знижк- дешевше',
  tr: 'tasarruf- indirim- ucuz-',
  id: 'hemat diskon potongan murah',
  hi: 'बचत बचा- छूट सस्त-',
  ar: 'توفير يوفر يوفرون خصم أرخص أقل',
};
/** A higher price; French "cher" is of both sides ("moins cher", "plus cher"): a gap only. */
const DEARER: Readonly<Record<string, string>> = {
  en: 'dearer pricier',
  fr: 'plus',
  de: 'teurer-',
  nl: 'duurder-',
  pl: 'drożej droższ-',
  ru: 'дороже',
  uk: 'дорожче',
  tr: 'pahalı-',
  id: 'mahal',
  hi: 'महंग-',
  ar: 'أغلى أكثر',
};
const GAP_ONLY: Readonly<Record<string, string>> = { fr: 'cher chère chers' };
/** The same for the languages written without spaces, read anywhere in the line. */
const UNSPACED_CHEAPER: Readonly<Record<string, string>> = {
  ja: '安い 安く 割引 節約 お得 引き',
  zh: '便宜 优惠 折扣 节省 省下 少',
  ko: '할인 저렴 절약 싸',
};
const UNSPACED_DEARER: Readonly<Record<string, string>> = {
  ja: '高い 高く',
  zh: '贵 多',
  ko: '비싸 더',
};

const WORD = /[\p{L}\p{M}]+/gu;

/** A word list's words, each a word or a stem ("spar-"). */
const matchesAny = (word: string, list: readonly string[]) =>
  list.some((one) =>
    one.endsWith('-') ? one.length > 2 && word.startsWith(one.slice(0, -1)) : one === word,
  );

/** The line's words, and whether a list of a language's (spaced or not) stands in it. */
function reader(line: string) {
  const lower = line.toLowerCase();
  const words = lower.match(WORD) ?? [];
  return (spaced: string | undefined, unspaced: string | undefined) =>
    words.some((word) => matchesAny(word, spaced?.split(' ') ?? [])) ||
    (unspaced?.split(' ').some((one) => lower.includes(one)) ?? false);
}

/** Whether `line` tells a gap in price or amount, in English or one of `langs`. */
export function saysGap(line: string, langs: readonly string[]): boolean {
  const says = reader(line);
  const list = DIRECTION_WORDS.split('\n')
    .filter((row) => row.startsWith('amount '))
    .flatMap((row) => row.split(' ').slice(2));
  for (const lang of new Set(['en', ...langs])) {
    const stems = DIRECTION_STEMS[lang];
    for (const group of [stems?.amount, stems?.more]) {
      for (const side of group ?? []) list.push(...side.split(' '));
    }
    const prices = [CHEAPER[lang], DEARER[lang], GAP_ONLY[lang]].join(' ');
    if (says(prices, UNSPACED_CHEAPER[lang]) || says(undefined, UNSPACED_DEARER[lang])) return true;
    // "Un écart de 7,40 €", "The gap … was 302,000 trips": a gap named (gap-nouns.ts).
  }
  // "Un écart de 7,40 €", "The gap … was 302,000 trips": a gap named (gap-nouns.ts).
  return says(list.join(' '), undefined) || namesGap(line, langs);
}

/**
 * The side of a price the line tells: -1 a lower one ("25% off", "25% cheaper", "a 25%
 * discount"), 1 a higher one, 0 neither or both: derived-figures.ts reads a percentage so.
 */
export function priceSide(line: string, langs: readonly string[]): -1 | 0 | 1 {
  const says = reader(line);
  const all = [...new Set(['en', ...langs])];
  const cheaper = all.some((lang) => says(CHEAPER[lang], UNSPACED_CHEAPER[lang]));
  const dearer = all.some((lang) => says(DEARER[lang], UNSPACED_DEARER[lang]));
  return cheaper === dearer ? 0 : cheaper ? -1 : 1;
}
