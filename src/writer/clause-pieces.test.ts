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

  it('leaves out, for lines read alone, the word that joined the second piece to the first', () => {
    expect(
      splitAtClause(
        'The council voted to close the old Elm Street bridge, so buses will run on the detour via Mill Road.',
        3,
        true,
      ),
    ).toEqual([
      'The council voted to close the old Elm Street bridge.',
      'Buses will run on the detour via Mill Road.',
    ]);
    expect(
      splitAtClause(
        'Signups went up 23% in a week, which is wild given we changed only the copy.',
        3,
        true,
      )?.[1],
    ).toBe('That is wild given we changed only the copy.');
    expect(
      splitAtClause(
        'La biblioteca abre hoy sus puertas, y estará abierta hasta la medianoche.',
        3,
        true,
      )?.[1],
    ).toBe('Estará abierta hasta la medianoche.');
    // Not a joining word, only its letters: "Andrea", "order", "email".
    expect(
      splitAtClause(
        'The first shift ends at noon, Andrea takes the second one at two.',
        3,
        true,
      )?.[1],
    ).toBe('Andrea takes the second one at two.');
    // A thread's posts follow one another and keep every word.
    expect(splitAtClause('The bridge closes in March, so buses will run on the detour.')?.[1]).toBe(
      'So buses will run on the detour.',
    );
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
      'It stays open until midnight on weekdays.',
    ]);
    expect(splitToCount(['Short one.', 'Another short one.'], 4)).toEqual([
      'Short one.',
      'Another short one.',
    ]);
  });
});
