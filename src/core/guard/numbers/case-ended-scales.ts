/**
 * A scale word with a case ending written onto it, in the languages that do so (Turkish
 * "milyona", turkish-scale-endings.ts; Hungarian "milliárdos", "ezren",
 * hungarian-scale-endings.ts): its factor, where one of the text's languages `full` is one of
 * them, else undefined. The scale's reader asks this once a word after digits is no scale whole.
 */
import { hungarianScaleStem } from './hungarian-scale-endings.ts';
import { lexiconOf } from './number-words.ts';
import { turkishScaleStem } from './turkish-scale-endings.ts';

/** The factor of `word` as a scale with its case ending, in `full`'s languages. */
export function caseEndedScale(word: string, full: ReadonlySet<string>): number | undefined {
  const turkish = full.has('tr') ? turkishScaleStem(word) : undefined;
  if (turkish) return lexiconOf('tr')?.scales.get(turkish);
  const hungarian = full.has('hu') ? hungarianScaleStem(word) : undefined;
  return hungarian ? lexiconOf('hu')?.scales.get(hungarian) : undefined;
}
