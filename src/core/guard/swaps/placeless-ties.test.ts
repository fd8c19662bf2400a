/**
 * Ties that tell no place (placeless-ties.ts, read by figure-ties.ts): a price and a head count at
 * a function word, a measure at a hedge. Every text here is synthetic, written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string) =>
  unsupportedClaims(line, claimSource({ text, lang: 'en' }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const VENUE =
  'The Old Mill holds 180 people, but catering would be extra, roughly 35 pounds a head. Last year we had 240 attendees. At 240 people the catering alone would add about 8,400 pounds.';

describe('moneyAndCountAt: a price at the word the source gives a head count', () => {
  it('keeps the price and the count each with its own noun', () => {
    expect(
      stopped('At 35 pounds a head for 240 guests, catering would add about 8,400 pounds.', VENUE),
    ).toEqual([]);
  });

  it('still stops the two traded, a price of people and a crowd of pounds', () => {
    expect(
      stopped('At 240 pounds a head for 35 guests, catering would add about 8,400 pounds.', VENUE),
    ).toEqual(['240 pounds']);
    expect(
      stopped('At 8,400 people the catering alone would add about 240 pounds.', VENUE).length,
    ).toBeGreaterThan(0);
  });
});

const CHAT = [
  'Stefan: the migration on the orders table took 14 minutes on staging. prod has about 6x the rows so maybe 80 minutes',
  "Grace: we're expecting an admission from A&E around 9. Mrs Lund's daughter will call at 7.",
].join('\n');

describe('hedgedMeasure: a hedge tells how exact a figure is, not what it counts', () => {
  it('keeps a measure at the hedge the source gives a bare count', () => {
    expect(
      stopped(
        'The production migration may take about 80 minutes, as prod has six times the rows.',
        CHAT,
      ),
    ).toEqual([]);
  });

  it('still stops two clock hours traded at a hedge', () => {
    expect(
      stopped("An admission is expected around 7, and Mrs Lund's daughter will call at 9.", CHAT),
    ).toContain('7');
  });
});
