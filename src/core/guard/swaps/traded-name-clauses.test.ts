/**
 * Two names traded between a sentence's clauses (traded-name-clauses.ts), read through the guard:
 * each in the clause the source gives the other. A clause reworded, one name alone, each in its
 * place, and a translation are kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { tradedNameClauses } from './traded-name-clauses.ts';

const names = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

const ROUTES =
  'Moto mkubwa unaendelea kuwaka katika msitu wa Mlima Kilimanjaro. Njia ya Marangu imefungwa hadi Desemba 10, lakini njia ya Machame iko wazi.';
const PRIZES =
  "Den danske pris gik til Sofie Lunds 'Havnen', og publikumsprisen gik til 'Sidste tog fra Narvik' af Ida Holm. Festivalen solgte 132.000 billetter.";

describe('tradedNameClauses: two names each in the clause of the other', () => {
  it('stops an open route and a closed one traded', () => {
    expect(
      names(
        'Njia ya Machame imefungwa hadi Desemba 10, lakini njia ya Marangu iko wazi.',
        ROUTES,
        'sw',
      ),
    ).toEqual(['machame', 'marangu']);
  });

  it('stops two quoted titles given each other’s prize', () => {
    expect(
      names(
        "Den danske pris gik til 'Sidste tog fra Narvik', og publikumsprisen gik til 'Havnen'.",
        PRIZES,
        'da',
      ),
    ).toEqual(['sidste tog fra narvik', 'havnen']);
  });

  it('keeps each name in its place, a clause reworded, and one name alone', () => {
    expect(
      names(
        'Njia ya Marangu imefungwa mpaka tarehe 10 Desemba; Machame bado iko wazi.',
        ROUTES,
        'sw',
      ),
    ).toEqual([]);
    expect(
      names(
        "Publikum valgte Ida Holms 'Sidste tog fra Narvik', mens den danske pris gik til Sofie Lunds 'Havnen'.",
        PRIZES,
        'da',
      ),
    ).toEqual([]);
    // One name alone is no trade here (another reader stops this one: Machame is open).
    const sw = { text: ROUTES, langs: ['sw'] };
    expect(tradedNameClauses('Njia ya Machame imefungwa hadi Desemba 10.', sw)).toEqual([]);
  });

  it('reads no translation', () => {
    expect(
      tradedNameClauses(
        'Njia ya Machame imefungwa hadi Desemba 10, lakini njia ya Marangu iko wazi.',
        {
          text: ROUTES,
          langs: ['sw'],
          translated: true,
        },
      ),
    ).toEqual([]);
  });
});
