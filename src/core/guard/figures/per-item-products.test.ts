import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang = 'en') =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const PUPILS = 'Each of the 30 pupils gets two books.';

describe('a per-item figure times its count', () => {
  it('holds the whole handed out, and stops another', () => {
    expect(claims('60 books will be handed out.', PUPILS)).toEqual([]);
    expect(claims('50 books will be handed out.', PUPILS)).toEqual(['figure:50']);
  });

  it('holds the product only of what is given per item', () => {
    expect(claims('60 pupils will get books.', PUPILS)).toEqual(['figure:60']);
  });

  it('holds an amount per item times its count, in its currency', () => {
    const text = 'Each of the 30 pupils pays £5 for the trip.';
    expect(claims('The trip raises £150.', text)).toEqual([]);
    expect(claims('The trip raises $150.', text)).toEqual(['figure:$150']);
  });

  it('multiplies only in a sentence that says "each"', () => {
    const text = 'The 30 pupils arrived. They brought two books.';
    expect(claims('60 books were brought.', text)).toEqual(['figure:60']);
  });

  it('reads "chaque" in French', () => {
    const text = 'Chacun des 12 élèves reçoit 3 cahiers.';
    expect(claims('36 cahiers seront distribués.', text, 'fr')).toEqual([]);
    expect(claims('30 cahiers seront distribués.', text, 'fr')).toEqual(['figure:30']);
  });
});
