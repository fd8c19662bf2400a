import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { questionerExchanges } from './questioner-exchanges.ts';

const CALL = [
  'CEO Rafael Duarte: Thanks. Two quick points before we take questions.',
  'Analyst (Jenna Kowalski, Barclays): Rafael, on pricing — are you planning further increases?',
  'Duarte: No broad increases. We took 4% in March. We’ll use promotions selectively.',
  'Analyst (Omar Siddiqui, Jefferies): Can you talk about private label competition?',
  'Duarte: Private label share in frozen is up about a point. We’re responding with smaller packs.',
].join('\n');

/** The firms the guard stops as another's questioner, for `line` of an English transcript. */
const moved = (line: string) => questionerExchanges(line, claimSource({ text: CALL, lang: 'en' }));

describe('an answer told to another firm’s questioner', () => {
  it.each([
    [
      'He ruled out broad increases, telling a Jefferies analyst promotions would be selective.',
      'Jefferies',
    ],
    [
      'A Barclays analyst asked about private label competition, which is answered with smaller packs.',
      'Barclays',
    ],
  ])('stops it: %s', (line, firm) => {
    expect(moved(line)).toEqual([firm]);
  });

  it.each([
    // The faithful twins: the firm whose exchange it was.
    'He ruled out broad increases, telling a Barclays analyst promotions would be selective.',
    'A Jefferies analyst asked about private label competition, which is answered with smaller packs.',
    // A line telling neither exchange: nothing to move it from.
    'A Jefferies analyst joined the call.',
    // The firm named, not as the questioner.
    'Barclays and Jefferies analysts asked about pricing and private label competition.',
  ])('keeps it: %s', (line) => {
    expect(moved(line)).toEqual([]);
  });

  it('stops the line as a name claim, in English only', () => {
    const line = 'He told a Jefferies analyst that promotions would be used selectively.';
    expect(
      unsupportedClaims(line, claimSource({ text: CALL, lang: 'en' }), 'normal'),
    ).toContainEqual({
      kind: 'name',
      text: 'Jefferies',
    });
    expect(questionerExchanges(line, { text: CALL, langs: ['fr'] })).toEqual([]);
  });
});
