/**
 * A figure a line works out from two of its own (figure-differences.ts), read by unsupportedClaims:
 * a step between two ends the line states, each the source's, holds; another step is stopped. A
 * step without its ends holds where the source writes them as one change (figure-steps.ts).
 */
import { describe, expect, it } from 'vitest';
import { claimSource, unsupportedClaims } from '../index.ts';

const KARTA =
  'От 1 март цената на месечната карта в София се вдига от 50 на 60 лева. Билетът остава 1,60 лв.';
const claims = (line: string) =>
  unsupportedClaims(line, claimSource({ text: KARTA, lang: 'bg' }), 'normal').map(
    (claim) => claim.text,
  );

describe('unsupportedClaims: a step between two figures the line states', () => {
  it('keeps the step between the source’s two ends, stated beside them', () => {
    expect(claims('Картата поскъпва с 10 лева – от 50 на 60 лв.')).toEqual([]);
  });

  it('stops another step, beside the ends or without them', () => {
    expect(claims('Картата поскъпва с 20 лева – от 50 на 60 лв.')).toEqual(['20']);
    expect(claims('Картата поскъпва с 20 лева от март.')).toEqual(['20']);
  });

  it('keeps the step without its ends where the source writes them as one change (figure-steps.ts)', () => {
    expect(claims('Картата поскъпва с 10 лева от март.')).toEqual([]);
  });
});
