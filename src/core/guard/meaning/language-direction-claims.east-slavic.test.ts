import { describe, expect, it } from 'vitest';
import { languageDirectionClaims } from './language-direction-claims.ts';

const source = (text: string, lang: string) => ({ text, langs: [lang], translated: false });

describe('a comparative turned round in Ukrainian and Russian', () => {
  const uk = source(
    'Середній бал з української мови становив 148,6, що на 3 бали більше, ніж торік.',
    'uk',
  );

  it('stops "менше" of the source\'s "більше", with the words it is said of', () => {
    expect(
      languageDirectionClaims(
        'Середній бал з української мови становив 148,6, що на 3 бали менше, ніж торік.',
        uk,
      ),
    ).toEqual(['менше']);
  });

  it('keeps the same side reworded, and a rise said of other words', () => {
    expect(
      languageDirectionClaims('Середній бал — 148,6, на 3 бали більше, ніж торік.', uk),
    ).toEqual([]);
    expect(
      languageDirectionClaims('Середній бал — 148,6, на три бали вищий, ніж минулого року.', uk),
    ).toEqual([]);
  });

  it('stops a Ukrainian fall said as a rise, and keeps a negated one', () => {
    const prices = source('Ціни на хліб у жовтні знизилися на 4 відсотки.', 'uk');
    expect(
      languageDirectionClaims('Ціни на хліб у жовтні підвищилися на 4 відсотки.', prices),
    ).toEqual(['підвищилися 4 відсотки']);
    expect(
      languageDirectionClaims('Ціни на хліб у жовтні не підвищилися на 4 відсотки.', prices),
    ).toEqual([]);
  });

  it('stops Russian "меньше" of "больше"', () => {
    const ru = source(
      'Экзамен сдали 120 тысяч человек, на 5 тысяч больше, чем в прошлом году.',
      'ru',
    );
    expect(
      languageDirectionClaims(
        'Экзамен сдали 120 тысяч человек, на 5 тысяч меньше, чем в прошлом году.',
        ru,
      ),
    ).toEqual(['меньше']);
    expect(
      languageDirectionClaims(
        'Экзамен сдали 120 тысяч человек — на 5 тысяч больше, чем год назад.',
        ru,
      ),
    ).toEqual([]);
  });
});
