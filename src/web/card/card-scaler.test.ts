import { describe, expect, it } from 'vitest';
import { fitScale } from './card-scaler.tsx';

describe('fitScale', () => {
  it('keeps the card at full size when there is room', () => {
    expect(fitScale(900)).toBe(1);
    expect(fitScale(600)).toBe(1);
  });

  it('shrinks the card to the available width on a narrow screen', () => {
    expect(fitScale(343)).toBeCloseTo(343 / 600);
  });

  it('does not hide the card before its frame has been measured', () => {
    expect(fitScale(0)).toBe(1);
  });
});
