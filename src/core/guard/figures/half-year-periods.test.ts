/**
 * A year's first or second half told in a half's word (half-year-periods.ts): the source's
 * semester kept, the other half and a half that is a share still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const PT = 'A empresa espera recuperar as vendas no segundo semestre.';
const PT_YEAR = 'As vendas devem crescer no 2º semestre de 2025.';
const ES = 'La empresa espera recuperar las ventas en el segundo semestre.';
const FR = "L'entreprise prévoit une reprise des ventes au second semestre.";
const RU = 'Компания ожидает восстановления продаж во втором полугодии.';
const PL = 'Firma spodziewa się odbicia sprzedaży w drugim półroczu.';
const EN = 'The company expects sales to recover in H2.';

describe('withoutHeldHalfYears', () => {
  it('keeps the source’s half-year said as a half of the year', () => {
    expect(claims('A empresa espera vendas maiores na segunda metade do ano.', PT, 'pt')).toEqual(
      [],
    );
    expect(claims('As vendas devem crescer na segunda metade de 2025.', PT_YEAR, 'pt')).toEqual([]);
    expect(claims('La empresa espera ventas en la segunda mitad del año.', ES, 'es')).toEqual([]);
    expect(
      claims("L'entreprise prévoit une reprise dans la seconde moitié de l'année.", FR, 'fr'),
    ).toEqual([]);
    expect(claims('Компания ожидает роста продаж во второй половине года.', RU, 'ru')).toEqual([]);
    expect(claims('Firma spodziewa się odbicia w drugiej połowie roku.', PL, 'pl')).toEqual([]);
    expect(
      claims('The company expects a recovery in the second half of the year.', EN, 'en'),
    ).toEqual([]);
  });

  it('stops the other half, another year, and a half that is a share', () => {
    expect(claims('A empresa espera vendas maiores na primeira metade do ano.', PT, 'pt')).toEqual([
      'primeira metade',
    ]);
    expect(claims('Компания ожидает роста продаж в первой половине года.', RU, 'ru')).toEqual([
      'первой половине',
    ]);
    expect(claims('As vendas devem crescer na segunda metade de 2026.', PT_YEAR, 'pt')).toContain(
      '2026',
    );
    expect(
      claims('A empresa espera recuperar metade das vendas no segundo semestre.', PT, 'pt'),
    ).toEqual(['metade']);
    expect(claims('The company expects half of sales to recover in H2.', EN, 'en')).not.toEqual([]);
    // "1h" is an hour, no first half: the line's first half stays the figure it was.
    expect(
      claims('Sales rose in the first half of the year.', 'Sales rose 3% in 1h of trading.', 'en'),
    ).not.toEqual([]);
  });
});
