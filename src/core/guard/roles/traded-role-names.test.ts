/**
 * Two of the post's names traded between the words that give each its part (traded-role-names.ts).
 * Every text here is synthetic.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map((claim) => claim.text);

const RODADA =
  'A fintech Nuvia anunciou uma rodada de US$ 85 milhões, liderada pelo fundo Kaszek com participação da Valor Capital. A empresa tem 1,2 milhão de clientes.';
const TEAM = 'The review is led by Tom Berg, with Ana Ruiz as his deputy. It reports in March.';
const PROGETTO =
  'Il progetto è guidato da Paolo Neri, con la collaborazione di Sara Conti. Durerà due anni.';
const OBRA = 'La obra está dirigida por Marta Gil y producida por Luis Peña. Se estrena en mayo.';

describe('two names whose parts the line trades', () => {
  it.each([
    [
      'A rodada de US$ 85 milhões foi liderada pela Valor Capital, com participação da Kaszek.',
      RODADA,
      'pt',
      'Valor Capital',
    ],
    [
      'Il progetto è guidato da Sara Conti, con la collaborazione di Paolo Neri.',
      PROGETTO,
      'it',
      'Sara Conti',
    ],
    ['La obra está dirigida por Luis Peña y producida por Marta Gil.', OBRA, 'es', 'Luis Peña'],
  ])('stops it: %#', (line, text, lang, name) => {
    expect(stopped(line, text, lang)).toContain(name);
  });
});

describe('the parts kept, reworded, or one name alone', () => {
  it.each([
    ['A Nuvia captou US$ 85 milhões numa rodada liderada pela Kaszek.', RODADA, 'pt'],
    ['A Kaszek liderou a rodada, com participação da Valor Capital.', RODADA, 'pt'],
    ['Tom Berg leads the review; Ana Ruiz is his deputy.', TEAM, 'en'],
    ['The review, led by Tom Berg, reports in March.', TEAM, 'en'],
    ['Paolo Neri guida il progetto con la collaborazione di Sara Conti.', PROGETTO, 'it'],
    ['Marta Gil dirige la obra, que produce Luis Peña.', OBRA, 'es'],
  ])('keeps it: %#', (line, text, lang) => {
    expect(stopped(line, text, lang)).toEqual([]);
  });
});
