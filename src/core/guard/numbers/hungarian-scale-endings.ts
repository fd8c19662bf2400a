/**
 * A Hungarian scale with its case ending joined on (h273, faithful lines stopped at the figure
 * check): "10 ezren tüntettek" (ten thousand of them protested), "2,5 milliárdos beruházás" (a 2.5
 * billion investment), "300 milliót", "40 ezerrel". Hungarian writes the ending onto the word, so
 * the scale's reader, which looks a word up whole, saw no scale: "10" stood alone and a faithful
 * "10 000-en" was stopped. A word that is one of the Hungarian lexicon's scales (folded: "millio",
 * "milliard") and then one of the endings below is that scale; "ezer" drops its second "e" before a
 * vowel ending ("ezret", "ezren", "ezrek"). Any other ending is left ("ezredik", thousandth, is an
 * ordinal; "milliomos", millionaire, names no value).
 */
import { lexiconOf } from './number-words.ts';

/**
 * The endings a scale takes in a post, folded: the accusative ("-t", "-ot"), the collective "-an"
 * and "-en" ("ezren", "százan"), the instrumental as it assimilates ("-val", "-dal", "-rel"), the
 * adjective ("-os", "-es", "-s", "-nyi"), and the cases of direction and place.
 */
const ENDINGS = new Set([
  't',
  'ot',
  'et',
  'an',
  'en',
  'ek',
  'val',
  'vel',
  'dal',
  'rel',
  'os',
  'es',
  's',
  'nyi',
  'ra',
  're',
  'nal',
  'nel',
  'bol',
  'ig',
  'nak',
  'nek',
  'ert',
]);

/** "ezer" before a vowel ending: "ezret", "ezren". */
const EZER_SHORT = /^ezr(?:et|en|ek)$/u;

let scales: readonly string[] | undefined;

/** The Hungarian scale `word` is with a case ending ("milliárdos" → "milliard"), or undefined. */
export function hungarianScaleStem(word: string): string | undefined {
  if (word.length < 4) return undefined;
  const folded = word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  if (EZER_SHORT.test(folded)) return 'ezer';
  scales ??= [...(lexiconOf('hu')?.scales.keys() ?? [])];
  for (const scale of scales) {
    if (folded.length > scale.length && folded.startsWith(scale)) {
      if (ENDINGS.has(folded.slice(scale.length))) return scale;
    }
  }
  return undefined;
}
