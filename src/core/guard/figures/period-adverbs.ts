/**
 * A period said by one word after a figure and its noun (issue 44, round fifty-three): "obsłuży do
 * 4 mln pasażerów miesięcznie" of the source's "do 4 mln pasażerów rocznie"; "2410 Euro brutto
 * monatlich", "$3,000 monthly". CLDR's per-unit patterns (period-prices.ts) write a period as a
 * noun after a linking word ("na miesiąc", "pro Monat"); a summary as often writes the adverb,
 * which no Intl formatter holds, and which stands after the counted noun, not the figure.
 *
 * The adverbs are the everyday ones of the languages the labelled set is written in, one a period:
 * a short table, since no library holds them. A figure's period is such a word among the first
 * words after it (its noun, its scale, "brutto"), nothing but spaces between.
 */

/** The periods' adverbs, lower case, by period (the period names period-prices.ts's). */
const ADVERBS: Readonly<Record<string, readonly string[]>> = {
  hour: ['hourly', 'stündlich', 'godzinowo', 'ежечасно', 'щогодини', 'ساعياً'],
  day: [
    'daily',
    'täglich',
    'dziennie',
    'codziennie',
    'denně',
    'denne',
    'ежедневно',
    'щодня',
    'dagelijks',
    'dagligen',
    'dagligt',
    'quotidiennement',
    'diariamente',
    'giornalmente',
    'يومياً',
    'يوميا',
  ],
  week: [
    'weekly',
    'wöchentlich',
    'tygodniowo',
    'týdně',
    'týždenne',
    'еженедельно',
    'щотижня',
    'wekelijks',
    'veckovis',
    'semanalmente',
    'settimanalmente',
    'أسبوعياً',
    'أسبوعيا',
  ],
  month: [
    'monthly',
    'monatlich',
    'miesięcznie',
    'měsíčně',
    'mesačne',
    'ежемесячно',
    'щомісяця',
    'maandelijks',
    'månadsvis',
    'mensuellement',
    'mensualmente',
    'mensilmente',
    'شهرياً',
    'شهريا',
  ],
  year: [
    'yearly',
    'annually',
    'jährlich',
    'rocznie',
    'ročně',
    'ročne',
    'ежегодно',
    'щороку',
    'jaarlijks',
    'årligen',
    'årligt',
    'annuellement',
    'anualmente',
    'annualmente',
    'سنوياً',
    'سنويا',
  ],
};

const PERIOD_OF = new Map(
  Object.entries(ADVERBS).flatMap(([period, words]) => words.map((word) => [word, period])),
);

/** Words at most between a figure and its period's adverb ("mln pasażerów", "Euro brutto"). */
const BETWEEN = 2;
const WORD = /[\p{L}\p{M}]+/gu;

/** The period an adverb among the first words after `end` of `text` says, if any. */
export function adverbPeriodAfter(text: string, end: number): string | undefined {
  const after = text.slice(end, end + 48).toLowerCase();
  let words = 0;
  let from = 0;
  for (const match of after.matchAll(WORD)) {
    // Nothing but spaces between the figure and the adverb: a mark ends the figure's phrase.
    if (!/^\s*$/u.test(after.slice(from, match.index))) return undefined;
    from = match.index + match[0].length;
    const period = PERIOD_OF.get(match[0].normalize('NFC'));
    if (period !== undefined) return period;
    if (++words > BETWEEN) return undefined;
  }
  return undefined;
}
