/**
 * A rank said by its ordinal word (round twenty-two): "klättrade till femte plats" of "från 11:e
 * till 6:e plats", Arabic "الطابق الثالث" (the third floor) of "الطابق الرابع". Ordinal words are
 * no figure the guard reads elsewhere ("for the first time", "the second half" state none); beside
 * a word of rank or floor they state one, which the source must hold as an ordinal, in digits
 * ("6:e", "5th", "3.") or words. "First" is left out: a line's "first place" rewords a win.
 */
import { lexiconOf } from '../numbers/number-words.ts';
import { ordinalAt } from '../numbers/read-number-words.ts';
import { listedRank } from './listed-ranks.ts';

/** Words of a rank or a floor, after their ordinal in most languages read. */
export const RANK_AFTER =
  /^(?:place|spot|position|floor|plats|platsen|placering|våning|våningen|platz|rang|étage|puesto|lugar|posición|plaza|piso|posição|colocação|andar|posto|posizione|piano|plaats|plek|verdieping|место|месте|места|sıra|sırada|sıraya|sırayı|kat|katta|katında)$/u;
/** Arabic's, before their ordinal ("الطابق الثالث", "المركز الخامس"). */
const RANK_BEFORE = /^(?:الطابق|المركز|المرتبة|الدور)$/u;

const WORD = /[\p{L}\p{M}]+/gu;

/** The ordinal `word` says in one of `langs`, or undefined. */
function ordinalOf(word: string, langs: readonly string[]): number | undefined {
  for (const lang of langs) {
    const lexicon = lexiconOf(lang);
    const value = lexicon ? ordinalAt([word], 0, lexicon)?.value : undefined;
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * The ordinal words of `line` at a rank that the source's keys (`figures`) hold as no ordinal, nor
 * its text (`sourceText`) by the order of its figures (listed-ranks.ts).
 */
export function rankOrdinals(
  line: string,
  figures: ReadonlySet<string>,
  langs: readonly string[],
  sourceText = '',
): string[] {
  const found = [...line.toLowerCase().matchAll(WORD)];
  const words = found.map((match) => match[0]);
  const claims: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index] as string;
    const ordinal = RANK_AFTER.test(word)
      ? words[index - 1]
      : RANK_BEFORE.test(word)
        ? words[index + 1]
        : undefined;
    if (ordinal === undefined) continue;
    const value = ordinalOf(ordinal, langs);
    if (value === undefined || value < 2 || figures.has(`o${value}`)) continue;
    const at = found[RANK_AFTER.test(word) ? index - 1 : index + 1]?.index ?? 0;
    if (!listedRank(line, at, value, sourceText)) claims.push(ordinal);
  }
  return claims;
}
