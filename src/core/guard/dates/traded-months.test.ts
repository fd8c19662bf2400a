/**
 * Two months named alone, each given the other's clause (traded-months.ts): every word is the
 * post's, so only which clause names which month tells the edit.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { tradedMonths } from './traded-months.ts';

const ZBIR =
  "Фонд завершив збір на 12 реанімобілів. Перші чотири автомобілі передадуть лікарням Ізюма та Куп'янська вже в грудні, решту — до кінця лютого. Дякуємо кожному!";
const ROADS =
  'The council will resurface Mill Lane in March, while the bridge repairs on Station Road wait until September.';

describe('tradedMonths: two months given each other’s clauses', () => {
  it('stops the months traded, declined or not', () => {
    expect(
      unsupportedClaims(
        "Перші чотири автомобілі передадуть лікарням Ізюма та Куп'янська до кінця лютого, решту — у грудні.",
        claimSource({ text: ZBIR, lang: 'uk' }),
        'normal',
      ).map((claim) => claim.text),
    ).toEqual(expect.arrayContaining(['лютого']));
    expect(
      tradedMonths(
        'Mill Lane is resurfaced in September, and the bridge repairs on Station Road come in March.',
        ROADS,
        ['en'],
      ),
    ).toEqual(['September', 'March']);
  });

  it('keeps the months in their clauses, in other words, and one month alone', () => {
    expect(
      tradedMonths(
        "Перші 4 машини отримають лікарні Ізюма та Куп'янська в грудні, інші — до кінця лютого.",
        ZBIR,
        ['uk'],
      ),
    ).toEqual([]);
    expect(
      tradedMonths(
        'Station Road’s bridge waits until September, Mill Lane goes first in March.',
        ROADS,
        ['en'],
      ),
    ).toEqual([]);
    expect(tradedMonths('Mill Lane is resurfaced in September.', ROADS, ['en'])).toEqual([]);
  });
});
