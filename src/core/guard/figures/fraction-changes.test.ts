/**
 * A change by a fraction in words bound to what changed (fraction-changes.ts): "cut waiting times
 * by half" where the source's waiting times fell by 34% and its "halved" is said of fees. The
 * source's share in other words, a word it changes by no share, and a rate's "quarter point" are
 * kept; a verb that cuts ("eliminated", "halved") is read so too (a share the source holds nowhere is the readers of shares', rounded-figures.ts). Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const CLINIC =
  'The new booking system reduced waiting times by 34% across the 12 clinics, and 20% of patients now book online. It also halved the missed appointment fees, and staff overtime fell by about a quarter.';

describe('changedFractions: a fraction bound to what the source changes by another share', () => {
  it('stops a fraction the source says of something else', () => {
    expect(stopped('The booking system cut waiting times by half.', CLINIC)).toEqual(['by half']);
    expect(stopped('The system cut waiting times by about a fifth.', CLINIC)).toEqual([
      'by about a fifth',
    ]);
  });

  it("keeps the source's share in other words, and what it halves", () => {
    expect(stopped('The booking system cut waiting times by about a third.', CLINIC)).toEqual([]);
    expect(stopped('The system cut missed appointment fees by half.', CLINIC)).toEqual([]);
    expect(stopped('Staff overtime fell by a quarter after the change.', CLINIC)).toEqual([]);
  });

  it('stops a verb that cuts by another share what the source cuts, and keeps its own', () => {
    expect(stopped('The system eliminated the missed appointment fees.', CLINIC)).toEqual([
      'eliminated',
    ]);
    expect(stopped('The booking system halved waiting times.', CLINIC)).toEqual(['halved']);
    expect(stopped('The booking system halved the fees for missed appointments.', CLINIC)).toEqual(
      [],
    );
    const gone = 'The queue was eliminated within a week, and costs fell by 10%.';
    expect(stopped('New staff eliminated the queue within a week.', gone)).toEqual([]);
  });

  it('keeps a change of what the source changes by no share, and a rate step', () => {
    expect(stopped('The system cut paperwork by half.', CLINIC)).toEqual([]);
    const bank = 'The central bank raised its policy rate by 0.25 points to 3.75%.';
    expect(stopped('The bank raised its policy rate by a quarter point to 3.75%.', bank)).toEqual(
      [],
    );
  });
});
