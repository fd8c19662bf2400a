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

/** A saving, a discount, a lower price: per language, lower case. */
const SAVING: Readonly<Record<string, string>> = {
  en: 'save saves saved saving savings discount discounts discounted off cheaper dearer',
  es: 'ahorr- descuento- barat- rebaja-',
  fr: 'économis- économie- remise- réduction- rabais moins plus cher chère chers',
  de: 'spar- gespart rabatt- ermäßig- nachlass- billiger- günstiger- teurer-',
  it: 'risparmi- sconto sconti scontat- economic-',
  pt: 'poup- economiz- desconto- barat-',
  nl: 'bespar- bespaart korting- goedkoper- duurder-',
  pl: 'oszczędz- zniżk- rabat- taniej tańsz- drożej droższ-',
  ru: 'эконом- скидк- дешевле дороже',
  uk: 'економ- знижк- дешевше дорожче',
  tr: 'tasarruf- indirim- ucuz- pahalı-',
  id: 'hemat diskon potongan murah mahal',
  hi: 'बचत बचा- छूट सस्त- महंग-',
  ar: 'توفير يوفر يوفرون خصم أرخص أغلى أقل أكثر',
};
/** The same for the languages written without spaces, read anywhere in the line. */
const UNSPACED: Readonly<Record<string, string>> = {
  ja: '安い 安く 割引 節約 お得 高い 高く 引き',
  zh: '便宜 优惠 折扣 节省 省下 贵 少 多',
  ko: '할인 저렴 절약 싸 비싸 더',
};

const WORD = /[\p{L}\p{M}]+/gu;

/** A word list's words, each a word or a stem ("spar-"). */
const matchesAny = (word: string, list: readonly string[]) =>
  list.some((one) =>
    one.endsWith('-') ? one.length > 2 && word.startsWith(one.slice(0, -1)) : one === word,
  );

/** Whether `line` tells a gap in price or amount, in English or one of `langs`. */
export function saysGap(line: string, langs: readonly string[]): boolean {
  const lower = line.toLowerCase();
  const words = lower.match(WORD) ?? [];
  const list = DIRECTION_WORDS.split('\n')
    .filter((row) => row.startsWith('amount '))
    .flatMap((row) => row.split(' ').slice(2));
  for (const lang of new Set(['en', ...langs])) {
    list.push(...(SAVING[lang]?.split(' ') ?? []));
    const stems = DIRECTION_STEMS[lang];
    for (const group of [stems?.amount, stems?.more]) {
      for (const side of group ?? []) list.push(...side.split(' '));
    }
    if (UNSPACED[lang]?.split(' ').some((one) => lower.includes(one))) return true;
  }
  return words.some((word) => matchesAny(word, list));
}
