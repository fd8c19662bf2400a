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
/**
 * A verb of finishing at a rank, just before its ordinal (one small word between: "als tweede",
 * "em terceiro", "au"): "Ana Ruiz quedó tercera", "Freiburg wird Vierter", "Зенит стал третьим".
 * Turkish and Hungarian put it after ("üçüncü bitirdi", "második lett").
 */
const FINISHED_BEFORE =
  /^(?:finished|came|ended|placed|terminé|terminée|finit|fini|arrivé|arrivée|quedó|terminó|acabó|arrivato|arrivata|chiuso|chiusa|finito|finita|wird|wurde|belegte|landete|werd|eindigde|zajęła|zajął|była|był|skończył|skończyła|skončil|skončila|skončilo|byla|byl|стал|стала|стали|занял|заняла|финишировал|финишировала|ficou|terminou|τερμάτισε|ήρθε|βγήκε|sijoittui|xếp|đứng|menempati|berada|finis|slutade|blev|endte|ble)$/u;
const FINISHED_AFTER = /^(?:bitirdi|tamamladı|lett|végzett)$/u;
/** The small words between a verb of finishing and its ordinal. */
const BETWEEN =
  /^(?:als|as|em|en|al|au|à|na|на|på|on|in|the|el|la|il|o|a|thứ|di|urutan|posisi|sebagai)$/u;
/** Arabic's, before their ordinal ("الطابق الثالث", "المركز الخامس"). */
const RANK_BEFORE = /^(?:الطابق|المركز|المرتبة|الدور|urutan|posisi|peringkat|hạng)$/u;
/** A count of times after its ordinal ("zum sechsten Mal", "pour la troisième fois"); not English's "time". */
const TIMES_AFTER = /^(?:mal|keer|fois|vez|volta|raz|razem|раз|kerran|gång|gangen|gang)$/u;

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

/** Where the ordinal of a rank is, told by the word at `index` (a word of rank or a verb of finishing). */
function rankAt(words: readonly string[], index: number): number | undefined {
  const word = words[index] as string;
  if (RANK_AFTER.test(word) || FINISHED_AFTER.test(word) || TIMES_AFTER.test(word))
    return index > 0 ? index - 1 : undefined;
  if (RANK_BEFORE.test(word)) return index + 1;
  if (!FINISHED_BEFORE.test(word)) return undefined;
  // "als tweede", "em terceiro", "xếp thứ hai": one small word may stand between.
  return BETWEEN.test(words[index + 1] ?? '') ? index + 2 : index + 1;
}

/** The values of the ordinal words a source writes, in any form its lexicons read. */
function sourceOrdinals(text: string, langs: readonly string[]): Set<number> {
  const values = new Set<number>();
  if (text === '') return values;
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const value = ordinalOf(match[0], langs);
    if (value !== undefined) values.add(value);
  }
  return values;
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
  let theirs: Set<number> | undefined;
  for (let index = 0; index < words.length; index++) {
    const at = rankAt(words, index);
    const ordinal = at === undefined ? undefined : words[at];
    if (at === undefined || ordinal === undefined) continue;
    const value = ordinalOf(ordinal, langs);
    if (value === undefined || value < 2 || figures.has(`o${value}`)) continue;
    // A rank the source writes in words in another form ("fünften" of "5."; "terzo" of "terza").
    theirs ??= sourceOrdinals(sourceText, langs);
    if (theirs.has(value)) continue;
    const start = found[at]?.index ?? 0;
    if (!listedRank(line, start, value, sourceText)) claims.push(ordinal);
  }
  return claims;
}
