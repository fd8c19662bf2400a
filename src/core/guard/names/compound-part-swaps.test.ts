/**
 * A hyphened name whose other part the source does not write (compound-part-swaps.ts): a district
 * or a branch changed is stopped, the source's own compound and its parts kept.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';
import { compoundPartSwaps } from './compound-part-swaps.ts';

const KUEHN =
  'Brötchen kosten ab Montag 45 Cent statt 40 Cent. Eure Bäckerei Kühn, Leipzig-Connewitz 🥨';

describe('compoundPartSwaps', () => {
  it('stops another district of the source’s city, and keeps the source’s', () => {
    expect(
      compoundPartSwaps('Die Bäckerei Kühn in Leipzig-Plagwitz erhöht die Preise.', {
        text: KUEHN,
      }),
    ).toEqual(['Leipzig-Plagwitz']);
    expect(
      compoundPartSwaps('Die Bäckerei Kühn in Leipzig-Connewitz erhöht die Preise.', {
        text: KUEHN,
      }),
    ).toEqual([]);
    expect(
      compoundPartSwaps('Die Bäckerei Kühn in Connewitz erhöht die Preise.', { text: KUEHN }),
    ).toEqual([]);
  });

  it('keeps a compound whose parts the source writes apart, and one it does not open', () => {
    const text = 'Die Linie fährt von Mitte nach Pankow. Berlin-Mitte bekommt neue Busse.';
    expect(compoundPartSwaps('Berlin-Pankow ist angebunden.', { text })).toEqual([]);
    expect(compoundPartSwaps('Baden-Württemberg zahlt mit.', { text })).toEqual([]);
  });

  it('keeps the source’s part inflected', () => {
    const text = 'Wir suchen ab 1. Oktober eine*n Backend-Entwickler*in in Leipzig.';
    expect(compoundPartSwaps('Gesucht: eine Backend-Entwicklerin in Leipzig.', { text })).toEqual(
      [],
    );
    expect(compoundPartSwaps('Gesucht: eine Backend-Designerin in Leipzig.', { text })).toEqual([
      'Backend-Designerin',
    ]);
  });

  it('is a name claim of a Normal line', () => {
    const source = claimSource({ text: KUEHN, lang: 'de' });
    const claims = unsupportedClaims(
      'Die Bäckerei Kühn in Leipzig-Plagwitz erhöht ihre Preise.',
      source,
      'normal',
    );
    expect(claims.map((claim) => `${claim.kind}:${claim.text}`)).toContain('name:Leipzig-Plagwitz');
  });
});
