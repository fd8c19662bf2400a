/**
 * A figure's own noun tells what it counts, not whose clause it stands in (round fifty-one): the
 * contract's "5 épocas" of "cinco temporadas" is kept though "época" is a word of the goals'
 * clause; a figure written with the rival's own noun, or in the rival's clause, is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const TRANSFER =
  'O jogador, de 21 anos, assina contrato válido por cinco temporadas, até junho de 2031. Ramalho marcou 19 golos em 41 jogos na última época.';

const figures = (line: string) =>
  unsupportedClaims(line, claimSource({ text: TRANSFER, lang: 'pt' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('unsupportedClaims: a figure’s noun is no word of another value’s clause', () => {
  it('keeps "por 5 épocas" of "por cinco temporadas"', () => {
    expect(figures('O avançado fica ligado ao Brighton por 5 épocas, até junho de 2031.')).toEqual(
      [],
    );
  });

  it('still stops the contract’s 5 told in the goals’ clause', () => {
    expect(figures('Na última época, Ramalho marcou 5 golos.')).toEqual(['5']);
  });

  it('still stops the goals’ 19 written with the contract’s own noun', () => {
    expect(figures('O avançado fica ligado ao Brighton por 19 temporadas.')).toEqual(['19']);
  });
});
