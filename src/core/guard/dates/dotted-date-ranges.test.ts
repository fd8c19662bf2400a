/** A range of two dotted days and months, "14.03–17.03" (dotted-date-ranges.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const CAMP = 'Obóz dla dzieci potrwa od 14 do 17 marca, a drugi turnus od 28 marca do 2 kwietnia.';

describe('dotted date ranges', () => {
  it('keeps a range of dotted dates of the source’s days, whatever follows it', () => {
    expect(figures('Obóz: 14.03–17.03, drugi turnus 28.03–02.04 dla dzieci.', CAMP, 'pl')).toEqual(
      [],
    );
    expect(figures('Obóz: 14.3 – 17.3, drugi turnus 28.3 – 2.4.', CAMP, 'pl')).toEqual([]);
  });

  it('stops an end the source lacks, and leaves hours and prices as they were', () => {
    expect(figures('Obóz: 14.03–19.03, drugi turnus 28.03–02.04 dla dzieci.', CAMP, 'pl')).toEqual([
      '19.03',
    ]);
    const shop = 'Sklep czynny 10.00–16.00, kawa po 3.30–3.50 zł.';
    expect(figures('Sklep czynny 10.00–16.00.', shop, 'pl')).toEqual([]);
    expect(figures('Sklep czynny 10.00–17.00.', shop, 'pl')).toEqual(['17.00']);
  });
});
