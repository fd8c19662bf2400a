/**
 * The text as the guard compares it (claim-text.ts). Round eighteen: a Portuguese shop's "a partir
 * de 1º de julho" was folded by NFKC to "1o de julho", no day of July, and its English card's "From
 * July 1" was asked again.
 */
import { describe, expect, it } from 'vitest';
import { normaliseForClaims } from './claim-text.ts';
import { claimSource, unsupportedClaims } from './index.ts';

const SHOP =
  'Novo horário a partir de 1º de julho: de segunda a sexta, das 9h às 19h. Fechamos aos domingos.';

const stopped = (line: string, text: string, lang: string, lineLang: string) =>
  unsupportedClaims(line, claimSource({ text, names: [], lang, lineLang }), 'normal').map(
    (claim) => claim.text,
  );

describe('normaliseForClaims', () => {
  it('keeps an ordinal’s mark after its digits, and folds the rest as NFKC does', () => {
    expect(normaliseForClaims('a partir de 1º de julho, 2ª feira')).toBe(
      'a partir de 1º de julho, 2ª feira',
    );
    expect(normaliseForClaims('１２３ ｋｍ, n.º 5')).toBe('123 km, n.o 5');
  });

  it('reads an ordinal written with a full stop before its mark ("58.º", "9.ª") as that place', () => {
    const club =
      'Tom Reid ran 2:29:40 to finish 58th overall out of 27,000, and Emma Clarke was 9th in her age group.';
    expect(stopped('Tom Reid terminó 58.º de 27.000 corredores.', club, 'en', 'es')).toEqual([]);
    expect(stopped('Emma Clarke foi a 9.ª do seu escalão.', club, 'en', 'pt')).toEqual([]);
    expect(stopped('Emma Clarke fue 8.ª en su categoría.', club, 'en', 'es')).toEqual(['8ª']);
    const race = 'Tom Reid terminó 58.º de 27.000 corredores.';
    expect(stopped('Tom Reid finished 58th of 27,000.', race, 'es', 'en')).toEqual([]);
    expect(stopped('Tom Reid finished 57th of 27,000.', race, 'es', 'en')).toEqual(['57th']);
  });

  it('reads the numero sign as no word: "№11" numbers the tram, it names no one', () => {
    const tram = 'У Львові відкривається новий трамвайний маршрут №11 від вулиці Шевченка.';
    expect(stopped('Новий трамвай №11 їздитиме від вулиці Шевченка.', tram, 'uk', 'uk')).toEqual(
      [],
    );
    expect(stopped('Новий трамвай №12 їздитиме від вулиці Шевченка.', tram, 'uk', 'uk')).toEqual([
      '12',
    ]);
  });

  it('reads a range written with the figure dash (Estonian "30‒50 cm") as a range', () => {
    const shop = 'Riiulid on 30‒50 cm laiad ja maksavad 5‒8 €.';
    expect(
      stopped('Riiulid on 30–50 sentimeetrit laiad ja maksavad 5–8 eurot.', shop, 'et', 'et'),
    ).toEqual([]);
    expect(stopped('The shelves are 30–50 cm wide and cost €5–8.', shop, 'et', 'en')).toEqual([]);
    expect(stopped('Riiulid on 20‒50 sentimeetrit laiad.', shop, 'et', 'et')).not.toEqual([]);
    expect(stopped('The shelves are 30–60 cm wide.', shop, 'et', 'en')).not.toEqual([]);
  });

  it('reads Swiss grouping with the typographic apostrophe ("12’500") as the ASCII one', () => {
    const city = 'Die Stadt zählte 12’500 Besucher, das Budget betrug CHF 1’250’000.';
    expect(stopped('12.500 Besucher kamen.', city, 'de', 'de')).toEqual([]);
    expect(stopped('Das Budget: 1,25 Mio. Franken.', city, 'de', 'de')).toEqual([]);
    expect(stopped('13.500 Besucher kamen.', city, 'de', 'de')).toEqual(['13.500']);
    expect(normaliseForClaims('Er ist 5’10” groß, 12’500')).toBe("Er ist 5’10” groß, 12'500");
  });

  it('reads a day written as an ordinal before its month as that day', () => {
    expect(stopped('From July 1, the shop opens from 9am to 7pm.', SHOP, 'pt', 'en')).toEqual([]);
    expect(stopped('A partir de 1 de julho, abrimos às 9h.', SHOP, 'pt', 'pt')).toEqual([]);
    expect(stopped('From July 2, the shop opens from 9am to 7pm.', SHOP, 'pt', 'en')).toEqual([
      '2',
    ]);
  });
});

describe('a Chinese percentage written before its number (round twenty-two)', () => {
  const results = '星河科技第三季度营收82.6亿元,同比增长15%;研发投入占营收的14.5%。';
  const claimsIn = (line: string) =>
    unsupportedClaims(line, claimSource({ text: results, lang: 'zh' }), 'normal').map(
      (claim) => claim.text,
    );

  it('reads "百分之十五" and "百分之14.5" as 15% and 14.5%', () => {
    expect(normaliseForClaims('同比增长百分之十五')).toBe('同比增长十五%');
    expect(claimsIn('营收同比增长百分之十五。')).toEqual([]);
    expect(claimsIn('研发投入占营收的百分之14.5。')).toEqual([]);
  });

  it('stops another share so written', () => {
    expect(claimsIn('营收同比增长百分之二十五。')).toEqual(['二十五%']);
  });
});
