/**
 * A percentage as a share in words (share-phrases.ts, round twenty-nine): "twee op de vijf" of 40
 * procent and "moins de la moitié" of 40 % were stopped for their numbers and their half.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const own = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const HOUSING = 'De raad stemde in met 1.200 woningen, waarvan 40 procent sociale huur.';
const POLL = 'In the poll, 34% of voters said they trust the council, and 62% want a new mayor.';
const STRIKE = 'Grève : 40 % des TER circuleront en Auvergne-Rhône-Alpes, et 62 % des TGV.';

describe('unsupportedClaims: a share in numbers of a percentage', () => {
  it('keeps two in five of 40%, one in three of 34%, in several languages', () => {
    expect(own('1200 woningen, twee op de vijf in de sociale huur.', HOUSING, 'nl')).toEqual([]);
    expect(own('One in three voters trusts the council.', POLL, 'en')).toEqual([]);
    expect(own('Only 1 out of 3 voters trusts the council.', POLL, 'en')).toEqual([]);
    expect(own('Deux TER sur cinq circuleront.', STRIKE, 'fr')).toEqual([]);
  });

  it('stops a share the source has no percentage near', () => {
    expect(own('1200 woningen, een op de vier in de sociale huur.', HOUSING, 'nl')).toEqual([
      'vier',
    ]);
    expect(own('One in four voters trusts the council.', POLL, 'en')).toEqual(['four']);
    expect(own('Two in five voters trust the council.', POLL, 'en')).toEqual(['Two', 'five']);
  });
});

describe('unsupportedClaims: less or more than half of a percentage', () => {
  it('keeps less than half of 40%, more than half of 62%, as "less than 50%" says it', () => {
    expect(
      own('En Auvergne-Rhône-Alpes, moins de la moitié des TER rouleront.', STRIKE, 'fr'),
    ).toEqual([]);
    expect(own('Plus de la moitié des TGV rouleront.', STRIKE, 'fr')).toEqual([]);
    expect(own('More than half of voters want a new mayor.', POLL, 'en')).toEqual([]);
    expect(own('Less than half of voters trust the council.', POLL, 'en')).toEqual([]);
    expect(own('Menos del 50% de los votantes confía en el consejo.', POLL, 'es')).toEqual([]);
  });

  it('stops the side the source does not hold, and a bare half', () => {
    const low = 'Only 40% of the trains will run on Tuesday.';
    expect(own('More than half of the trains will run on Tuesday.', low, 'en')).toEqual(['half']);
    expect(own('Half of the trains will run on Tuesday.', low, 'en')).toEqual(['Half']);
    const few = 'Only 12% of the trains will run on Tuesday.';
    expect(own('Less than half of the trains will run on Tuesday.', few, 'en')).toEqual(['half']);
  });
});
