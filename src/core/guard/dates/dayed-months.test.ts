/** A line's number after a month that has its day already is no second day (dayed-months.ts). */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const figures = (line: string, text: string, lang: string) =>
  unsupportedClaims(line, claimSource({ text, lang }), 'normal')
    .filter((claim) => claim.kind === 'figure')
    .map((claim) => claim.text);

const FAIR = 'Jarmark wielkanocny: 14 marca 15. Zapraszamy całe rodziny.';

describe('monthHasDayBefore', () => {
  it('reads the hour after a dated month as the hour, not a day', () => {
    expect(figures('Jarmark wielkanocny: 14 marca 3 PM.', FAIR, 'pl')).toEqual([]);
    expect(figures('Jarmark wielkanocny: 14 marca 3 po południu.', FAIR, 'pl')).toEqual([]);
    expect(figures('Jarmark wielkanocny: 14 marca 5 po południu.', FAIR, 'pl')).toEqual(['5']);
  });

  it('still reads a month’s own day after it', () => {
    const market = 'Jarmark wielkanocny odbędzie się 3 marca na rynku.';
    expect(figures('Jarmark odbędzie się marca 3 na rynku.', market, 'pl')).toEqual([]);
    expect(figures('Jarmark odbędzie się marca 4 na rynku.', market, 'pl')).toEqual(['4']);
  });
});
