/**
 * A rank's change counted in places (issue 44 item 4, docs/decisions/012): "climbed 13 places" of
 * "rose from 45th to 32nd", "kletterte 13 Plätze" of "von Platz 45 auf Platz 32", "dropped four
 * spots" of "from 3rd to 7th". The line's number before a word of places is the gap between two
 * ranks of one sentence of the source: two figures the source reads as ordinals ("45th", "45e",
 * "Platz 45": figure-source.ts's "o" keys). "climbed 12 places" of the same is still stopped.
 * The words are written here: no installed library lists them.
 */
import type { ClaimSource } from '../claim-source.ts';
import type { Figure } from './figure-kinds.ts';
import { sentencePairs } from './sentence-values.ts';

/** The words of places after a number, lower case, any language. */
const PLACES = new Set(
  (
    'place places spot spots position positions rung rungs notch notches ' +
    'platz plätze plätzen rang ränge rängen positionen ' +
    'rangs puesto puestos lugar lugares posición posiciones posto posti posizione posizioni ' +
    'posição posições postos plaats plaatsen plek plekken positie posities ' +
    'miejsce miejsca miejsc pozycja pozycje pozycji место места мест позицию позиции позиций ' +
    'строчку строчки строчек ступени ступеней місце місця місць позицій sıra basamak ' +
    'peringkat posisi स्थान पायदान مراكز مركزا مرتبة'
  ).split(' '),
);
/** The same written without a space: Chinese "上升13位" (not "第13位"), Korean "13계단". */
const UNSPACED = ['位', '名', '계단', 'ランク'];
const WORD_AFTER = /^\s?([\p{L}\p{M}]+)/u;
const COUNT = /^n(\d+)$/;
const ORDINAL = /^o(\d+)$/;

/** Whether the line's count `figure` is the gap in places between two ranks the source gives. */
export function rankStep(figure: Figure, line: string, source: ClaimSource): boolean {
  const value = figure.readings
    .map((reading) => (reading.length === 1 ? COUNT.exec(reading[0] as string) : null))
    .find(Boolean)?.[1];
  const at = line.indexOf(figure.text);
  if (value === undefined || at < 0) return false;
  const after = line.slice(at + figure.text.length);
  const word = WORD_AFTER.exec(after)?.[1]?.toLowerCase();
  const unspaced =
    UNSPACED.some((one) => after.startsWith(one)) && !/第\s*$/u.test(line.slice(0, at));
  if (!(word && PLACES.has(word)) && !unspaced) return false;
  // A figure the source reads as an ordinal somewhere ("Platz 45" reads "o45" too).
  const rankOf = (keys: readonly string[]) => {
    for (const key of keys) {
      const ordinal = ORDINAL.exec(key)?.[1] ?? COUNT.exec(key)?.[1];
      if (ordinal !== undefined && source.figures.has(`o${ordinal}`))
        return { unit: 'rank', value: Number(ordinal) };
    }
    return undefined;
  };
  return sentencePairs(source, rankOf).some(([a, b]) => Math.abs(a - b) === Number(value));
}
