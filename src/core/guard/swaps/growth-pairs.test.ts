/**
 * A growth given to another amount (growth-pairs.ts): every figure is the source's, but the line
 * pairs a percentage with an amount the source gives another change.
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const stopped = (line: string, text: string, lang?: string) =>
  unsupportedClaims(line, claimSource({ text, ...(lang && { lang }) }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const CHIPS =
  'Revenue was $2.71 billion, up 34% from a year ago. Data center revenue was a record $1.96 billion, up 58% year on year.';
const VENTAS =
  'La facturación subió un 12% hasta 840 millones de euros. Las ventas en línea crecieron un 31%.';
const UMSATZ = 'Der Umsatz stieg um 8% auf 2,4 Mrd. €, das Onlinegeschäft wuchs um 19%.';

describe('growthPairs: a growth given to another amount', () => {
  it('stops a percentage paired with an amount the source gives another one', () => {
    expect(stopped('Revenue jumped 58% year over year to $2.71B.', CHIPS)).toEqual(['58%']);
    expect(
      stopped('La facturación subió un 31% hasta 840 millones de euros.', VENTAS, 'es'),
    ).toEqual(['31%']);
    expect(stopped('Der Umsatz stieg um 19% auf 2,4 Mrd. €.', UMSATZ, 'de')).toEqual(['19%']);
  });

  it('keeps the source’s pairs, however the line writes them', () => {
    expect(stopped('Revenue jumped 34% year over year to $2.71B.', CHIPS)).toEqual([]);
    expect(stopped('Data centers brought a record $1.96B, up 58%.', CHIPS)).toEqual([]);
    expect(
      stopped('La facturación subió un 12% hasta 840 millones de euros.', VENTAS, 'es'),
    ).toEqual([]);
    expect(stopped('Der Umsatz stieg um 8% auf 2,4 Mrd. €.', UMSATZ, 'de')).toEqual([]);
  });

  it('reads no pair where the source gives the amount no change', () => {
    const plain = 'Revenue was $2.71 billion. Costs rose 58%.';
    expect(stopped('Revenue rose 58% to $2.71 billion.', plain)).toEqual([]);
  });
});
