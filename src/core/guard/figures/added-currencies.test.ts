/**
 * A scaled sum added to a priced one, its currency written once (round fifty-one): the line that
 * writes both sums in that currency is kept; another sum, or another currency, is still stopped.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const TRANSFER =
  'O Sporting anunciou a venda de Tiago Ramalho ao Brighton por 38 milhões de euros, mais 7 milhões por objetivos. O jogador marcou 19 golos e 7 assistências.';

const figures = (line: string) =>
  unsupportedClaims(line, claimSource({ text: TRANSFER, lang: 'pt' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

describe('unsupportedClaims: a sum added to a priced one takes its currency', () => {
  it('keeps "mais 7 M€" of "38 milhões de euros, mais 7 milhões"', () => {
    expect(
      figures('Ramalho troca o Sporting pelo Brighton por 38 M€, mais 7 M€ em objetivos.'),
    ).toEqual([]);
  });

  it('still stops another added sum, and the sum in another currency', () => {
    expect(
      figures('Ramalho troca o Sporting pelo Brighton por 38 M€, mais 9 M€ em objetivos.'),
    ).toEqual(['9 M€']);
    expect(figures('Ramalho vai para o Brighton por 38 M$, mais 7 M$ em objetivos.')).toContain(
      '7 M$',
    );
  });

  it('gives no currency to a small count after "e" ("7 assistências" is no 7 €)', () => {
    expect(figures('O jogador marcou 19 golos e fez 7 € em assistências.')).toEqual(['7 €']);
  });
});
