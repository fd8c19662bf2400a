/**
 * A source's figures as keys (claim-figures.ts): here, a whole count that is a place in an order
 * where the source's language writes it as its number ("en el minuto 87", "auf Platz 3"), which a
 * translation writes as an ordinal (round seventeen: "in the 87th minute" was stopped).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from './index.ts';

const claims = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang, lineLang: 'en' }), 'normal').map(
    (claim) => `${claim.kind}:${claim.text}`,
  );

describe('sourceFigures: a whole count holds its ordinal', () => {
  it('keeps the ordinal a translation writes of the source’s number', () => {
    const goal = 'Chimy Ávila dio la victoria en el 87.';
    expect(claims('Chimy Ávila scored the winner in the 87th minute.', goal, 'es')).toEqual([]);
    expect(claims('The club finished 3rd.', 'Der Verein landete auf Platz 3.', 'de')).toEqual([]);
  });

  it('stops another ordinal, and a count the source writes as a price or a percentage', () => {
    const goal = 'Chimy Ávila dio la victoria en el 87.';
    expect(claims('Chimy Ávila scored the winner in the 78th minute.', goal, 'es')).toEqual([
      'figure:78th',
    ]);
    expect(claims('The club finished 4th.', 'Der Verein landete auf Platz 3.', 'de')).toEqual([
      'figure:4th',
    ]);
    expect(claims('It came 5th.', 'Die Preise stiegen um 5%.', 'de')).toEqual(['figure:5th']);
  });
});
