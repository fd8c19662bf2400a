/**
 * A figure kept with its own name where the source wrote its noun once (own-name-ties.ts). Every
 * text here is synthetic.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const BYGGE = 'Kommunen bygger 300 lägenheter i Uppsala och 120 i Västerås.';
const SHKOLY = 'В Новосибирске открыли 3 школы, в Омске — 2.';
const CASAS = 'A prefeitura entregou 300 casas em Campinas e 150 em Santos.';
const RAISED = 'The charity raised $5,000 in Leeds and $3,000 in York.';

describe('each figure with its own place, the pairs reordered', () => {
  it.each([
    ['120 lägenheter byggs i Västerås och 300 i Uppsala.', BYGGE, 'sv'],
    ['В Омске открыли 2 школы, в Новосибирске — 3.', SHKOLY, 'ru'],
    ['A prefeitura entregou 150 casas em Santos e 300 em Campinas.', CASAS, 'pt'],
    ['$3,000 was raised in York and $5,000 in Leeds.', RAISED, 'en'],
  ])('keeps it: %#', (line, text, lang) => {
    expect(figures(line, text, lang)).toEqual([]);
  });
});

describe('two figures traded between their places', () => {
  it.each([
    ['120 lägenheter byggs i Uppsala och 300 i Västerås.', BYGGE, 'sv'],
    ['В Новосибирске открыли 2 школы, в Омске — 3.', SHKOLY, 'ru'],
    ['A prefeitura entregou 150 casas em Campinas e 300 em Santos.', CASAS, 'pt'],
    ['$3,000 was raised in Leeds and $5,000 in York.', RAISED, 'en'],
  ])('stops it: %#', (line, text, lang) => {
    expect(figures(line, text, lang).length).toBeGreaterThan(0);
  });
});

describe('any two places and two counts', () => {
  const places = ['Leeds', 'York', 'Bristol', 'Derby', 'Exeter'];
  it('keeps each count with its place, and stops the counts traded', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...places), { minLength: 2, maxLength: 2 }),
        fc.uniqueArray(fc.integer({ min: 2, max: 900 }), { minLength: 2, maxLength: 2 }),
        ([a, b], [x, y]) => {
          const text = `The council opened ${x} shelters in ${a} and ${y} in ${b}.`;
          expect(
            figures(`The council opened ${y} shelters in ${b} and ${x} in ${a}.`, text, 'en'),
          ).toEqual([]);
          expect(
            figures(`The council opened ${y} shelters in ${a} and ${x} in ${b}.`, text, 'en')
              .length,
          ).toBeGreaterThan(0);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('a first word that is the first pair’s name (h282)', () => {
  it('keeps the pairs reordered, the name opening the sentence', () => {
    expect(
      figures('Luca ha segnato 1 gol e Marco 2.', 'Marco ha segnato 2 gol e Luca 1.', 'it'),
    ).toEqual([]);
  });

  it('stops the figures traded between the names', () => {
    expect(
      figures('Luca ha segnato 2 gol e Marco 1.', 'Marco ha segnato 2 gol e Luca 1.', 'it'),
    ).not.toEqual([]);
  });
});
