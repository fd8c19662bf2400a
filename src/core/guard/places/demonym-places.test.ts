/**
 * A place the source names only by its people's word (blind round fifty-three): the line's "São
 * Paulo" of the source's "paulistana" is the same city; another city in that frame is new.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isSourcePeoplePlace } from './demonym-places.ts';

const ROUND =
  'A fintech paulistana Nuvia anunciou nesta terça uma rodada Série B de US$ 85 milhões, liderada pelo fundo Kaszek. Fundada em 2021, a empresa oferece crédito a pequenos lojistas.';
const FESTIVAL =
  'Il festival napoletano Ethnos torna dal 4 al 14 settembre con 40 concerti a Villa Pignatelli.';

const names = (text: string, lang: string, line: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unsupportedClaims: a place of the source’s people-word', () => {
  it('keeps the city whose people’s word the source writes, every word of its name', () => {
    expect(
      names(
        ROUND,
        'pt',
        'A Nuvia, fintech de São Paulo, captou US$ 85 milhões liderada pela Kaszek.',
      ),
    ).toEqual([]);
    expect(
      names(FESTIVAL, 'it', 'Ethnos, festival di Napoli, torna il 4 settembre a Villa Pignatelli.'),
    ).toEqual([]);
  });

  it('stops a city the source has no word of', () => {
    expect(
      names(
        ROUND,
        'pt',
        'A Nuvia, fintech do Rio de Janeiro, captou US$ 85 milhões liderada pela Kaszek.',
      ),
    ).toContain('Rio');
    expect(
      names(FESTIVAL, 'it', 'Ethnos, festival di Torino, torna il 4 settembre a Villa Pignatelli.'),
    ).toEqual(['Torino']);
  });
});

describe('isSourcePeoplePlace', () => {
  const words = new Set(['fintech', 'paulistana', 'napoletano', 'costa']);
  it('reads the name whose stem and a people’s ending make a source word', () => {
    expect(isSourcePeoplePlace('Paulo', 'em São Paulo hoje', words)).toBe(true);
    expect(isSourcePeoplePlace('São', 'em São Paulo hoje', words)).toBe(true);
    expect(isSourcePeoplePlace('Napoli', 'a Napoli ieri', words)).toBe(true);
  });
  it('reads no name whose stem the source has only as itself or another word', () => {
    expect(isSourcePeoplePlace('Costa', 'na Costa Rica', words)).toBe(false);
    expect(isSourcePeoplePlace('Santos', 'em Santos hoje', words)).toBe(false);
  });
});
