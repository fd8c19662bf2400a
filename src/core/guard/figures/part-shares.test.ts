/**
 * A share in fraction words of a part of the whole its source's parts add to (part-shares.ts):
 * "tre quarti dei voti" of 24 votes to 8, the part named by its own word, the fraction within
 * three points. Every text here is synthetic, written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const BUDGET = 'Il Comune ha approvato il bilancio con 24 voti a favore e 8 contrari.';

describe('partShare: a fraction of a part in the sum of its parts', () => {
  it('keeps the share of the part the line names, and stops another fraction', () => {
    const three = 'Il bilancio è stato approvato con tre quarti dei voti.';
    expect(stopped(three, BUDGET, 'it')).toEqual([]);
    const two = 'Il bilancio è stato approvato con due terzi dei voti.';
    expect(stopped(two, BUDGET, 'it')).toEqual(['due']);
    const half = 'Il bilancio è stato approvato con la metà dei voti.';
    expect(stopped(half, BUDGET, 'it')).toEqual(['metà']);
  });

  it("reads English's fraction words, and the part's side", () => {
    const vote = 'The council passed the plan by 20 votes to 10.';
    expect(stopped('The plan passed with two thirds of the votes.', vote)).toEqual([]);
    const split = 'The motion carried with 45 in favour and 15 against.';
    expect(stopped('Three quarters of the votes were in favour.', split)).toEqual([]);
    expect(stopped('Four fifths of the votes were in favour.', split)).toEqual(['Four']);
    expect(stopped('Three quarters of the votes were against.', split)).toEqual([
      'Three',
      'Three quarters',
    ]);
  });

  it('reads a whole "of" marks, and a half of two equal parts', () => {
    const exam = 'Of 1,200 students, 960 passed.';
    expect(stopped('Four fifths of students passed.', exam)).toEqual([]);
    expect(stopped('Three quarters of students passed.', exam)).toEqual([
      'Three',
      'Three quarters',
    ]);
    const school = 'The school has 640 pupils, 480 of them in the junior years.';
    expect(stopped('Three quarters of the pupils are in the junior years.', school)).toEqual([]);
    expect(stopped('Two thirds of the pupils are in the junior years.', school)).toEqual([
      'Two',
      'Two thirds',
    ]);
    const tie = 'La propuesta salió adelante con 18 votos a favor y 18 en contra.';
    expect(stopped('La mitad de los votos fue a favor.', tie, 'es')).toEqual([]);
  });

  it('holds nothing where the line names no part, nor a bound on the wrong side', () => {
    const vote = 'The council passed the plan by 20 votes to 10.';
    expect(stopped('Two thirds of councillors backed the plan.', vote)).toEqual([
      'Two',
      'Two thirds',
    ]);
    expect(stopped('More than two thirds of the votes backed the plan.', vote)).toEqual(['two']);
  });
});

describe('any split of votes', () => {
  it('keeps three quarters of 3n to n, and stops two thirds of it', () => {
    fc.assert(
      // From four: a numerator the source writes as a count is its own figure, read by others.
      fc.property(fc.integer({ min: 4, max: 400 }), (n) => {
        const text = `Il Comune ha approvato il bilancio con ${3 * n} voti a favore e ${n} contrari.`;
        expect(stopped('Approvato con tre quarti dei voti.', text, 'it')).toEqual([]);
        expect(stopped('Approvato con due terzi dei voti.', text, 'it')).toEqual(['due']);
      }),
      { numRuns: 40 },
    );
  });
});
