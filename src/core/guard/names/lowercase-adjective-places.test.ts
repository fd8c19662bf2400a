import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isLowerAdjectivePlace } from './lowercase-adjective-places.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('isLowerAdjectivePlace', () => {
  const source = (text: string, lang: string) => ({ text, langs: [lang] });
  it('reads the place of a lower-case adjective, its stem’s letters changed as Slavic does', () => {
    expect(isLowerAdjectivePlace('Brně', source('Trhy na brněnském náměstí.', 'cs'))).toBe(true);
    expect(isLowerAdjectivePlace('Praze', source('Ceny v pražském metru.', 'cs'))).toBe(true);
    expect(isLowerAdjectivePlace('Києва', source('Ціни в київському метро.', 'uk'))).toBe(true);
    expect(isLowerAdjectivePlace('Zagrebu', source('U zagrebačkom prijevozu.', 'hr'))).toBe(true);
  });
  it('reads no other place sharing only a start, nor a surname’s stem', () => {
    expect(isLowerAdjectivePlace('Казахстане', source('В казанском метро.', 'ru'))).toBe(false);
    expect(isLowerAdjectivePlace('Ostravě', source('V brněnské MHD.', 'cs'))).toBe(false);
    expect(isLowerAdjectivePlace('Kowala', source('Zagra pianista Jan Kowalski.', 'pl'))).toBe(
      false,
    );
  });
  it('reads no language without such adjectives', () => {
    expect(isLowerAdjectivePlace('Brně', source('Trhy na brněnském náměstí.', 'de'))).toBe(false);
  });
});

describe('unsupportedClaims: the place of a lower-case adjective (h298)', () => {
  const markets =
    'Letošní Vánoční trhy na brněnském náměstí Svobody začínají v pátek 29. listopadu.';
  it('keeps "v Brně" of "na brněnském náměstí", stops "v Olomouci"', () => {
    expect(claims('Vánoční trhy v Brně začínají 29. listopadu.', markets, 'cs')).toEqual([]);
    expect(claims('Vánoční trhy v Olomouci začínají 29. listopadu.', markets, 'cs')).not.toEqual(
      [],
    );
  });
  it('still stops the date changed beside the place', () => {
    expect(claims('Vánoční trhy v Brně začínají 30. listopadu.', markets, 'cs')).not.toEqual([]);
  });
  const metro = 'Цены на проезд в московском метро вырастут с 1 января.';
  it('keeps "метро Москвы" of "в московском метро", stops "метро Петербурга"', () => {
    expect(claims('С 1 января вырастут цены на проезд в метро Москвы.', metro, 'ru')).toEqual([]);
    expect(
      claims('С 1 января вырастут цены на проезд в метро Петербурга.', metro, 'ru'),
    ).not.toEqual([]);
  });
  const sofia = 'Цените на билетите в софийското метро се увеличават от 1 януари.';
  it('keeps "в София" of "софийското метро", stops "в Пловдив"', () => {
    expect(claims('От 1 януари билетите в метрото в София поскъпват.', sofia, 'bg')).toEqual([]);
    expect(claims('От 1 януари билетите в метрото в Пловдив поскъпват.', sofia, 'bg')).not.toEqual(
      [],
    );
  });
});

describe('unsupportedClaims: a region named "-щина" of its adjective (h298)', () => {
  const outages =
    'Укренерго запроваджує графіки відключень у Київській, Житомирській та Чернігівській областях.';
  it('keeps "на Київщині, Житомирщині та Чернігівщині", stops "Сумщині" and "Черкащині"', () => {
    expect(
      claims('Відключення вводять на Київщині, Житомирщині та Чернігівщині.', outages, 'uk'),
    ).toEqual([]);
    expect(claims('Відключення вводять на Київщині та Сумщині.', outages, 'uk')).not.toEqual([]);
    expect(claims('Відключення вводять на Київщині та Черкащині.', outages, 'uk')).not.toEqual([]);
  });
  it('keeps "На Смоленщине" of "В Смоленской области", stops "На Брянщине"', () => {
    const snow = 'В Смоленской области выпал первый снег.';
    expect(claims('На Смоленщине выпал первый снег.', snow, 'ru')).toEqual([]);
    expect(claims('На Брянщине выпал первый снег.', snow, 'ru')).not.toEqual([]);
  });
});
