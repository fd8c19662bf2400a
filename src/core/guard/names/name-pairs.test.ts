/** One half of a two-word name changed in a translation (name-pairs.ts, round twenty-four). */
import { describe, expect, it } from 'vitest';
import { changedNameHalves } from './name-pairs.ts';

const PRIZE = {
  text: 'Il premio le sarà consegnato dal presidente della Società, Marco Santini, il 20 ottobre a Bologna. Premio Enrico Fermi.',
  langs: ['it'],
};

describe('changedNameHalves', () => {
  it('finds the other surname given to the source’s first name', () => {
    expect(changedNameHalves('O prêmio será entregue por Marco Bellini.', PRIZE, 'pt')).toEqual([
      'Bellini',
    ]);
  });

  it('finds a half changed to a name the English list holds as a word, near the source’s', () => {
    const founders = {
      text: 'A empresa, fundada em 2020 por Ana Ribeiro e Pedro Lacerda, tem 1,5 milhão de clientes.',
      langs: ['pt'],
    };
    expect(changedNameHalves('It was founded by Paulo Lacerda.', founders, 'en')).toEqual([
      'Paulo',
    ]);
    expect(changedNameHalves('It was founded by Pedro Lacerda.', founders, 'en')).toEqual([]);
    const festival = {
      text: 'Le pianiste Étienne Marchal jouera le 14 juin.',
      langs: ['fr'],
    };
    expect(changedNameHalves('El pianista Étienne Marchand actuará.', festival, 'es')).toEqual([
      'Marchand',
    ]);
    expect(changedNameHalves('El pianista Étienne Marchal actuará.', festival, 'es')).toEqual([]);
  });

  it('keeps the source’s name, its accents, a case ending and a name’s English kind', () => {
    expect(changedNameHalves('O prêmio será entregue por Marco Santini.', PRIZE, 'pt')).toEqual([]);
    expect(changedNameHalves('Ela ganhou o Prêmio Enrico Fermi.', PRIZE, 'pt')).toEqual([]);
    const match = { text: 'A Fradi 3-1-re verte a Debrecent a Groupama Arénában.', langs: ['hu'] };
    expect(changedNameHalves('They won at the Groupama Arena.', match, 'en')).toEqual([]);
    const storm = { text: 'Itinaas ang Signal No. 2 dahil sa Bagyong Kristine.', langs: ['tl'] };
    expect(changedNameHalves('Signal No. 2 was raised for Storm Kristine.', storm, 'en')).toEqual(
      [],
    );
  });

  it('reads no pair in German, whose nouns are capitalised', () => {
    const german = {
      text: 'Die Firma Alpenlogik hat eine neue Chefin: Katrin Vogelsang.',
      langs: ['de'],
    };
    expect(changedNameHalves('La nouvelle patronne est Katrin Vogel.', german, 'fr')).toEqual([]);
  });
});
