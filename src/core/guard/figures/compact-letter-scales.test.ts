/**
 * A compact amount with a scale of one or two letters (compact-letter-scales.ts): "1,2 M" is a
 * post's 1 200 000, "4,5 M €" its 4 500 000 €; another amount, or the letters of a metre, still stop.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

const FRENCH = 'La campagne a réuni 1 200 000 signatures et 4 500 000 € de dons.';
const SPANISH = 'El festival recibió 38.000 visitantes y 4.500.000 € de la región.';
const HUNGARIAN = 'A fesztiválra 38 000 látogató érkezett.';

describe('unsupportedClaims: compact amounts with a scale of one or two letters', () => {
  it('keeps the post’s full amounts written compact, with their currency', () => {
    expect(
      claims('La campagne a réuni 1,2 M signatures et 4,5 M € de dons.', FRENCH, 'fr'),
    ).toEqual([]);
    expect(
      claims('El festival recibió 38 mil visitantes y 4,5 M € de la región.', SPANISH, 'es'),
    ).toEqual([]);
    expect(claims('A fesztiválra 38 E látogató érkezett.', HUNGARIAN, 'hu')).toEqual([]);
  });

  it('stops a changed amount written the same way', () => {
    expect(
      claims('La campagne a réuni 1,7 M signatures et 4,5 M € de dons.', FRENCH, 'fr'),
    ).toEqual(['figure:1,7']);
    expect(
      claims('El festival recibió 38 mil visitantes y 6,5 M € de la región.', SPANISH, 'es'),
    ).not.toEqual([]);
  });

  it('reads a scale CLDR writes against the digits (Malay "4.5J"), in its own language only', () => {
    const malay = 'Kempen itu mengumpul RM 4,500,000 daripada 1,200,000 penderma.';
    expect(claims('Kempen itu mengumpul RM 4.5J daripada 1.2J penderma.', malay, 'ms')).toEqual([]);
    expect(claims('Kempen itu mengumpul RM 6.5J daripada 1.2J penderma.', malay, 'ms')).not.toEqual(
      [],
    );
    // A billion's letter for the source's million is another sum.
    expect(claims('Kempen itu mengumpul RM 4.5B daripada 1.2J penderma.', malay, 'ms')).not.toEqual(
      [],
    );
    // Bengali's lakh, "১২ লা", read with Latin digits though CLDR writes Bengali ones.
    const bengali = 'প্রচারে ১২,০০,০০০ জন সই করেছেন।';
    expect(claims('প্রচারে ১২ লা জন সই করেছেন।', bengali, 'bn')).toEqual([]);
    expect(claims('প্রচারে ১৭ লা জন সই করেছেন।', bengali, 'bn')).not.toEqual([]);
  });

  it('reads no metre as a million: "5 m" of a post’s five million stops', () => {
    expect(claims('Le mur mesure 5 m.', 'Le projet a coûté 5 000 000 €.', 'fr')).not.toEqual([]);
  });
});
