import { describe, expect, it } from 'vitest';
import { splitAtClause, splitToCount } from './clause-pieces.ts';

describe('splitAtClause', () => {
  it('cuts an English sentence at the clause mark nearest its middle, both pieces whole lines', () => {
    expect(
      splitAtClause(
        'Sales held steady through the spring, and two bakers who had planned to quit stayed.',
      ),
    ).toEqual([
      'Sales held steady through the spring.',
      'And two bakers who had planned to quit stayed.',
    ]);
  });

  it('cuts Spanish, Arabic and Japanese at their own marks', () => {
    expect(
      splitAtClause(
        'El 38 % de los retrasos se concentra en cuatro estaciones, según los datos abiertos.',
      ),
    ).toEqual([
      'El 38 % de los retrasos se concentra en cuatro estaciones.',
      'Según los datos abiertos.',
    ]);
    expect(
      splitAtClause('افتتحت المكتبة الجديدة أبوابها اليوم، وستبقى مفتوحة حتى منتصف الليل.'),
    ).toEqual(['افتتحت المكتبة الجديدة أبوابها اليوم.', 'وستبقى مفتوحة حتى منتصف الليل.']);
    expect(splitAtClause('新しい図書館が今日開館し、夜中まで開いています。')).toEqual([
      '新しい図書館が今日開館し。',
      '夜中まで開いています。',
    ]);
  });

  it.each(['Well, that went fine.', 'No clause marks here at all in this sentence'])(
    'leaves a sentence whole when a cut would leave a scrap: %s',
    (sentence) => expect(splitAtClause(sentence)).toBeUndefined(),
  );
});

describe('splitToCount', () => {
  it('grows the lines to the count from the longest, in place, and stops when nothing splits', () => {
    expect(
      splitToCount(
        [
          'Short one.',
          'The city opened a new library today, and it stays open until midnight on weekdays.',
        ],
        3,
      ),
    ).toEqual([
      'Short one.',
      'The city opened a new library today.',
      'And it stays open until midnight on weekdays.',
    ]);
    expect(splitToCount(['Short one.', 'Another short one.'], 4)).toEqual([
      'Short one.',
      'Another short one.',
    ]);
  });
});
