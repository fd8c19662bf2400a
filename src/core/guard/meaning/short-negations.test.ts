import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { shortNegationClaims } from './short-negations.ts';

/** The clauses the guard stops as a short negated clause said without its negation. */
const dropped = (text: string, line: string, lineLang?: string) =>
  shortNegationClaims(line, claimSource({ text, lang: 'en', ...(lineLang ? { lineLang } : {}) }));

const OFFER =
  'You will also be eligible for an annual bonus of up to 8 percent of salary, depending on company and individual performance; the bonus is not guaranteed. The role is based in Bristol.';

describe('a short negated clause said without its negation', () => {
  it.each([
    [OFFER, 'He gets a bonus of up to 8% that is guaranteed.'],
    [OFFER, 'The bonus of up to 8% of salary is guaranteed.'],
    [
      'Bookings open on Monday at 9 a.m., and after that date, tickets are not refundable.',
      'Tickets are refundable after Monday.',
    ],
    [
      'The rooms were repainted in March; the lift was not repaired, the landlord said.',
      'The landlord repainted the rooms and the lift was repaired.',
    ],
  ])('stops it: %s / %s', (text, line) => {
    expect(dropped(text, line)).toHaveLength(1);
  });

  it.each([
    // The faithful twin keeps the negation, in a negation word or a clitic.
    [OFFER, 'He gets a bonus of up to 8% that is not guaranteed.'],
    [OFFER, "A bonus of up to 8% is possible, but it isn't guaranteed."],
    // A word after the negation missing from the line: another predicate, no flip read.
    [
      'Prices are not expected to rise before the summer, the agency said.',
      'Prices are expected to stay flat before the summer.',
    ],
    // The words in the other order: the line's subject is another.
    [OFFER, 'A guaranteed salary comes with a bonus of up to 8%.'],
    // A source's clause with more before its negation is negation-claims.ts's to read.
    [
      'Company and individual performance bonus is not guaranteed.',
      'The performance bonus is guaranteed.',
    ],
  ])('keeps it: %s / %s', (text, line) => {
    expect(dropped(text, line)).toEqual([]);
  });

  it('reads no translation, whose words are not the source', () => {
    expect(dropped(OFFER, 'The bonus is guaranteed.', 'fr')).toEqual([]);
  });

  it('is a negation claim of the whole guard', () => {
    const source = claimSource({ text: OFFER });
    expect(unsupportedClaims('The bonus is guaranteed.', source, 'normal')).toEqual([
      { kind: 'negation', text: 'The bonus is guaranteed' },
    ]);
    expect(unsupportedClaims('The bonus is not guaranteed.', source, 'normal')).toEqual([]);
  });
});
