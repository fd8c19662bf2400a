/**
 * Two of the source's names traded between a verb's doer and its object, told by case endings
 * (case-role-trades.ts, h271). Every text here is synthetic, written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caseRoleTrades } from './case-role-trades.ts';

const trades = (line: string, text: string, lang: string) =>
  caseRoleTrades(line, { text, langs: [lang] });

describe('caseRoleTrades: doer and object traded by their endings', () => {
  it.each([
    {
      lang: 'ru',
      text: 'Ольга уволила Дмитрия в пятницу.',
      line: 'Дмитрий уволил Ольгу.',
      name: 'Дмитрий',
    },
    // The object first: the endings, not the order, tell the roles.
    {
      lang: 'ru',
      text: 'Ольга уволила Дмитрия в пятницу.',
      line: 'Ольгу уволил Дмитрий.',
      name: 'Дмитрий',
    },
    {
      lang: 'ru',
      text: 'Андрей победил Сергея в финале.',
      line: 'Сергей победил Андрея.',
      name: 'Сергей',
    },
    {
      lang: 'uk',
      text: 'Олена найняла Тараса на посаду.',
      line: 'Тарас найняв Олену.',
      name: 'Тарас',
    },
    {
      lang: 'pl',
      text: 'Anna zatrudniła Tomasza jako kucharza.',
      line: 'Tomasz zatrudnił Annę.',
      name: 'Tomasz',
    },
    { lang: 'cs', text: 'Petr pozval Janu na večeři.', line: 'Jana pozvala Petra.', name: 'Jana' },
  ])('stops the line’s doer ($lang: $line)', ({ lang, text, line, name }) => {
    expect(trades(line, text, lang)).toEqual([name]);
  });

  it.each([
    // The roles kept: another order, a passive's instrumental, a loser's dative.
    { lang: 'ru', text: 'Ольга уволила Дмитрия.', line: 'Дмитрия уволила Ольга.' },
    { lang: 'ru', text: 'Ольга уволила Дмитрия.', line: 'Дмитрий был уволен Ольгой.' },
    { lang: 'ru', text: 'Андрей победил Сергея.', line: 'Сергей проиграл Андрею.' },
    { lang: 'uk', text: 'Ірина запросила Богдана на вечерю.', line: 'Богдана запросила Ірина.' },
    { lang: 'pl', text: 'Anna zatrudniła Tomasza.', line: 'Tomasza zatrudniła Anna.' },
    // No verb of the source's: another act, told of the two.
    { lang: 'ru', text: 'Ольга уволила Дмитрия.', line: 'Дмитрий поблагодарил Ольгу.' },
  ])('keeps the roles ($lang: $line)', ({ lang, text, line }) => {
    expect(trades(line, text, lang)).toEqual([]);
  });

  it('reads no language it has no endings for', () => {
    expect(trades('John hired Anna.', 'Anna hired John.', 'en')).toEqual([]);
  });

  it('stops the endings traded and keeps them in either order, for any two Russian names', () => {
    // Each name's nominative and accusative.
    const names: [string, string][] = [
      ['Ольга', 'Ольгу'],
      ['Мария', 'Марию'],
      ['Дмитрий', 'Дмитрия'],
      ['Иван', 'Ивана'],
      ['Игорь', 'Игоря'],
      ['Анна', 'Анну'],
    ];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...names), {
          minLength: 2,
          maxLength: 2,
          selector: ([nominative]) => nominative,
        }),
        fc.boolean(),
        (pair, turned) => {
          const [a, aObject] = pair[0] as [string, string];
          const [b, bObject] = pair[1] as [string, string];
          const text = `${a} пригласил ${bObject} на концерт.`;
          const kept = turned ? `${bObject} пригласил ${a}.` : text;
          expect(trades(kept, text, 'ru')).toEqual([]);
          const traded = turned ? `${aObject} пригласил ${b}.` : `${b} пригласил ${aObject}.`;
          expect(trades(traded, text, 'ru')).toEqual([b]);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('Ukrainian surnames in "-о" (h282)', () => {
  it('stops the trade of two declined "-о" and consonant surnames', () => {
    const text = 'Мельник замінив Бондаренка на посаді тренера.';
    expect(trades('Бондаренко замінив Мельника на посаді тренера.', text, 'uk')).toEqual([
      'Бондаренко',
    ]);
  });

  it('keeps the source’s roles in another order, and Russian’s undeclined "-о"', () => {
    const text = 'Мельник замінив Бондаренка на посаді тренера.';
    expect(trades('Бондаренка на посаді тренера замінив Мельник.', text, 'uk')).toEqual([]);
    expect(trades('Шевченко заменил Петрова.', 'Петров заменил Шевченко.', 'ru')).toEqual([]);
  });
});
