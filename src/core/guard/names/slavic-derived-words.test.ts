import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isSlavicDerivedWord } from './slavic-derived-words.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('isSlavicDerivedWord', () => {
  it('reads a noun of an agent, an act or a quality', () => {
    expect(isSlavicDerivedWord('Регулятор', 'ru')).toBe(true);
    expect(isSlavicDerivedWord('Посетители', 'ru')).toBe(true);
    expect(isSlavicDerivedWord('Користувачі', 'uk')).toBe(true);
    expect(isSlavicDerivedWord('Organizatorzy', 'pl')).toBe(true);
  });
  it('reads an adjective in "-н-" before its noun only', () => {
    expect(isSlavicDerivedWord('Столичные', 'ru', 'власти')).toBe(true);
    expect(isSlavicDerivedWord('Unijne', 'pl', 'pieniądze')).toBe(true);
    expect(isSlavicDerivedWord('Unijne', 'pl', 'Bruksela')).toBe(false);
  });
  it('reads no name: a short one, a surname, a woman’s name in "-на"', () => {
    expect(isSlavicDerivedWord('Виктор', 'ru')).toBe(false);
    expect(isSlavicDerivedWord('Зеленский', 'ru', 'заявил')).toBe(false);
    expect(isSlavicDerivedWord('Катерина', 'uk', 'відкрила')).toBe(false);
    expect(isSlavicDerivedWord('Ганна', 'uk', 'відкрила')).toBe(false);
    expect(isSlavicDerivedWord('Karolina', 'pl', 'otworzyła')).toBe(false);
    expect(isSlavicDerivedWord('Регулятор', 'de')).toBe(false);
  });
});

describe('unsupportedClaims: a Slavic first word made a common word by its ending (h298)', () => {
  const rate = 'Банк России сохранил ключевую ставку на уровне 21%.';
  it('keeps "Регулятор сохранил", stops a surname opening the line', () => {
    expect(claims('Регулятор сохранил ставку на уровне 21%.', rate, 'ru')).toEqual([]);
    expect(claims('Набиуллина сохранила ставку на уровне 21%.', rate, 'ru')).not.toEqual([]);
  });
  const funds = 'Komisja Europejska zatwierdziła wypłatę 5,1 mld euro dla Polski.';
  it('keeps "Unijne pieniądze", stops a surname opening the line', () => {
    expect(claims('Unijne pieniądze dla Polski to 5,1 mld euro.', funds, 'pl')).toEqual([]);
    expect(claims('Kowalczyk zatwierdził dla Polski 5,1 mld euro.', funds, 'pl')).not.toEqual([]);
  });
  const cards = 'Для власників карток «Київ Цифровий» діятиме знижка 20%.';
  it('keeps "Користувачі", stops a surname opening the line', () => {
    expect(claims('Користувачі «Київ Цифрового» матимуть знижку 20%.', cards, 'uk')).toEqual([]);
    expect(claims('Коваленко матиме знижку 20% з «Київ Цифровим».', cards, 'uk')).not.toEqual([]);
  });
});

describe('isSlavicDerivedWord: surnames that are nouns or adjectives', () => {
  it('reads no "-ник" surname, no singular adjective, no count compound', () => {
    expect(isSlavicDerivedWord('Пасічник', 'uk')).toBe(false);
    expect(isSlavicDerivedWord('Залужний', 'uk', 'отримав')).toBe(false);
    expect(isSlavicDerivedWord('Всемирная', 'ru', 'организация')).toBe(false);
    expect(isSlavicDerivedWord('Семидневные', 'ru', 'забастовки')).toBe(false);
  });
});

describe('unsupportedClaims: a role swapped in the source’s frame stays stopped (h298)', () => {
  it('stops "Губернатор Петров" of "Мэр Иван Петров" though its ending is a common noun’s', () => {
    const text = 'Мэр Иван Петров открыл новую линию метро.';
    expect(claims('Губернатор Петров открыл новую линию метро.', text, 'ru')).not.toEqual([]);
  });
});
