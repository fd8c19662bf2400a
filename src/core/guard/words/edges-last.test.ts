import { describe, expect, it } from 'vitest';
import { edgesLast } from './edges-last.ts';

describe('edgesLast', () => {
  const partOf = edgesLast(/(?:\bof which\b|(?<!\p{L})из них(?!\p{L})|\bdavon\b)/iu);

  it('finds what the whole regex finds, edges and all', () => {
    expect(partOf('A budget of $8 million, of which 3 million went to ads.')).toBe(true);
    expect(partOf('Бюджет 8 млн, из них 3 млн на рекламу.')).toBe(true);
    expect(partOf('24,5 Millionen Euro, DAVON 9 Millionen')).toBe(true);
  });

  it('finds nothing where only the edgeless letters are there: the edges still hold', () => {
    expect(partOf('A proof which holds')).toBe(false);
    expect(partOf('sprof whichever')).toBe(false);
    expect(partOf('Сиз ниха')).toBe(false);
  });

  it('keeps an edge inside a negative lookaround, where taking it out would narrow the match', () => {
    const refused = edgesLast(/\brefused\s+to\s+(?!(?:record|the)\b)(?=\p{Ll})/giu);
    expect(refused('They refused to recordings.')).toBe(true);
    expect(refused('They refused to record it.')).toBe(false);
  });

  it('answers alike on every call of a global regex: its lastIndex is left alone', () => {
    const regex = /\bno\s+longer\b/giu;
    const noLonger = edgesLast(regex);
    expect([noLonger('it no longer sells'), noLonger('it no longer sells')]).toEqual([true, true]);
    expect(regex.lastIndex).toBe(0);
  });

  it('keeps a character class whole, and a regex without edges as it is', () => {
    const backspace = edgesLast(/a[\b]c/u);
    expect(backspace('a\bc')).toBe(true);
    expect(backspace('ac')).toBe(false);
    expect(edgesLast(/frozen/iu)('Rates stay FROZEN')).toBe(true);
  });
});
