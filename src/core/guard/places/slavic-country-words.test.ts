import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { slavicCountryCodes } from './slavic-country-words.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

describe('slavicCountryCodes', () => {
  it('reads a country by its language’s adjective, its name’s and its English name’s stem', () => {
    expect([...slavicCountryCodes('немецкие', 'ru')]).toContain('DE');
    expect([...slavicCountryCodes('российских', 'ru')]).toContain('RU');
    expect([...slavicCountryCodes('американские', 'ru')]).toContain('US');
    expect([...slavicCountryCodes('британський', 'uk')]).toContain('GB');
    expect([...slavicCountryCodes('turecký', 'cs')]).toContain('TR');
    expect([...slavicCountryCodes('българската', 'bg')]).toContain('BG');
  });
  it('reads its people’s word and its name in another case', () => {
    expect([...slavicCountryCodes('немцев', 'ru')]).toContain('DE');
    expect([...slavicCountryCodes('niemców', 'pl')]).toContain('DE');
    expect([...slavicCountryCodes('nijemaca', 'hr')]).toContain('DE');
    expect([...slavicCountryCodes('турции', 'ru')]).toContain('TR');
  });
  it('reads no country in a common word', () => {
    expect(slavicCountryCodes('городские', 'ru').size).toBe(0);
    expect(slavicCountryCodes('месяцев', 'ru').size).toBe(0);
    expect(slavicCountryCodes('того', 'ru').size).toBe(0);
    expect(slavicCountryCodes('miejskie', 'pl').size).toBe(0);
  });
});

describe('unsupportedClaims: a country a Slavic source names by its adjective or people (h298)', () => {
  const tourists =
    'Hrvatska turistička zajednica: u srpnju je najviše bilo Nijemaca, Slovenaca i Austrijanaca.';
  it('keeps "iz Njemačke" of "Nijemaca", stops "iz Italije"', () => {
    expect(claims('Najviše gostiju došlo je iz Njemačke i Slovenije.', tourists, 'hr')).toEqual([]);
    expect(claims('Najviše gostiju došlo je iz Italije i Slovenije.', tourists, 'hr')).not.toEqual(
      [],
    );
  });
  const steel = 'Немецкие власти ввели новые пошлины на сталь из Китая.';
  it('keeps "власти Германии" of "немецкие власти", stops "власти Австрии"', () => {
    expect(claims('Власти Германии ввели пошлины на китайскую сталь.', steel, 'ru')).toEqual([]);
    expect(claims('Власти Австрии ввели пошлины на китайскую сталь.', steel, 'ru')).not.toEqual([]);
  });
  const tariffs = 'Американские власти ввели новые пошлины на сталь.';
  it('keeps "США" of "американские", stops "ЕС" and "КНР"', () => {
    expect(claims('Власти США ввели пошлины на сталь.', tariffs, 'ru')).toEqual([]);
    expect(claims('Власти КНР ввели пошлины на сталь.', tariffs, 'ru')).not.toEqual([]);
  });
  const euro =
    'Българската народна банка обяви, че от 1 януари 2026 г. левът ще бъде заменен с еврото.';
  it('keeps "България" of "Българската", stops "Румъния"', () => {
    expect(claims('От 1 януари 2026 г. България минава към еврото.', euro, 'bg')).toEqual([]);
    expect(claims('От 1 януари 2026 г. Румъния минава към еврото.', euro, 'bg')).not.toEqual([]);
  });
  const duties = 'Rząd Turcji wprowadził nowe cła na stal.';
  it('keeps "Turecki rząd" of "Rząd Turcji", stops "Grecki rząd"', () => {
    expect(claims('Turecki rząd wprowadził cła na stal.', duties, 'pl')).toEqual([]);
    expect(claims('Grecki rząd wprowadził cła na stal.', duties, 'pl')).not.toEqual([]);
  });
});
