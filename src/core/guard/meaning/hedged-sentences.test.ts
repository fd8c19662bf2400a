import { describe, expect, it } from 'vitest';
import { claimSource } from '../index.ts';
import { hedgedSentenceClaims } from './hedged-sentences.ts';

const NOTICE =
  'A measles case has been confirmed at the Royal Infirmary. Anyone who was in the A&E waiting area on 3 March between 2pm and 6pm may have been exposed. The risk to the public is low.';
const stopped = (line: string, text = NOTICE) =>
  hedgedSentenceClaims(line, claimSource({ text, lang: 'en' }));

describe("a possibility stated as a fact, read by the post's sentence", () => {
  it('stops the exposure stated where the notice says people may have been exposed', () => {
    expect(
      stopped('Everyone in the A&E waiting area on 3 March between 2pm and 6pm has been exposed.'),
    ).toEqual(['exposed']);
    expect(stopped('People who sat in the A&E waiting area on 3 March were exposed.')).toHaveLength(
      1,
    );
  });

  it.each([
    // The hedge kept, in the post's word or another.
    'People in the A&E waiting area between 2pm and 6pm on 3 March might have been exposed.',
    'Anyone in the A&E waiting area on 3 March could have been exposed to measles.',
    // Another sentence's claim, stated as the post states it.
    'A measles case has been confirmed at the Royal Infirmary.',
  ])('keeps "%s"', (line) => {
    expect(stopped(line)).toEqual([]);
  });

  it('keeps the statement where the post also states the word plainly', () => {
    const stated = `${NOTICE} Two nurses were exposed on the ward.`;
    expect(
      stopped('Everyone in the A&E waiting area on 3 March has been exposed.', stated),
    ).toEqual([]);
  });

  it("keeps a long line that takes a few words of a long sentence's hedge for another claim", () => {
    const minutes =
      'Residents asked whether homeowners would have to pay for the line on their property; the administrator said the village would cover the full cost for owners who sign an access agreement by December 31.';
    expect(
      stopped(
        'The village will pay the whole cost for owners who sign an access agreement by the end of the year, and staff will bring a proposal in March.',
        minutes,
      ),
    ).toEqual([]);
  });
});
