import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { asUsualClaims } from './as-usual-claims.ts';

const BINS =
  'Bin collections move a day later next week because of the bank holiday. Garden waste collections are suspended for the week. Henwood recycling centre is open as normal, 8am-6pm.';
const FERRY = 'Le ferry entre Nice et Bastia est annulé mercredi à cause de la tempête.';
const stopped = (text: string, lang: string, line: string) =>
  asUsualClaims(line, claimSource({ text, lang }));

describe('a thing the post says is suspended, said to go on as usual', () => {
  it.each([
    ['en', BINS, 'Garden waste collections will go ahead as normal next week.'],
    ['fr', FERRY, 'Le ferry entre Nice et Bastia circule comme prévu mercredi.'],
  ])('stops a %s line', (lang, text, line) => {
    expect(stopped(text, lang, line)).toHaveLength(1);
  });

  it.each([
    // What the post says is as normal.
    ['en', BINS, 'Henwood recycling centre opens as normal, 8am to 6pm.'],
    // The stop kept, with a negation or the post's word.
    ['en', BINS, "Garden waste won't be collected as usual next week."],
    ['en', BINS, 'Garden waste collections are suspended next week as planned.'],
    ['fr', FERRY, "Le ferry entre Nice et Bastia ne circule pas comme d'habitude mercredi."],
  ])('keeps a faithful %s line', (lang, text, line) => {
    expect(stopped(text, lang, line)).toEqual([]);
  });
});
