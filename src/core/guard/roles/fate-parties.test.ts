import { describe, expect, it } from 'vitest';
import { fateParties } from './fate-parties.ts';
import { tradedFates } from './traded-fates.ts';

const TRAINS = {
  text: 'Укрзалізниця призначила додаткові рейси до Львова на різдвяні свята. Квитки вже можна купити в застосунку.',
  langs: ['uk'],
};
const POCIAGI = {
  text: 'PKP Intercity uruchamia dodatkowe pociągi do Krakowa na święta. Bilety można już kupić w aplikacji.',
  langs: ['pl'],
};
const POSHTA = {
  text: 'Компанія Нова пошта відкрила новий термінал у Львові, а Укрпошта закрила відділення в Тернополі.',
  langs: ['uk'],
};
const SUD = {
  text: 'Суд в Казани приговорил бывшего директора Олега Петренко к пяти годам заключения. Его сообщника, бухгалтера Игоря Савчука, оправдали.',
  langs: ['ru'],
};

describe('fateParties: names, roles before a name, groups after an article', () => {
  it('reads names inside a sentence, the role before a name, a group after its article', () => {
    const parties = fateParties(
      "Il sindaco Marco Ferri ha parlato. L'opposizione ha chiesto un referendum, respinto dalla maggioranza.",
      'it',
    );
    expect([...parties].sort()).toEqual(
      ['ferri', 'marco', 'maggioranza', 'opposizione', 'sindaco'].sort(),
    );
  });

  it('reads no word of a language without articles as a group, nor a sentence’s first word as a name', () => {
    const parties = fateParties(TRAINS.text, 'uk');
    expect(parties.has('львова')).toBe(true);
    for (const word of ['укрзалізниця', 'додаткові', 'квитки', 'застосунку']) {
      expect(parties.has(word), word).toBe(false);
    }
  });
});

describe('tradedFates: only parties trade fates (h296)', () => {
  it.each([
    [TRAINS, 'Квитки на додаткові рейси до Львова — в застосунку Укрзалізниці.'],
    [POCIAGI, 'Bilety na dodatkowe pociągi do Krakowa — w aplikacji PKP Intercity.'],
  ])('keeps a line that regroups words no one is (%#)', (source, line) => {
    expect(tradedFates(line, source)).toEqual([]);
  });

  it.each([
    [
      POSHTA,
      'Укрпошта відкрила новий термінал у Львові, а Нова пошта закрила відділення в Тернополі.',
    ],
    [
      SUD,
      'Бухгалтера Игоря Савчука приговорили к пяти годам заключения, а Олега Петренко оправдали.',
    ],
  ])('still stops two named parties given each other’s fate (%#)', (source, line) => {
    expect(tradedFates(line, source)).toHaveLength(1);
  });
});
