import { describe, expect, it } from 'vitest';
import { movedMonthDays } from './moved-month-days.ts';

const FESTIVAL =
  'Фестиваль пройдёт 18–20 июля 2027 года в Анапе. Билеты на все три дня стоят 9 900 рублей до 31 января, затем цена вырастет до 12 500 рублей. Полный состав организаторы обещают раскрыть в марте.';
const MESSE =
  'Die Messe läuft vom 3. bis 6. Mai. Frühbuchertickets kosten bis 15. Februar 49 Euro. Das Programm erscheint im März.';

describe('a day the post dates by one month, put in another month', () => {
  it.each([
    ['ru', FESTIVAL, 'Билеты на все три дня стоят 9 900 рублей до 31 марта.', '31 марта'],
    ['de', MESSE, 'Frühbuchertickets kosten bis 15. März 49 Euro.', '15 März'],
    [
      'fr',
      'Tarif réduit jusqu’au 31 janvier. Programme complet en mars.',
      'Tarif réduit jusqu’au 31 mars.',
      '31 mars',
    ],
  ])('stops a %s line whose day the post gives another month', (lang, text, line, words) => {
    expect(movedMonthDays(line, text, [lang])).toEqual([words]);
  });

  it.each([
    // The post's own pairs, a range's first day, a month named with no day.
    ['ru', FESTIVAL, 'Билет на три дня стоит 9900 рублей до 31 января, потом — 12 500 рублей.'],
    ['ru', FESTIVAL, '«Нашествие-Юг» пройдёт в Анапе с 18 по 20 июля 2027 года.'],
    ['ru', FESTIVAL, 'Фестиваль начнётся 18 июля, полный состав объявят в марте.'],
    ['de', MESSE, 'Die Messe beginnt am 3. Mai.'],
    // A day the post writes beside no month: not read here.
    ['de', MESSE, 'Das Programm erscheint am 20. März.'],
  ])('keeps a %s line that keeps the post’s dates (%#)', (lang, text, line) => {
    expect(movedMonthDays(line, text, [lang])).toEqual([]);
  });

  it('leaves English to date-pairs.ts', () => {
    const text = 'Early tickets cost £49 until 31 January. The line-up comes in March.';
    expect(movedMonthDays('Early tickets cost £49 until 31 March.', text, ['en'])).toEqual([]);
  });
});
