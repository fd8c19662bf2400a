import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { widenedGroups } from './widened-groups.ts';

const stopped = (text: string, lang: string, line: string) =>
  widenedGroups(line, claimSource({ text, lang }));

const SWIETLICA =
  'Świetlica będzie czynna od 7 do 16 dla dzieci, których rodzice nie mogą zapewnić opieki. Obiady nie będą wydawane.';
const CLINIC =
  'The walk-in clinic on Mill Road is open on Saturdays to patients who are registered with a GP.';
const MUSEE = "L'entrée du musée est gratuite le dimanche pour les enfants de moins de 12 ans.";

describe('a group the post limits, said of all of it', () => {
  it.each([
    ['pl', SWIETLICA, 'Świetlica będzie czynna od 7 do 16 dla wszystkich dzieci.'],
    ['en', CLINIC, 'The Mill Road walk-in clinic is open on Saturdays to all patients.'],
    [
      'fr',
      MUSEE.replace('de moins de', 'sans'),
      "L'entrée du musée est gratuite le dimanche pour tous les enfants.",
    ],
  ])('stops a %s line', (lang, text, line) => {
    expect(stopped(text, lang, line)).toHaveLength(1);
  });

  it.each([
    // The limit kept, in the post's words or others.
    [
      'pl',
      SWIETLICA,
      'Świetlica działa od 7:00 do 16:00 dla dzieci, którymi rodzice nie mogą się zająć.',
    ],
    ['en', CLINIC, 'All patients registered with a GP can use the Mill Road clinic on Saturdays.'],
    [
      'en',
      CLINIC,
      'The Mill Road clinic is open on Saturdays to all patients who are registered with a GP.',
    ],
    // An English comma sets off a description, not a limit.
    [
      'en',
      'Tickets for the Mill Road gala, which cost £10, go on sale on Saturday.',
      'All tickets for the Mill Road gala go on sale on Saturday.',
    ],
    // The post says "all" of the group itself.
    [
      'en',
      `${CLINIC} All patients can book online.`,
      'The clinic on Mill Road is open on Saturdays to all patients.',
    ],
  ])('keeps a faithful %s line', (lang, text, line) => {
    expect(stopped(text, lang, line)).toEqual([]);
  });
});
