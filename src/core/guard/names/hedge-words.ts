/**
 * A hedge or a gap word read as a name (issue 44 item 4, h307): "Nahezu 90 Prozent…", "Selisih
 * harga beras 2.000 rupiah…" opening a line, Thai "ราว 5,000 คน" (about) where the source says
 * "ประมาณ". Blind probes found them stopped: the common-word lists of de and id lack them, a
 * capital tells nothing at a sentence's start, and Thai has none. The figures' readers already list
 * these words to round, bound or subtract a figure (figure-hedges.ts with the world's and approach
 * lists, hedge-before.ts, gap-nouns.ts): a word they read is a word, not a name. Only the word itself
 * is asked, as if a figure followed it, so a name beside it is still read.
 */

import { boundSide, roundingHedge } from '../figures/figure-hedges.ts';
import { namesGap } from '../figures/gap-nouns.ts';
import { hedgeBefore } from '../figures/hedge-before.ts';

/**
 * Thai's rounding and bound words, which the figures' lists lack (written by hand: no installed
 * library lists them): about, around, almost, nearly, over, some.
 */
const THAI = new Set(['ประมาณ', 'ราว', 'ราวๆ', 'ราว ๆ', 'เกือบ', 'กว่า', 'ร่วม', 'เกิน', 'ไม่ถึง']);

/** Whether `word` is a rounding, bound or gap word of `lang` or English (any case). */
export function isHedgeWord(word: string, lang: string): boolean {
  if (lang === 'th') return THAI.has(word);
  // A hedge's lists read the text before a figure: the word, a space, then a figure's place.
  const before = `${word.toLowerCase()} `;
  const line = `${before}1`;
  const at = before.length;
  return (
    hedgeBefore(before) !== undefined ||
    roundingHedge(line, at, at + 1) !== undefined ||
    boundSide(line, at, at + 1) !== undefined ||
    namesGap(word, [lang])
  );
}
