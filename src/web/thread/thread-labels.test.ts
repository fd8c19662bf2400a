import { describe, expect, it } from 'vitest';
import { generateThreadLabel } from './thread-labels.ts';

describe('generateThreadLabel', () => {
  it('reads Generate Thread before a style is chosen', () => {
    expect(generateThreadLabel(null, false)).toBe('Generate Thread');
  });

  it('names the chosen style', () => {
    expect(generateThreadLabel('cryptobro', false)).toBe('Generate Crypto Bro Thread');
    expect(generateThreadLabel('standard', false)).toBe('Generate Standard Thread');
  });

  it('reads Generate New Thread once a result exists in that style', () => {
    expect(generateThreadLabel('exciting', true)).toBe('Generate New Thread');
    expect(generateThreadLabel(null, true)).toBe('Generate New Thread');
  });
});
