/**
 * A Romance verb's participle opening a sentence where the source has another (blind round
 * fifty-three): "Criada em 2021" of "Fundada em 2021" is kept; a name put there is stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { isCommonParticiple } from './romance-participles.ts';

const ROUND =
  'A fintech Nuvia anunciou nesta terça uma rodada de US$ 85 milhões. Fundada em 2021 por Camila Rezende e Otávio Brandão, a empresa tem 1,2 milhão de clientes.';

const names = (line: string) =>
  unsupportedClaims(line, claimSource({ text: ROUND, lang: 'pt' }), 'normal')
    .filter((claim) => claim.kind === 'name')
    .map((claim) => claim.text);

describe('unsupportedClaims: a participle opening a sentence', () => {
  it('keeps another verb’s participle in the source’s frame', () => {
    expect(
      names(
        'Criada em 2021 por Camila Rezende e Otávio Brandão, a Nuvia tem 1,2 milhão de clientes.',
      ),
    ).toEqual([]);
  });

  it('stops a name put in that place', () => {
    expect(
      names(
        'Almada em 2021 por Camila Rezende e Otávio Brandão, a Nuvia tem 1,2 milhão de clientes.',
      ),
    ).toEqual(['Almada']);
  });
});

describe('isCommonParticiple', () => {
  it('reads a common verb’s participle in each language', () => {
    expect(isCommonParticiple('Criada', ['pt'])).toBe(true);
    expect(isCommonParticiple('Creada', ['es'])).toBe(true);
    expect(isCommonParticiple('Creata', ['it'])).toBe(true);
    expect(isCommonParticiple('Créée', ['fr'])).toBe(true);
  });
  it('reads no name that ends as a participle does', () => {
    expect(isCommonParticiple('Almada', ['pt'])).toBe(false);
    expect(isCommonParticiple('Machado', ['pt'])).toBe(false);
    expect(isCommonParticiple('Granada', ['es'])).toBe(false);
    expect(isCommonParticiple('Criada', ['de'])).toBe(false);
  });
});
