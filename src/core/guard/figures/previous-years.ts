/**
 * The year before a year the source names, told as the source's "previous year" (issue 44 item
 * 4, h306): "Doanh thu năm 2024 tăng 12% so với năm trước" restated "so với năm 2023", "respecto
 * al año anterior" as "frente a 2023". The source holds no 2023, so the faithful line was stopped.
 * The line's year is held where the source names the year after it and says "the previous year"
 * (or "last year"), and the line names that year too, with a word of comparison right before its
 * own ("so với", "frente a", "compared with"): "In 2023 sales rose 12%" of the source's 2024 (a
 * year moved) and "so với năm 2022" (two years back) stay stopped.
 */
import type { ClaimSource } from '../claim-source.ts';
import { oncePer } from '../once-per-source.ts';
import type { Figure } from './figure-kinds.ts';

/** "The previous year", "last year" in the languages people write (lower case). */
const PREVIOUS =
  /(?<![\p{L}\p{M}])(?:năm (?:trước|ngoái)|(?:the )?previous year|last year|the year before|(?:el )?año (?:anterior|pasado)|(?:o )?ano (?:anterior|passado)|l['’]année (?:précédente|dernière)|l['’]an dernier|(?:l['’])?anno (?:precedente|scorso)|vorjahr\p{L}*|vorigen jahr\p{L}*|vorig jaar|предыдущ\p{L}* год\p{L}*|прошл\p{L}* год\p{L}*|попередн\p{L}* р[оі]\p{L}*|минул\p{L}* р[оі]\p{L}*|torik|торік|poprzedni\p{L}* rok\p{L}*|ubiegł\p{L}* rok\p{L}*|rok wcześniej|zeszł\p{L}* rok\p{L}*|geçen yıl\p{L}*|tahun lalu|tahun sebelumnya|前年|昨年|去年|上年|작년|전년)(?![\p{L}\p{M}])/u;

/** A word of comparison right before the line's year (its "năm", "el año", "the year" allowed). */
const COMPARED_BEFORE =
  /(?:so với|compared (?:with|to)|than|from|versus|vs\.?|frente a|respecto (?:a|al)|en comparación con|comparado con|em relação a|comparado com|face a|par rapport à|contre|rispetto al?|gegenüber|im vergleich zu|vergeleken met|ten opzichte van|по сравнению с|против|порівняно з|проти|w porównaniu z|wobec|dibandingkan|比|대비)\s+(?:(?:năm|el año|del año|de|del|in|en|em|im|в|у|w|the year|l['’]année|dem jahr|годом|роком|rokiem|tahun|o ano|do ano|l['’]anno)\s+)?$/iu;

/** The years the source names whose previous year it tells in words, read once a source. */
const yearsBefore = oncePer((source: ClaimSource): ReadonlySet<number> => {
  const years = new Set<number>();
  if (!PREVIOUS.test(source.text.toLowerCase())) return years;
  for (const match of source.text.matchAll(/(?<![\d.,])(19\d{2}|20\d{2})(?![\d.,]\d|\d)/gu)) {
    years.add(Number(match[1]) - 1);
  }
  return years;
});

/** Whether the line's year `figure` is the source's "previous year" of a year both name. */
export function heldPreviousYear(figure: Figure, line: string, source: ClaimSource): boolean {
  if (!/^(?:19|20)\d{2}$/u.test(figure.text)) return false;
  const year = Number(figure.text);
  if (!yearsBefore(source).has(year)) return false;
  if (!line.includes(String(year + 1))) return false;
  let at = line.indexOf(figure.text);
  while (at >= 0) {
    if (COMPARED_BEFORE.test(line.slice(Math.max(0, at - 40), at))) return true;
    at = line.indexOf(figure.text, at + 1);
  }
  return false;
}
