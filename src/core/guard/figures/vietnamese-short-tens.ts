/**
 * Vietnamese's spoken tens without their "mươi" (issue 44 item 4): "hai lăm người" is 25 people,
 * "ba mốt" 31. The number words' reader reads "hai mươi lăm" whole, but "hai lăm" as a two the
 * source lacks. Only the unit words Vietnamese writes after tens alone ("lăm" for five, "mốt" for
 * one) tell it: "hai ba người" is two or three people, and "hai sáu" is left a two ("tư", four
 * after tens, is no word n2words' lexicon reads, "hai mươi tư" neither). The line's words are
 * read with the "mươi" put back, and hold only where the number they then say is the source's
 * ("hai sáu người" or "ba lăm người" of 25 stay stopped).
 */
import type { Figure } from './figure-kinds.ts';

/** A unit word that follows tens only, right after the figure's word. */
const UNIT_AFTER_TENS = /^([\s\u00a0]+)(lăm|mốt)(?![\p{L}\p{M}])/u;

/**
 * Whether `figure`, a Vietnamese number word before "lăm" or "mốt", says with it a number
 * of the source (`read` reads a text's figures as the line's are, `supported` asks the source).
 */
export function heldVietnameseShortTens(
  figure: Figure,
  line: string,
  langs: readonly string[],
  read: (text: string) => Figure[],
  supported: (figure: Figure) => boolean,
): boolean {
  if (!langs.includes('vi') || figure.kind !== 'count' || /\d/u.test(figure.text)) return false;
  for (let at = line.indexOf(figure.text); at >= 0; at = line.indexOf(figure.text, at + 1)) {
    const end = at + figure.text.length;
    const unit = UNIT_AFTER_TENS.exec(line.slice(end));
    if (!unit) continue;
    const spoken = `${figure.text} mươi ${unit[2]}`;
    const written = `${line.slice(0, at)}${spoken}${line.slice(end + unit[0].length)}`;
    const figures = read(written).filter((one) => one.text.includes(spoken));
    if (figures.length > 0 && figures.every(supported)) return true;
  }
  return false;
}
